import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { can, PERMISSIONS } from './permissions';
import { errorLines, fieldNameForPeople } from './api/errors';
import { storableBundle, type SignedInBundle } from './api/session';
import { CONTRACT_VERSION, contractsAreCompatible } from './version';
import { endpointPath, sessionEndpoints } from './endpoints';
import { manifestUrlOf, originIsAllowed, REMOTE_VERSION_PATTERN, RemotePin } from './environment';
import * as v from 'valibot';
import { sidebarFor, sidebarItemAt, showsSubmitNewLoan } from './navigation';
import { matchRoute, pathFor } from './routes';

test('"The owner permission grants everything; otherwise all required permissions must be held."', () => {
  expect(can(['owner'], 'loans.write', 'entity.write')).toBe(true);
  expect(can(['loans.read', 'loans.write'], 'loans.read', 'loans.write')).toBe(true);
  expect(can(['loans.read'], 'loans.read', 'loans.write')).toBe(false);
  expect(can([], 'loans.read')).toBe(false);
  expect(PERMISSIONS).toHaveLength(24);
});

test('"field names split into words and capitalised" (spec 000 §8)', () => {
  expect(fieldNameForPeople('user_email')).toBe('User Email');
  expect(fieldNameForPeople('phoneNumber')).toBe('Phone Number');
  expect(errorLines({ user_email: ['is taken'], password: ['is too short', 'needs a digit'] })).toEqual([
    'User Email: is taken',
    'Password: is too short',
    'Password: needs a digit',
  ]);
  expect(errorLines(['account_locked'])).toEqual(['account_locked']);
  expect(errorLines(undefined)).toEqual([]);
});

test('"Nothing sensitive (SSN, date of birth, driver\'s license, tax id) is ever written to web storage": only what the shell needs is kept', () => {
  const bundle = {
    user: { id: 7, first_name: 'Ann', last_name: 'Lee', phone_number: null, user_email: 'ann@lender.example', created: '2025-01-02T10:00:00Z', email_opt_in: false, verified: true, borrower: true, picture: null, teams_area_required: false, ssn: '123-45-6789' },
    profile: {
      contact: {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@lender.example',
        phones: [{ type: 'mobile', number: '(555) 010-2030', note: '123-45-6789' }],
        ssn: '123-45-6789',
        dateOfBirth: '01/01/1980',
        driversLicense: 'X1',
      },
      accountNumber: '000123456789',
    },
    permissions: ['owner'],
    alerts: { application: true, bankAccount: '000123456789' },
    docs: { list: [{ id: 1, taxReturn: 'scan' }], neededCount: 8 },
    entities: [{ id: 3, name: 'LLC', taxId: '12-3456789' }],
    missing: { count: 0 },
    notifications: [],
    paymentMethods: [{ id: 4, accountNumber: '000123456789', routingNumber: '021000021' }],
    accountExecutive: null,
    elapsed: 0,
  } as unknown as SignedInBundle;
  const stored = JSON.stringify(storableBundle(bundle));
  for (const secret of ['123-45-6789', '01/01/1980', 'X1', '12-3456789', '000123456789', '021000021', 'scan']) expect(stored).not.toContain(secret);
  expect(storableBundle(bundle).entities).toEqual([{ id: 3, name: 'LLC' }]);
  // The phones stay (the proof of funds page reads them after a reload), as type and number only.
  expect(storableBundle(bundle).profile).toEqual({ contact: { firstName: 'Ann', lastName: 'Lee', email: 'ann@lender.example', phones: [{ type: 'mobile', number: '(555) 010-2030' }] } });
});

test('the contract version matches the package and majors decide compatibility (DESIGN §3)', () => {
  const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
  expect(CONTRACT_VERSION).toBe(pkg.version);
  expect(contractsAreCompatible('1.4.0', '1.0.2')).toBe(true);
  expect(contractsAreCompatible('1.4.0', '2.0.0')).toBe(false);
  expect(contractsAreCompatible('1.4.0', 'nonsense')).toBe(false);
});

test('endpoint paths are filled from parameters, never by hand', () => {
  expect(endpointPath(sessionEndpoints.currentUser, { id: 42 })).toBe('/users/42');
  expect(() => endpointPath(sessionEndpoints.currentUser, {})).toThrow('needs the parameter id');
});

test('remote code comes only from allowed origins', () => {
  const env = { allowedOrigins: ['http://127.0.0.1:8081'] };
  expect(originIsAllowed(env, 'http://127.0.0.1:8081/1.0.0/mf-manifest.json')).toBe(true);
  expect(originIsAllowed(env, 'http://127.0.0.1:9999/1.0.0/mf-manifest.json')).toBe(false);
  expect(originIsAllowed(env, 'not a url')).toBe(false);
});

test('versions sit side by side under a remote\'s origin; a version is named so it cannot leave its folder', () => {
  expect(manifestUrlOf({ manifestUrl: 'http://127.0.0.1:8083/1.0.0/mf-manifest.json' }, '1.2.0-e2e')).toBe('http://127.0.0.1:8083/1.2.0-e2e/mf-manifest.json');
  expect(manifestUrlOf({ manifestUrl: 'https://cdn.lender.example/remote-loans/1.0.0/mf-manifest.json' }, '1.3.0')).toBe('https://cdn.lender.example/remote-loans/1.3.0/mf-manifest.json');
  for (const version of ['1.0.0', '1.4.0-rc.1', '2.10.3-e2e']) expect(REMOTE_VERSION_PATTERN.test(version)).toBe(true);
  for (const version of ['1.0', '../1.0.0', '1.0.0/../../x', '1.0.0?x', 'latest', '']) expect(REMOTE_VERSION_PATTERN.test(version)).toBe(false);
  const pin = { version: '1.0.0', manifestUrl: 'http://127.0.0.1:8083/1.0.0/mf-manifest.json' };
  expect(v.safeParse(RemotePin, { ...pin, integrity: 'sha384-AbC+/12=' }).success).toBe(true);
  expect(v.safeParse(RemotePin, { ...pin, integrity: 'md5-abc' }).success).toBe(false);
});

test('"Sidebar lists only permitted items"; "Team Members (owner only; goes to Settings tab 3)"', () => {
  expect(sidebarFor(['owner']).map((item) => item.label)).toEqual([
    'Dashboard',
    'Submit New Loan',
    'Loans',
    'Entities',
    'Guarantor and Borrower Application',
    'Proof of Funds',
    'Team Members',
  ]);
  expect(sidebarFor(['loans.read', 'dashboard.read']).map((item) => item.label)).toEqual(['Dashboard', 'Loans']);
  expect(pathFor('Settings', {}, { tab: 3 })).toBe('/settings?tab=3');
});

test('the sidebar marks where the borrower is: an item\'s own page, or a page of its area; Team Members only on Settings tab 3', () => {
  const items = sidebarFor(['owner']);
  const at = (path: string, search = '') => {
    const here = sidebarItemAt(items, path, search);
    return here && `${here.item.label} (${here.at})`;
  };
  expect(at('/my_deals', '?category=active')).toBe('Loans (page)');
  expect(at('/my_deals/12')).toBe('Loans (in-area)');
  expect(at('/entities/3')).toBe('Entities (in-area)');
  expect(at('/sign_application')).toBe('Guarantor and Borrower Application (in-area)');
  expect(at('/guarantor')).toBe('Guarantor and Borrower Application (in-area)');
  expect(at('/deal_confirmation')).toBe('Submit New Loan (in-area)');
  expect(at('/settings', '?tab=3')).toBe('Team Members (page)');
  expect(at('/settings', '?tab=0')).toBeUndefined();
  expect(at('/settings')).toBeUndefined();
  expect(at('/payment_methods')).toBeUndefined();
  // An item the person may not see marks nothing: a Loan Viewer on an entity's page.
  expect(sidebarItemAt(sidebarFor(['loans.read', 'dashboard.read']), '/entities/3', '')).toBeUndefined();
});

test('"Submit New Loan button shown if loans.write is allowed and no teams area is required"', () => {
  expect(showsSubmitNewLoan(['loans.write'], false)).toBe(true);
  expect(showsSubmitNewLoan(['loans.write'], true)).toBe(false);
  expect(showsSubmitNewLoan(['loans.read'], false)).toBe(false);
});

test('route parameters are read from paths', () => {
  expect(matchRoute('/my_deals/123')).toMatchObject({ route: { name: 'DealDetail' }, params: { loanId: '123' } });
  expect(matchRoute('/users/9/verify/tok%20en')).toMatchObject({ params: { id: '9', token: 'tok en' } });
  expect(pathFor('DealDetail', { loanId: 5 }, { action: 'draw' })).toBe('/my_deals/5?action=draw');
});
