import { ROLE_ACCESS_ROWS } from '../enums/team';
import { PERMISSIONS } from '../permissions';
import { LOAN_VIEWER_ROLE, OWNER_ROLE, READ_ONLY_ROLE, READ_PERMISSIONS, roleAccess, roleAccessTable, TEAM_ROLES } from './roles';

test('"owner grants everything": the Owner role has full access on every row', () => {
  for (const row of ROLE_ACCESS_ROWS) expect([row, roleAccess(OWNER_ROLE, row)]).toEqual([row, 'full access']);
});

test('"read only (for the Read Only role when all needed permissions are held)": reading rows read only, the rest none', () => {
  expect(READ_ONLY_ROLE.permissions.every((permission) => permission.endsWith('.read'))).toBe(true);
  const cells = Object.fromEntries(ROLE_ACCESS_ROWS.map((row) => [row, roleAccess(READ_ONLY_ROLE, row)]));
  expect(cells).toEqual({
    'all pages': 'read only',
    dashboard: 'read only',
    'active deals': 'read only',
    'deals in progress': 'read only',
    'new deal': 'none',
    Plaid: 'read only',
    'submit draw request': 'none',
    'submit ACH request': 'none',
    'create Plaid report': 'none',
    'entities docs': 'read only',
    'draw request docs': 'none',
    'ACH request docs': 'none',
    'payment methods': 'read only',
    application: 'read only',
    'my docs': 'read only',
  });
});

test('a working role has full access where it holds every needed permission, none elsewhere', () => {
  expect(roleAccess(LOAN_VIEWER_ROLE, 'active deals')).toBe('full access');
  expect(roleAccess(LOAN_VIEWER_ROLE, 'new deal')).toBe('none');
  expect(roleAccess(LOAN_VIEWER_ROLE, 'all pages')).toBe('none');
});

test('the table is derived for every role and row, in their orders; every role grants only known permissions', () => {
  const table = roleAccessTable();
  expect(table.map((line) => line.row)).toEqual([...ROLE_ACCESS_ROWS]);
  for (const line of table) expect(line.cells).toEqual(TEAM_ROLES.map((role) => roleAccess(role, line.row)));
  expect(TEAM_ROLES.map((role) => role.name)).toEqual(['Owner', 'Read Only', 'Loan Manager', 'Loan Processor', 'Loan Viewer', 'Document Manager']);
  for (const role of TEAM_ROLES) for (const permission of role.permissions) expect(PERMISSIONS).toContain(permission);
  expect(READ_PERMISSIONS).toContain('loans.payoff.read');
});
