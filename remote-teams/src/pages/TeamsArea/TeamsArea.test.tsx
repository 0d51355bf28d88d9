import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamsAreaEndpoints, type TeamInvite, type TeamsAreaLoadResponse } from '@portal/shared-contracts';
import { answer, createFakePortal, refusal, renderWithPortal, serverFailure, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { AreaRoutes } from '../../routes';

/** Sam (user 42) works for borrowers and has a borrower account of his own. */
const sam = signedInBundle({ permissions: ['owner'] });

const annTeam: TeamInvite = {
  id: 11,
  name: 'Lee Holdings',
  status: 'active',
  role: 'Loan Manager',
  borrower_name: 'Ann Lee',
  date_created: '2025-03-04T12:00:00.000Z',
  expires_at: null,
};
const beaTeam: TeamInvite = { ...annTeam, id: 12, name: 'Cole Capital', role: 'Owner', borrower_name: 'Bea Cole', date_created: '2025-04-10T12:00:00.000Z' };
const openInvite: TeamInvite = {
  id: 31,
  name: 'Diaz Homes',
  status: 'pending',
  role: 'Read Only',
  borrower_name: 'Carl Diaz',
  date_created: '2025-05-20T12:00:00.000Z',
  expires_at: '2099-01-01T00:00:00.000Z',
};
const secondOpenInvite: TeamInvite = { ...openInvite, id: 32, name: 'Eve Realty', borrower_name: 'Eve Moss', role: 'Loan Viewer' };
const expiredInvite: TeamInvite = { ...openInvite, id: 33, name: 'Fox Flips', borrower_name: 'Fay Fox', date_created: '2025-01-02T12:00:00.000Z', expires_at: '2025-01-16T12:00:00.000Z' };
const rejectedInvite: TeamInvite = { ...openInvite, id: 34, name: 'Gil Lofts', borrower_name: 'Gus Gil', status: 'rejected', expires_at: null };

const loaded: TeamsAreaLoadResponse = {
  my_teams: [annTeam, beaTeam],
  invites: [openInvite, secondOpenInvite, expiredInvite, rejectedInvite],
  owner: { id: 50, borrower_name: 'Sam Rivera' },
};

function renderTeamsArea({ load = loaded as TeamsAreaLoadResponse | (() => TeamsAreaLoadResponse), answers = [] as FakeAnswer[] } = {}) {
  const fake = createFakePortal({ bundle: sam, answers: [answer(teamsAreaEndpoints.load, load), ...answers] });
  renderWithPortal(<AreaRoutes />, { ...fake, url: '/teams_area' });
  return { ...fake, user: userEvent.setup() };
}

const teamsCard = () => screen.findByRole('region', { name: 'My Teams' });
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

async function openInvitations(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await teamsCard()).getByRole('tab', { name: /^Invitations/ }));
  return screen.getByRole('table', { name: 'Invitations to join a team' });
}

test('the page is titled "Teams" and loads the teams area of the signed-in person', async () => {
  const { callsTo } = renderTeamsArea();

  expect(await screen.findByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
  await teamsCard();
  expect(callsTo(teamsAreaEndpoints.load)).toEqual([{ params: { id: 42 } }]);
});

test('"A Main Account card with an Enter button that shows the borrower name"; Enter switches the session to that bundle and goes to MyDeals', async () => {
  const entered = signedInBundle({ permissions: ['owner'], entities: [{ id: 8, name: 'Rivera LLC' }] });
  const { user, callsTo, portal, navigations } = renderTeamsArea({ answers: [answer(teamsAreaEndpoints.enter, entered)] });

  const card = await screen.findByRole('region', { name: 'Main Account' });
  expect(within(card).getByText('Sam Rivera')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: "Enter Sam Rivera's account" }));

  await waitFor(() => expect(navigations).toEqual(['/my_deals']));
  expect(callsTo(teamsAreaEndpoints.enter)).toEqual([{ params: { id: 42 }, body: { id: 50 } }]);
  expect(portal.session.getState().bundle).toEqual(entered);
});

test('without an account of one\'s own there is no Main Account card', async () => {
  renderTeamsArea({ load: { ...loaded, owner: null } });

  await teamsCard();
  expect(screen.queryByRole('region', { name: 'Main Account' })).not.toBeInTheDocument();
});

test('"Joined (n)": the joined teams with Enter, and a delete icon except for the Owner role', async () => {
  const entered = signedInBundle({ permissions: ['loans.read'] });
  const { user, callsTo, portal, navigations } = renderTeamsArea({ answers: [answer(teamsAreaEndpoints.enter, entered)] });

  const card = await teamsCard();
  expect(within(card).getByRole('tab', { name: 'Joined (2)' })).toHaveAttribute('aria-selected', 'true');
  const table = within(card).getByRole('table', { name: 'Teams you joined' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Borrower', 'Role', 'Joined on', 'Actions']);
  expect(rowOf('Ann Lee')).toHaveTextContent('Ann LeeLoan Manager03/04/2025');
  expect(within(rowOf('Ann Lee')).getByRole('button', { name: "Leave Ann Lee's team" })).toBeInTheDocument();
  // "delete is absent for the Owner role"
  expect(rowOf('Bea Cole')).toHaveTextContent('Bea ColeOwner04/10/2025');
  expect(within(rowOf('Bea Cole')).queryByRole('button', { name: /Leave/ })).not.toBeInTheDocument();

  await user.click(within(rowOf('Bea Cole')).getByRole('button', { name: "Enter Bea Cole's account" }));
  await waitFor(() => expect(navigations).toEqual(['/my_deals']));
  expect(callsTo(teamsAreaEndpoints.enter)).toEqual([{ params: { id: 42 }, body: { id: 12 } }]);
  expect(portal.session.getState().bundle).toEqual(entered);
});

test('the Invitations tab carries a red badge counting the invitations that can still be answered', async () => {
  renderTeamsArea();

  const tab = within(await teamsCard()).getByRole('tab', { name: 'Invitations 2 pending invitations' });
  expect(tab.querySelector('.pui-badge--danger')).toHaveTextContent('2');
});

test('no badge when no invitation waits for an answer', async () => {
  renderTeamsArea({ load: { ...loaded, invites: [expiredInvite, rejectedInvite] } });

  expect(within(await teamsCard()).getByRole('tab', { name: 'Invitations' })).toBeInTheDocument();
});

test('"Invitation columns: Borrower, Role, Status, Created on, Actions"; only open pending ones have Accept and Reject, an expired one reads "Expired"', async () => {
  const { user } = renderTeamsArea();

  const table = await openInvitations(user);
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Borrower', 'Role', 'Status', 'Created on', 'Actions']);
  expect(rowOf('Carl Diaz')).toHaveTextContent('Carl DiazRead OnlyPending05/20/2025');
  expect(within(rowOf('Carl Diaz')).getByRole('button', { name: 'Accept the invitation from Carl Diaz' })).toBeInTheDocument();
  expect(within(rowOf('Carl Diaz')).getByRole('button', { name: 'Reject the invitation from Carl Diaz' })).toBeInTheDocument();
  expect(rowOf('Fay Fox')).toHaveTextContent('Fay FoxRead OnlyExpired01/02/2025');
  expect(within(rowOf('Fay Fox')).queryByRole('button')).not.toBeInTheDocument();
  expect(rowOf('Gus Gil')).toHaveTextContent('Gus GilRead OnlyRejected');
  expect(within(rowOf('Gus Gil')).queryByRole('button')).not.toBeInTheDocument();
});

test('"Accept reloads the lists and returns to the Joined tab", with the server\'s words', async () => {
  let accepted = false;
  const { user, callsTo } = renderTeamsArea({
    load: () => (accepted ? { ...loaded, my_teams: [...loaded.my_teams, { ...openInvite, id: 13, status: 'active', expires_at: null }], invites: [secondOpenInvite] } : loaded),
    answers: [
      answer(teamsAreaEndpoints.acceptInvitation, () => {
        accepted = true;
        return { message: 'The invitation was accepted.' };
      }),
    ],
  });
  await openInvitations(user);

  await user.click(screen.getByRole('button', { name: 'Accept the invitation from Carl Diaz' }));

  expect(await screen.findByText('The invitation was accepted.')).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Joined (3)' })).toHaveAttribute('aria-selected', 'true');
  expect(rowOf('Carl Diaz')).toBeInTheDocument();
  expect(callsTo(teamsAreaEndpoints.acceptInvitation)).toEqual([{ params: { id: 42 }, body: { id: 31 } }]);
  expect(callsTo(teamsAreaEndpoints.load)).toHaveLength(2);
  expect(screen.getByRole('tab', { name: 'Invitations 1 pending invitation' })).toBeInTheDocument();
});

test('"Reject ... need[s] confirmation first": Cancel changes nothing', async () => {
  const { user, calls } = renderTeamsArea();
  await openInvitations(user);

  await user.click(screen.getByRole('button', { name: 'Reject the invitation from Carl Diaz' }));
  const question = screen.getByRole('dialog', { name: 'Reject this invitation?' });
  expect(question).toHaveAccessibleDescription(expect.stringContaining('Carl Diaz invited you to work on their account as Read Only.'));
  await user.click(within(question).getByRole('button', { name: 'Cancel' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.map((call) => call.path)).toEqual([teamsAreaEndpoints.load.path]);
});

test('Reject, once confirmed, rejects the invitation and reloads the lists', async () => {
  const { user, callsTo } = renderTeamsArea({ answers: [answer(teamsAreaEndpoints.rejectInvitation, { message: 'The invitation was rejected.' })] });
  await openInvitations(user);

  await user.click(screen.getByRole('button', { name: 'Reject the invitation from Eve Moss' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Reject this invitation?' })).getByRole('button', { name: 'Reject' }));

  expect(await screen.findByText('The invitation was rejected.')).toBeInTheDocument();
  expect(callsTo(teamsAreaEndpoints.rejectInvitation)).toEqual([{ params: { id: 42 }, body: { id: 32 } }]);
  await waitFor(() => expect(callsTo(teamsAreaEndpoints.load)).toHaveLength(2));
});

test('leaving a team asks first: Cancel changes nothing, Leave the team disconnects and reloads', async () => {
  const { user, callsTo } = renderTeamsArea({ answers: [answer(teamsAreaEndpoints.disconnect, { message: 'You have left the team.' })] });
  await teamsCard();

  await user.click(screen.getByRole('button', { name: "Leave Ann Lee's team" }));
  await user.click(within(screen.getByRole('dialog', { name: 'Leave this team?' })).getByRole('button', { name: 'Cancel' }));
  expect(callsTo(teamsAreaEndpoints.disconnect)).toEqual([]);

  await user.click(screen.getByRole('button', { name: "Leave Ann Lee's team" }));
  const question = screen.getByRole('dialog', { name: 'Leave this team?' });
  expect(question).toHaveAccessibleDescription("You will no longer be able to work on Ann Lee's account, until Ann Lee invites you again.");
  await user.click(within(question).getByRole('button', { name: 'Leave the team' }));

  expect(await screen.findByText('You have left the team.')).toBeInTheDocument();
  expect(callsTo(teamsAreaEndpoints.disconnect)).toEqual([{ params: { id: 42 }, body: { id: 11 } }]);
  await waitFor(() => expect(callsTo(teamsAreaEndpoints.load)).toHaveLength(2));
});

test('a refused answer is toasted, the lists are loaded again and the tab stays', async () => {
  const { user, callsTo } = renderTeamsArea({ answers: [answer(teamsAreaEndpoints.acceptInvitation, refusal('This invitation has already been answered.'))] });
  await openInvitations(user);

  await user.click(screen.getByRole('button', { name: 'Accept the invitation from Carl Diaz' }));

  expect(await screen.findByText('This invitation has already been answered.')).toBeInTheDocument();
  await waitFor(() => expect(callsTo(teamsAreaEndpoints.load)).toHaveLength(2));
  expect(screen.getByRole('tab', { name: /^Invitations/ })).toHaveAttribute('aria-selected', 'true');
});

test('a refused Enter is toasted and stays on the page with the session unchanged', async () => {
  const { user, navigations, portal } = renderTeamsArea({ answers: [answer(teamsAreaEndpoints.enter, refusal('Not Found', { status: 404 }))] });

  await user.click(within(await screen.findByRole('region', { name: 'Main Account' })).getByRole('button', { name: /^Enter/ }));

  expect(await screen.findByText('Not Found')).toBeInTheDocument();
  expect(navigations).toEqual([]);
  expect(portal.session.getState().bundle).toEqual(sam);
});

test('empty lists say so', async () => {
  const { user } = renderTeamsArea({ load: { my_teams: [], invites: [], owner: null } });

  expect(within(await teamsCard()).getByText('You have not joined any team yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Invitations' }));
  expect(screen.getByText('You have no invitations.')).toBeInTheDocument();
});

test('"Unable to load data" with a Retry that loads the teams again', async () => {
  let failures = 1;
  const { user, callsTo } = renderTeamsArea({
    load: () => {
      if (failures-- > 0) throw serverFailure(500);
      return loaded;
    },
  });

  expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load data');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await teamsCard()).toBeInTheDocument();
  expect(callsTo(teamsAreaEndpoints.load)).toHaveLength(2);
});
