import { OWNER_ROLE_NAME, READ_ONLY_ROLE_NAME, ROLE_ACCESS_ROWS, type RoleAccessLevel, type RoleAccessRow } from '../enums/team';
import { can, PERMISSIONS, type Permission } from '../permissions';

/*
 * Team roles (spec 002 §6): a name and the permission strings it grants on the account. "The exact assignment for
 * each named role is not shown": these are the portal's, over every permission string of spec 002 §6 and the
 * loans.payoff and *.read strings of spec 001 §6. The roles table is derived from them (`roleAccessTable`), never
 * typed by hand.
 */

export interface TeamRole {
  name: string;
  /** "Role: id, name, description" (spec 002 §3): what the role is for, in the owner's words. */
  description: string;
  permissions: readonly Permission[];
}

/** Every permission that reads and none that writes: what the Read Only role holds. */
export const READ_PERMISSIONS = PERMISSIONS.filter((permission) => permission.endsWith('.read'));

export const OWNER_ROLE: TeamRole = { name: OWNER_ROLE_NAME, description: 'Everything the account owner can do, team members included.', permissions: ['owner'] };
export const READ_ONLY_ROLE: TeamRole = { name: READ_ONLY_ROLE_NAME, description: 'Sees every page of the account and changes nothing.', permissions: READ_PERMISSIONS };

/** Works the loans end to end: deals, draws, ACH payments, payoffs and their documents, and the payment methods. */
export const LOAN_MANAGER_ROLE: TeamRole = {
  name: 'Loan Manager',
  description: 'Submits deals and works the loans: draws, ACH payments, payoffs, their documents and the payment methods.',
  permissions: [
    'dashboard.read',
    'loans.read',
    'loans.write',
    'loans.draw.read',
    'loans.draw.write',
    'loans.draw.docs.write',
    'loans.ach.read',
    'loans.ach.write',
    'loans.ach.docs.write',
    'loans.payoff.read',
    'loans.payoff.write',
    'payments.read',
    'payments.write',
    'entity.read',
    'mydocs.read',
  ],
};

/** Works on loans and reads documents and entities, but sends no draw, ACH payment or payoff. */
export const LOAN_PROCESSOR_ROLE: TeamRole = {
  name: 'Loan Processor',
  description: 'Submits deals and follows the loans, entities and documents; sends no draw, ACH payment or payoff.',
  permissions: ['loans.read', 'loans.write', 'dashboard.read', 'mydocs.read', 'entity.read'],
};

/** Looks at loans and the dashboard, and nothing else. */
export const LOAN_VIEWER_ROLE: TeamRole = { name: 'Loan Viewer', description: 'Sees the loans and the dashboard, nothing else.', permissions: ['loans.read', 'dashboard.read'] };

/** Keeps the documents: the borrower's, the entities' and the requests' files. */
export const DOCUMENT_MANAGER_ROLE: TeamRole = {
  name: 'Document Manager',
  description: "Keeps the documents: the borrower's, the entities' and those of draw and ACH requests.",
  permissions: ['dashboard.read', 'loans.read', 'mydocs.read', 'mydocs.write', 'entity.read', 'entity.doc.read', 'entity.doc.write', 'loans.draw.docs.write', 'loans.ach.docs.write'],
};

/** The roles an owner chooses from, in the order the roles table lists them. */
export const TEAM_ROLES: readonly TeamRole[] = [OWNER_ROLE, READ_ONLY_ROLE, LOAN_MANAGER_ROLE, LOAN_PROCESSOR_ROLE, LOAN_VIEWER_ROLE, DOCUMENT_MANAGER_ROLE];

/** What each row of the roles table needs (spec 002 §6 and the pages' own permissions of specs 000 to 002). */
export const ROLE_ACCESS_NEEDS: Record<RoleAccessRow, readonly Permission[]> = {
  'all pages': READ_PERMISSIONS,
  dashboard: ['dashboard.read'],
  'active deals': ['loans.read'],
  'deals in progress': ['loans.read'],
  'new deal': ['loans.read', 'loans.write'],
  Plaid: ['plaid.read'],
  'submit draw request': ['loans.draw.write'],
  'submit ACH request': ['loans.ach.write'],
  'create Plaid report': ['plaid.write'],
  'entities docs': ['entity.doc.read'],
  'draw request docs': ['loans.draw.docs.write'],
  'ACH request docs': ['loans.ach.docs.write'],
  'payment methods': ['payments.read'],
  application: ['application.read'],
  'my docs': ['mydocs.read'],
};

/** What the roles table reads of a role: a role of the contract, or one as the API lists it (`RolePermissions`). */
export type RoleGrants = Pick<TeamRole, 'name' | 'permissions'>;

/**
 * One cell of the roles table: "full access", "read only" (for the Read Only role when all needed permissions are
 * held) or "none" (spec 002 §6).
 */
export function roleAccess(role: RoleGrants, row: RoleAccessRow): RoleAccessLevel {
  if (!can(role.permissions, ...ROLE_ACCESS_NEEDS[row])) return 'none';
  return role.name === READ_ONLY_ROLE_NAME ? 'read only' : 'full access';
}

/** The roles table: a line per row, a cell per role, in the table's order. */
export function roleAccessTable(teamRoles: readonly RoleGrants[] = TEAM_ROLES): { row: RoleAccessRow; cells: RoleAccessLevel[] }[] {
  return ROLE_ACCESS_ROWS.map((row) => ({ row, cells: teamRoles.map((role) => roleAccess(role, row)) }));
}
