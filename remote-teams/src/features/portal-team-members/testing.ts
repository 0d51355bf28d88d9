import { TEAM_ROLES, teamMemberEndpoints, type Contributor, type ContributorList, type RolePermissions, type TeamRoleRecord } from '@portal/shared-contracts';
import { answer, type FakeAnswer } from '@portal/shared-ui/testing';

// For tests only: an account's team as the API answers it.

/** The contract's roles, numbered as the API lists them. */
export const rolesPermissions: RolePermissions[] = TEAM_ROLES.map((role, index) => ({ id: index + 1, name: role.name, permissions: [...role.permissions] }));
/** The roles an owner gives: every one but Owner. */
export const roles: TeamRoleRecord[] = TEAM_ROLES.slice(1).map((role, index) => ({ id: index + 2, name: role.name, description: role.description }));
export const roleId = (name: string) => roles.find((role) => role.name === name)!.id;

export const MARKER = '2026-01-05T10:00:00.000Z';

function contact(id: number, name: string, overrides: Partial<Contributor> = {}): Contributor {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.test`;
  return {
    id,
    name,
    email,
    emails: [email],
    phone: '(555) 010-2000',
    relationship: 'manager',
    other_relationship: '',
    role: null,
    status: null,
    is_primary_poc: false,
    invitation_expires_at: null,
    ...overrides,
  };
}

/** The primary contact, active as Loan Manager. */
export const ann = contact(1, 'Ann Lee', { status: 'active', role: { id: roleId('Loan Manager'), name: 'Loan Manager' }, is_primary_poc: true, relationship: 'ceo' });
/** Invited as Read Only, not answered yet. */
export const bob = contact(2, 'Bob Stone', { status: 'pending', role: { id: roleId('Read Only'), name: 'Read Only' }, invitation_expires_at: '2099-01-01T00:00:00.000Z' });
/** Never invited, with two addresses and no phone. */
export const cy = contact(3, 'Cy Park', { emails: ['cy@example.test', 'cy.park@work.example'], phone: null });
/** Suspended: no role any more. */
export const dee = contact(4, 'Dee Moss', { status: 'suspended', relationship: 'other', other_relationship: 'Bookkeeper' });
/** Invited, but the invitation lapsed. */
export const eve = contact(5, 'Eve Fox', { status: 'pending', role: { id: roleId('Loan Viewer'), name: 'Loan Viewer' }, invitation_expires_at: '2025-01-01T00:00:00.000Z' });
/** Rejected the invitation. */
export const fay = contact(6, 'Fay Gil', { status: 'rejected' });

export const team: ContributorList = { poc_list: [ann, bob, cy, dee, eve, fay], last_poc_update: MARKER };

/** What the component loads on arrival; `list` may be a function of how many times it was asked. */
export function teamAnswers(list: ContributorList | (() => ContributorList) = team): FakeAnswer[] {
  return [
    answer(teamMemberEndpoints.list, list),
    answer(teamMemberEndpoints.roles, { roles }),
    answer(teamMemberEndpoints.rolesPermissions, { roles: rolesPermissions }),
  ];
}
