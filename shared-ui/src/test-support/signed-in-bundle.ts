import type { SignedInBundle } from '@portal/shared-contracts';

/** A signed-in bundle as the server sends it, with the sensitive fields a borrower's profile may carry. */
export function signedInBundle(overrides: Partial<SignedInBundle> = {}): SignedInBundle {
  return {
    user: {
      id: 42,
      first_name: 'Ann',
      last_name: 'Lee',
      phone_number: '(555) 010-2030',
      user_email: 'ann@example.test',
      created: '2024-01-15T10:00:00.000Z',
      email_opt_in: true,
      verified: true,
      borrower: true,
      picture: null,
      teams_area_required: false,
    },
    profile: {
      contact: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.test', phones: [{ type: 'mobile', number: '(555) 010-2030' }], ssn: '123-45-6789', dateOfBirth: '01/02/1980', driversLicense: 'D1234567' },
      taxId: '12-3456789',
    },
    permissions: ['loans.read', 'loans.write', 'dashboard.read'],
    alerts: { application: false, applicationTab: null },
    docs: { list: [{ id: 1 }], neededCount: 8 },
    entities: [{ id: 7, name: 'Lee Holdings LLC' }],
    missing: { count: 2 },
    notifications: [],
    paymentMethods: [{ id: 3 }],
    accountExecutive: { name: 'Sam Ortiz', email: 'sam@lender.test', phone: '(555) 010-9999' },
    elapsed: 0,
    ...overrides,
  };
}
