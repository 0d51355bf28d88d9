import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_ACCESS_ROWS, teamMemberEndpoints } from '@portal/shared-contracts';
import { answer, createFakePortal, renderWithPortal, signedInBundle } from '@portal/shared-ui/testing';
import { PortalTeamMembers } from './PortalTeamMembers';
import { rolesPermissions, teamAnswers } from './testing';

function renderTeamMembers() {
  const fake = createFakePortal({ bundle: signedInBundle({ permissions: ['owner'] }), answers: teamAnswers() });
  renderWithPortal(<PortalTeamMembers />, fake);
  return { ...fake, user: userEvent.setup() };
}

/** The cells of a row of the roles table, by column header. */
function rowOf(table: HTMLElement, row: string): Record<string, string> {
  const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent ?? '');
  const cells = within(within(table).getByRole('rowheader', { name: row }).closest('tr')!).getAllByRole('cell');
  return Object.fromEntries(cells.map((cell, index) => [headers[index + 1], cell.textContent]));
}

test('"Information about Roles" is collapsed at first and opens on its button', async () => {
  const { user } = renderTeamMembers();

  const toggle = await screen.findByRole('button', { name: 'Information about Roles' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const region = screen.getByRole('region', { name: 'Information about Roles' });
  expect(await within(region).findByRole('table', { name: 'What each role can open and do' })).toBeInTheDocument();
});

test('the roles table: a column per role of the answer, "page access and can-do rows", cells derived from the permissions', async () => {
  await renderTeamMembers().user.click(await screen.findByRole('button', { name: 'Information about Roles' }));

  const table = await within(screen.getByRole('region', { name: 'Information about Roles' })).findByRole('table', { name: 'What each role can open and do' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Access', ...rolesPermissions.map((role) => role.name)]);
  // Every row of the spec, page access first, then what a role can do.
  const rowGroups = within(table).getAllByRole('rowgroup').slice(1);
  expect(rowGroups.map((group) => within(group).getAllByRole('rowheader')[0]?.textContent)).toEqual(['Page access', 'Can do']);
  const rows = within(table).getAllByRole('rowheader').map((header) => header.textContent);
  expect([...rows].sort()).toEqual(['Can do', 'Page access', ...ROLE_ACCESS_ROWS].sort());
  expect(rows.indexOf('submit draw request')).toBeGreaterThan(rows.indexOf('my docs'));

  // "owner grants everything"; "read only (for the Read Only role when all needed permissions are held)"; a working role: full access or none.
  expect(rowOf(table, 'dashboard')).toEqual({
    Owner: 'full access',
    'Read Only': 'read only',
    'Loan Manager': 'full access',
    'Loan Processor': 'full access',
    'Loan Viewer': 'full access',
    'Document Manager': 'full access',
  });
  expect(rowOf(table, 'new deal')).toMatchObject({ Owner: 'full access', 'Read Only': 'none', 'Loan Viewer': 'none', 'Loan Processor': 'full access' });
  expect(rowOf(table, 'submit draw request')).toMatchObject({ Owner: 'full access', 'Read Only': 'none', 'Loan Manager': 'full access', 'Document Manager': 'none' });
  expect(rowOf(table, 'entities docs')).toMatchObject({ 'Read Only': 'read only', 'Document Manager': 'full access', 'Loan Manager': 'none' });
});

test('the table follows the answer, not a list typed by hand', async () => {
  // Only two roles, one of them with a single permission.
  const fake = createFakePortal({
    bundle: signedInBundle({ permissions: ['owner'] }),
    answers: [...teamAnswers(), answer(teamMemberEndpoints.rolesPermissions, { roles: [rolesPermissions[0]!, { id: 9, name: 'Plaid Reader', permissions: ['plaid.read'] }] })],
  });
  renderWithPortal(<PortalTeamMembers />, fake);

  const add = await screen.findByRole('region', { name: 'Add a Portal Team Member' });
  const table = await within(add).findByRole('table', { name: 'What each role can open and do' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Access', 'Owner', 'Plaid Reader']);
  expect(rowOf(table, 'Plaid')).toEqual({ Owner: 'full access', 'Plaid Reader': 'full access' });
  expect(rowOf(table, 'create Plaid report')).toEqual({ Owner: 'full access', 'Plaid Reader': 'none' });
});
