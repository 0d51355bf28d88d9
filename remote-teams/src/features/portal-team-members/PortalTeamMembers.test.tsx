import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamMemberEndpoints, teamMemberMessages, type ContributorList } from '@portal/shared-contracts';
import { answer, createFakePortal, refusal, renderWithPortal, serverFailure, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { PortalTeamMembers } from './PortalTeamMembers';
import { ann, fay, MARKER, roleId, team, teamAnswers } from './testing';

const owner = signedInBundle({ permissions: ['owner'] });
const teamChanged = 'Your team members changed since this page was loaded (perhaps in another tab or by an invited person). Please refresh the list and try again.';

function renderTeamMembers({ list = team as ContributorList | (() => ContributorList), answers = [] as FakeAnswer[], bundle = owner } = {}) {
  const fake = createFakePortal({ bundle, answers: [...teamAnswers(list), ...answers] });
  renderWithPortal(<PortalTeamMembers />, fake);
  return { ...fake, user: userEvent.setup() };
}

const cardOf = (name: string) => screen.findByRole('region', { name });
const dialog = (name: string) => screen.getByRole('dialog', { name });

test('loads the team, the roles and their permissions for the signed-in owner', async () => {
  const { callsTo } = renderTeamMembers();

  expect(await screen.findByRole('heading', { level: 2, name: 'Portal Team Members' })).toBeInTheDocument();
  await cardOf('Ann Lee');
  for (const endpoint of [teamMemberEndpoints.list, teamMemberEndpoints.roles, teamMemberEndpoints.rolesPermissions]) {
    expect(callsTo(endpoint)).toEqual([{ params: { id: 42 } }]);
  }
});

test('the roles and the form to add a member come once the list has answered: beneath its spinner, its cards would push them down', async () => {
  let arrive!: (list: ContributorList) => void;
  const pending = () => new Promise<ContributorList>((resolve) => (arrive = resolve));
  renderTeamMembers({ list: pending as unknown as () => ContributorList });

  expect(await screen.findByRole('status')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: teamMemberMessages.rolesInformation })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: teamMemberMessages.addMember })).not.toBeInTheDocument();
  arrive(team);
  await cardOf('Ann Lee');
  expect(screen.getByRole('button', { name: teamMemberMessages.rolesInformation })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: teamMemberMessages.addMember })).toBeInTheDocument();
});

test('each contributor card shows who, how to reach them, the relationship, the role, the status and the primary contact', async () => {
  renderTeamMembers();

  const facts = async (name: string) => {
    const card = await cardOf(name);
    return Object.fromEntries(within(card).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
  };
  expect(await facts('Ann Lee')).toEqual({ 'E-mail': 'ann@example.test', Phone: '(555) 010-2000', Relationship: 'CEO', Role: 'Loan Manager', Status: 'Active' });
  expect(within(await cardOf('Ann Lee')).getByText('Primary contact')).toBeInTheDocument();
  expect(await facts('Bob Stone')).toMatchObject({ Role: 'Read Only', Status: 'Pending' });
  expect(within(await cardOf('Bob Stone')).queryByText('Primary contact')).not.toBeInTheDocument();
  expect(await facts('Cy Park')).toMatchObject({ Phone: 'None given', Role: 'No role', Status: 'Not invited', Relationship: 'Manager' });
  // "other" shows what the owner wrote.
  expect(await facts('Dee Moss')).toMatchObject({ Relationship: 'Bookkeeper', Status: 'Suspended' });
  expect(await facts('Eve Fox')).toMatchObject({ Status: 'Expired' });
  expect(await facts('Fay Gil')).toMatchObject({ Status: 'Rejected' });
});

test('"pending: shows Update Invite. disconnected, suspended, rejected or no status: shows Send Invite. active: shows Change Role."', async () => {
  renderTeamMembers();

  const actions: [string, string][] = [
    ['Ann Lee', 'Change Role'],
    ['Bob Stone', 'Update Invite'],
    ['Cy Park', 'Send Invite'],
    ['Dee Moss', 'Send Invite'],
    ['Eve Fox', 'Update Invite'],
    ['Fay Gil', 'Send Invite'],
  ];
  for (const [name, action] of actions) {
    const card = within(await cardOf(name));
    expect(card.getByRole('button', { name: `${action} (${name})` })).toBeInTheDocument();
    for (const other of ['Change Role', 'Update Invite', 'Send Invite'].filter((label) => label !== action)) {
      expect(card.queryByRole('button', { name: new RegExp(`^${other}`) })).not.toBeInTheDocument();
    }
  }
});

test('Send Invite asks the role and, with no role yet, the e-mail among the contact\'s; both required', async () => {
  const { user, callsTo } = renderTeamMembers({ answers: [answer(teamMemberEndpoints.invite, { message: teamMemberMessages.invitationSent })] });

  await user.click(within(await cardOf('Cy Park')).getByRole('button', { name: 'Send Invite (Cy Park)' }));
  const modal = within(dialog('Send Invite: Cy Park'));
  const email = modal.getByRole('combobox', { name: 'E-mail' });
  expect(within(email).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select…', 'cy@example.test', 'cy.park@work.example']);
  await user.click(modal.getByRole('button', { name: 'Save' }));
  expect(modal.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(expect.stringContaining('This field is required!'));
  expect(email).toHaveAccessibleDescription(expect.stringContaining('This field is required!'));
  expect(callsTo(teamMemberEndpoints.invite)).toEqual([]);

  await user.selectOptions(modal.getByRole('combobox', { name: 'Role' }), 'Loan Processor');
  // The chosen role's description is read with the select.
  expect(modal.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription('Submits deals and follows the loans, entities and documents; sends no draw, ACH payment or payoff.');
  await user.selectOptions(email, 'cy.park@work.example');
  await user.click(modal.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Invitation sent successfully.')).toBeInTheDocument();
  expect(callsTo(teamMemberEndpoints.invite)).toEqual([
    { params: { id: 42 }, body: { point_of_contact_id: 3, email: 'cy.park@work.example', role: roleId('Loan Processor'), last_poc_update: MARKER } },
  ]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(callsTo(teamMemberEndpoints.list)).toHaveLength(2));
});

test('a contact with one address has it chosen already', async () => {
  const { user } = renderTeamMembers();

  await user.click(within(await cardOf('Dee Moss')).getByRole('button', { name: 'Send Invite (Dee Moss)' }));
  expect(within(dialog('Send Invite: Dee Moss')).getByRole('combobox', { name: 'E-mail' })).toHaveValue('dee@example.test');
});

test('Change Role starts on the current role, asks no e-mail and sends update_invite', async () => {
  const { user, callsTo } = renderTeamMembers({ answers: [answer(teamMemberEndpoints.updateInvite, { message: 'Ann Lee now has the Document Manager role.' })] });

  await user.click(within(await cardOf('Ann Lee')).getByRole('button', { name: 'Change Role (Ann Lee)' }));
  const modal = within(dialog('Change Role: Ann Lee'));
  expect(modal.getByRole('combobox', { name: 'Role' })).toHaveValue(String(roleId('Loan Manager')));
  expect(modal.queryByRole('combobox', { name: 'E-mail' })).not.toBeInTheDocument();
  await user.selectOptions(modal.getByRole('combobox', { name: 'Role' }), 'Document Manager');
  await user.click(modal.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Ann Lee now has the Document Manager role.')).toBeInTheDocument();
  expect(callsTo(teamMemberEndpoints.updateInvite)).toEqual([{ params: { id: 42 }, body: { point_of_contact_id: 1, role: roleId('Document Manager'), last_poc_update: MARKER } }]);
});

test('Update Invite of a pending invitation sends update_invite with the role kept', async () => {
  const { user, callsTo } = renderTeamMembers({ answers: [answer(teamMemberEndpoints.updateInvite, { message: teamMemberMessages.invitationSent })] });

  await user.click(within(await cardOf('Bob Stone')).getByRole('button', { name: 'Update Invite (Bob Stone)' }));
  await user.click(within(dialog('Update Invite: Bob Stone')).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Invitation sent successfully.')).toBeInTheDocument();
  expect(callsTo(teamMemberEndpoints.updateInvite)).toEqual([{ params: { id: 42 }, body: { point_of_contact_id: 2, role: roleId('Read Only'), last_poc_update: MARKER } }]);
});

test('a 409 (the team changed since the page loaded) is toasted; the dialog keeps the choice and nothing is sent again by itself', async () => {
  const newer: ContributorList = { ...team, last_poc_update: '2026-01-05T10:05:00.000Z' };
  let loads = 0;
  const { user, callsTo } = renderTeamMembers({
    list: () => (loads++ === 0 ? team : newer),
    answers: [answer(teamMemberEndpoints.updateInvite, refusal(teamChanged, { status: 409 }))],
  });

  await user.click(within(await cardOf('Ann Lee')).getByRole('button', { name: 'Change Role (Ann Lee)' }));
  const modal = within(dialog('Change Role: Ann Lee'));
  await user.selectOptions(modal.getByRole('combobox', { name: 'Role' }), 'Loan Viewer');
  await user.click(modal.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText(teamChanged)).toBeInTheDocument();
  expect(modal.getByRole('combobox', { name: 'Role' })).toHaveValue(String(roleId('Loan Viewer')));
  await waitFor(() => expect(callsTo(teamMemberEndpoints.list)).toHaveLength(2));
  expect(callsTo(teamMemberEndpoints.updateInvite)).toHaveLength(1);

  // The owner's own next try carries the marker of the list loaded since.
  await user.click(modal.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(teamMemberEndpoints.updateInvite)).toHaveLength(2));
  expect(callsTo(teamMemberEndpoints.updateInvite)[1]?.body.last_poc_update).toBe('2026-01-05T10:05:00.000Z');
});

test('Make primary contact sends update_primary_poc with the marker and reloads the list', async () => {
  const { user, callsTo } = renderTeamMembers({ answers: [answer(teamMemberEndpoints.updatePrimaryPoc, { message: 'Bob Stone is now your Primary Contact.' })] });

  expect(within(await cardOf('Ann Lee')).queryByRole('button', { name: /^Make primary contact/ })).not.toBeInTheDocument();
  await user.click(within(await cardOf('Bob Stone')).getByRole('button', { name: 'Make primary contact (Bob Stone)' }));

  expect(await screen.findByText('Bob Stone is now your Primary Contact.')).toBeInTheDocument();
  expect(callsTo(teamMemberEndpoints.updatePrimaryPoc)).toEqual([{ params: { id: 42 }, body: { poc_id: 2, last_poc_update: MARKER } }]);
  await waitFor(() => expect(callsTo(teamMemberEndpoints.list)).toHaveLength(2));
});

test('"Suspend access removes the member\'s role": remove_role, offered while there is a role to remove', async () => {
  const { user, callsTo } = renderTeamMembers({ answers: [answer(teamMemberEndpoints.removeRole, { message: 'Bob Stone no longer has access to your account.' })] });

  await user.click(within(await cardOf('Cy Park')).getByRole('button', { name: 'Delete (Cy Park)' }));
  expect(within(dialog('Delete Cy Park')).queryByRole('button', { name: 'Suspend access' })).not.toBeInTheDocument();
  await user.click(within(dialog('Delete Cy Park')).getByRole('button', { name: 'Cancel' }));

  await user.click(within(await cardOf('Bob Stone')).getByRole('button', { name: 'Delete (Bob Stone)' }));
  const modal = within(dialog('Delete Bob Stone'));
  expect(dialog('Delete Bob Stone')).toHaveAccessibleDescription('There are two ways to remove a team member:');
  expect(modal.getByRole('button', { name: 'Suspend access' })).toHaveAccessibleDescription(
    "removes Bob Stone's role: they can no longer open your account, and stay among your contacts, to be invited again later.",
  );
  expect(modal.getByRole('button', { name: 'Complete delete' })).toHaveAccessibleDescription('removes Bob Stone from your contacts, for good.');
  await user.click(modal.getByRole('button', { name: 'Suspend access' }));

  expect(await screen.findByText('Bob Stone no longer has access to your account.')).toBeInTheDocument();
  expect(callsTo(teamMemberEndpoints.removeRole)).toEqual([{ params: { id: 42 }, body: { id: 2, last_poc_update: MARKER } }]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('"Complete delete removes the contact", after "Are you sure? You won\'t be able to revert this action!"', async () => {
  const { user, callsTo } = renderTeamMembers({ answers: [answer(teamMemberEndpoints.delete, { message: 'Fay Gil was removed from your team members.' })] });

  await user.click(within(await cardOf('Fay Gil')).getByRole('button', { name: 'Delete (Fay Gil)' }));
  await user.click(within(dialog('Delete Fay Gil')).getByRole('button', { name: 'Complete delete' }));
  const question = dialog('Are you sure?');
  expect(question).toHaveAccessibleDescription("You won't be able to revert this action!");
  await user.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(callsTo(teamMemberEndpoints.delete)).toEqual([]);
  expect(dialog('Delete Fay Gil')).toBeInTheDocument();

  await user.click(within(dialog('Delete Fay Gil')).getByRole('button', { name: 'Complete delete' }));
  await user.click(within(dialog('Are you sure?')).getByRole('button', { name: 'Yes, delete it!' }));

  expect(await screen.findByText('Fay Gil was removed from your team members.')).toBeInTheDocument();
  expect(callsTo(teamMemberEndpoints.delete)).toEqual([{ params: { id: 42 }, body: { id: 6, last_poc_update: MARKER } }]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the primary contact among others cannot be deleted: the spec\'s words, and no call', async () => {
  const { user, calls } = renderTeamMembers();

  await user.click(within(await cardOf('Ann Lee')).getByRole('button', { name: 'Delete (Ann Lee)' }));
  await user.click(within(dialog('Delete Ann Lee')).getByRole('button', { name: 'Complete delete' }));

  expect(within(dialog('Delete Ann Lee')).getByRole('alert')).toHaveTextContent(
    'It is not possible to delete your Primary Point of Contact. To proceed you need to first select other team member to be your Primary Contact.',
  );
  expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('the primary contact alone on the list can be deleted', async () => {
  const { user, callsTo } = renderTeamMembers({
    list: { poc_list: [ann], last_poc_update: MARKER },
    answers: [answer(teamMemberEndpoints.delete, { message: 'Ann Lee was removed from your team members.' })],
  });

  await user.click(within(await cardOf('Ann Lee')).getByRole('button', { name: 'Delete (Ann Lee)' }));
  await user.click(within(dialog('Delete Ann Lee')).getByRole('button', { name: 'Complete delete' }));
  await user.click(within(dialog('Are you sure?')).getByRole('button', { name: 'Yes, delete it!' }));

  expect(await screen.findByText('Ann Lee was removed from your team members.')).toBeInTheDocument();
  expect(callsTo(teamMemberEndpoints.delete)).toHaveLength(1);
});

test('"After a failed ... delete, the list is refreshed"; the dialog stays', async () => {
  const { user, callsTo } = renderTeamMembers({ answers: [answer(teamMemberEndpoints.delete, refusal('This team member is not on your team.', { status: 404 }))] });

  await user.click(within(await cardOf('Fay Gil')).getByRole('button', { name: 'Delete (Fay Gil)' }));
  await user.click(within(dialog('Delete Fay Gil')).getByRole('button', { name: 'Complete delete' }));
  await user.click(within(dialog('Are you sure?')).getByRole('button', { name: 'Yes, delete it!' }));

  expect(await screen.findByText('This team member is not on your team.')).toBeInTheDocument();
  await waitFor(() => expect(callsTo(teamMemberEndpoints.list)).toHaveLength(2));
  expect(dialog('Delete Fay Gil')).toBeInTheDocument();
});

test('Refresh loads the list again', async () => {
  let loads = 0;
  const { user, callsTo } = renderTeamMembers({ list: () => (loads++ === 0 ? team : { ...team, poc_list: [...team.poc_list, { ...fay, id: 7, name: 'Gail Hunt' }] }) });

  await cardOf('Ann Lee');
  await user.click(screen.getByRole('button', { name: 'Refresh the list of team members' }));

  expect(await cardOf('Gail Hunt')).toBeInTheDocument();
  expect(callsTo(teamMemberEndpoints.list)).toHaveLength(2);
});

test('an empty team says so', async () => {
  renderTeamMembers({ list: { poc_list: [], last_poc_update: MARKER } });

  expect(await screen.findByText('You have no team members yet. Add one below.')).toBeInTheDocument();
});

test('"Unable to load data" with a Retry that loads the list again', async () => {
  let failures = 1;
  const { user, callsTo } = renderTeamMembers({
    list: () => {
      if (failures-- > 0) throw serverFailure(500);
      return team;
    },
  });

  const list = await screen.findByRole('region', { name: 'Portal Team Members' });
  expect(await within(list).findByRole('alert')).toHaveTextContent('Unable to load data');
  await user.click(within(list).getByRole('button', { name: 'Retry' }));
  expect(await cardOf('Ann Lee')).toBeInTheDocument();
  expect(callsTo(teamMemberEndpoints.list)).toHaveLength(2);
});

test('the unverified owner gets the not-verified popover instead of the invite dialog', async () => {
  const base = signedInBundle();
  const { user } = renderTeamMembers({ bundle: signedInBundle({ permissions: ['owner'], user: { ...base.user, verified: false } }) });

  await user.click(within(await cardOf('Cy Park')).getByRole('button', { name: 'Send Invite (Cy Park)' }));
  expect(screen.getByRole('dialog', { name: "This action is not allowed because you're not verified yet." })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Send Invite: Cy Park' })).not.toBeInTheDocument();
});
