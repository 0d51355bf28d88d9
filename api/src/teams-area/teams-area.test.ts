import { SignedInBundle, TeamsAreaLoadResponse } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accounts, memberships } from '../accounts/schema';
import { teamRoleId } from '../accounts/team-roles';
import { invitationExpiry } from '../invitations/team-invitations';
import { teamInvitations } from '../invitations/schema';
import { sessions } from '../session/schema';
import { sessionIdOf } from '../session/sessions';
import { addPerson, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const call = (token: string, userId: number, action: string, id?: unknown) =>
  api.app.inject({
    method: action === 'load' ? 'GET' : 'POST',
    url: `/users/${userId}/teams_area/${action}`,
    ...(action === 'load' ? {} : { payload: { id } }),
    ...withSession(token),
  });

async function load(token: string, userId: number): Promise<TeamsAreaLoadResponse> {
  const response = await call(token, userId, 'load');
  expect(response.statusCode).toBe(200);
  return v.parse(TeamsAreaLoadResponse, response.json());
}

/** A person who owns no account, invited by Ann's account with the Loan Viewer role (`expiresAt`: open two weeks). */
async function invitedPerson(email: string, expiresAt = invitationExpiry()) {
  const person = await addPerson(api.db, { email, password: 'Pass1234!' });
  const roleId = await teamRoleId(api.db, 'Loan Viewer');
  const [invitation] = await api.db.insert(teamInvitations).values({ accountId: api.demo.borrowerAccountId, userId: person.id, roleId, expiresAt }).returning();
  const { token } = await signIn(api.app, email, 'Pass1234!');
  return { person, invitation: invitation!, token };
}

describe('GET /users/{id}/teams_area/load', () => {
  test('Theo: his own main account, Ann’s team joined, and Bill’s invitation pending', async () => {
    const { token } = await signIn(api.app, 'teams@demo.test');
    const area = await load(token, api.demo.teams.id);
    const [theosAccount] = await api.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.ownerUserId, api.demo.teams.id));
    expect(area.owner).toEqual({ id: theosAccount!.id, borrower_name: 'Theo Teams' });
    expect(area.my_teams).toEqual([
      { id: api.demo.borrowerAccountId, name: 'Ann Borrower', status: 'active', role: 'Loan Processor', borrower_name: 'Ann Borrower', date_created: expect.any(String), expires_at: null },
    ]);
    expect(area.invites).toEqual([
      {
        id: api.demo.teamsInvitationId,
        name: 'Bill Builder',
        status: 'pending',
        role: 'Loan Viewer',
        borrower_name: 'Bill Builder',
        date_created: expect.any(String),
        expires_at: expect.any(String),
      },
    ]);
    // Open for two weeks from the invitation.
    const openFor = Date.parse(area.invites[0]!.expires_at!) - Date.parse(area.invites[0]!.date_created);
    expect(Math.round(openFor / 86_400_000)).toBe(14);
    expect(new Date(area.invites[0]!.date_created).toISOString()).toBe(area.invites[0]!.date_created);
  });

  test('a team member without an account of their own has no main account', async () => {
    const { token } = await signIn(api.app, 'member@demo.test');
    expect((await load(token, api.demo.member.id)).owner).toBeNull();
  });

  test('needs the person’s own session: none is a 401, another person’s id a 403', async () => {
    expect((await api.app.inject({ method: 'GET', url: `/users/${api.demo.teams.id}/teams_area/load` })).statusCode).toBe(401);
    const { token } = await signIn(api.app, 'member@demo.test');
    const response = await call(token, api.demo.teams.id, 'load');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have access to this.' });
  });
});

describe('POST /users/{id}/teams_area/enter', () => {
  test('switches the session to a joined team and back to the main account, answering each bundle', async () => {
    const { token, response } = await signIn(api.app, 'teams@demo.test');
    // "A user flagged as needing the teams area may only see TeamsArea": until this session enters an account.
    expect(v.parse(SignedInBundle, response.json()).user.teams_area_required).toBe(true);
    const { owner } = await load(token, api.demo.teams.id);

    const entered = await call(token, api.demo.teams.id, 'enter', api.demo.borrowerAccountId);
    expect(entered.statusCode).toBe(200);
    const team = v.parse(SignedInBundle, entered.json());
    expect(team.user.teams_area_required).toBe(false);
    expect(team.profile).toEqual({ contact: { firstName: 'Ann', lastName: 'Borrower', email: 'borrower@demo.test', phones: [{ type: 'mobile', number: '(555) 010-1001' }] } });
    expect(team.permissions).toEqual(['loans.read', 'loans.write', 'dashboard.read', 'mydocs.read', 'entity.read']);
    // The session itself moved: a refresh answers the same account.
    const refreshed = v.parse(SignedInBundle, (await api.app.inject({ method: 'GET', url: `/users/${api.demo.teams.id}`, ...withSession(token) })).json());
    expect(refreshed.profile).toEqual(team.profile);

    const main = v.parse(SignedInBundle, (await call(token, api.demo.teams.id, 'enter', owner!.id)).json());
    expect(main.profile).toEqual({ contact: { firstName: 'Theo', lastName: 'Teams', email: 'teams@demo.test', phones: [] } });
    expect(main.permissions).toEqual(['owner']);
  });

  test('an account the person does not belong to (a pending invitation’s included) is a 404', async () => {
    const { token } = await signIn(api.app, 'teams@demo.test');
    for (const id of [api.demo.builderAccountId, 999_999]) {
      const response = await call(token, api.demo.teams.id, 'enter', id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The page or item you asked for does not exist.' });
    }
  });

  test('an id that is not a whole number from 1 to 2147483647 is a field error', async () => {
    const { token } = await signIn(api.app, 'teams@demo.test');
    for (const id of ['1e3', '07', 0, 1.5, -1, 2_147_483_648, true, undefined]) {
      const response = await call(token, api.demo.teams.id, 'enter', id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Please correct the highlighted fields.', errors: { id: expect.any(Array) } });
    }
  });
});

describe('accept_invitation and reject_invitation', () => {
  test('accepting a pending invitation joins the team with the invited role; it moves from invites to my_teams', async () => {
    const { person, invitation, token } = await invitedPerson('accepts@demo.test');
    expect((await load(token, person.id)).invites.map((invite) => invite.id)).toEqual([invitation.id]);

    const response = await call(token, person.id, 'accept_invitation', invitation.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The invitation was accepted.' });

    const area = await load(token, person.id);
    expect(area.invites).toEqual([]);
    expect(area.my_teams).toEqual([expect.objectContaining({ id: api.demo.borrowerAccountId, role: 'Loan Viewer', status: 'active' })]);
    const entered = v.parse(SignedInBundle, (await call(token, person.id, 'enter', api.demo.borrowerAccountId)).json());
    expect(entered.permissions).toEqual(['loans.read', 'dashboard.read']);
  });

  test('rejecting keeps the invitation in the list as rejected, with no membership', async () => {
    const { person, invitation, token } = await invitedPerson('rejects@demo.test');
    const response = await call(token, person.id, 'reject_invitation', invitation.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The invitation was rejected.' });
    const area = await load(token, person.id);
    expect(area.invites).toEqual([expect.objectContaining({ id: invitation.id, status: 'rejected' })]);
    expect(area.my_teams).toEqual([]);
  });

  test('only a pending invitation can be answered', async () => {
    const { person, invitation, token } = await invitedPerson('answers.twice@demo.test');
    await call(token, person.id, 'reject_invitation', invitation.id);
    for (const action of ['accept_invitation', 'reject_invitation']) {
      const response = await call(token, person.id, action, invitation.id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'This invitation has already been answered.' });
    }
    expect(await api.db.select().from(memberships).where(eq(memberships.userId, person.id))).toHaveLength(0);
  });

  test('an invitation past its time can no longer be accepted, and the owner’s page sees each answer', async () => {
    const { person, invitation, token } = await invitedPerson('too.late@demo.test', new Date(Date.now() - 1000));
    const [invite] = (await load(token, person.id)).invites;
    expect(invite).toMatchObject({ id: invitation.id, status: 'pending', expires_at: invitation.expiresAt!.toISOString() });
    const response = await call(token, person.id, 'accept_invitation', invitation.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This invitation has expired. Please ask the borrower to send it again.' });
    expect(await api.db.select().from(memberships).where(eq(memberships.userId, person.id))).toHaveLength(0);

    const open = await invitedPerson('in.time@demo.test');
    const [before] = await api.db.select({ marker: accounts.pocUpdatedAt }).from(accounts).where(eq(accounts.id, api.demo.borrowerAccountId));
    await call(open.token, open.person.id, 'accept_invitation', open.invitation.id);
    const [after] = await api.db.select({ marker: accounts.pocUpdatedAt }).from(accounts).where(eq(accounts.id, api.demo.borrowerAccountId));
    expect(after!.marker.getTime()).toBeGreaterThan(before!.marker.getTime());
  });

  test('someone else’s invitation, or none, is a 404', async () => {
    const { person, token } = await invitedPerson('nosy@demo.test');
    for (const id of [api.demo.teamsInvitationId, 999_999]) {
      expect((await call(token, person.id, 'accept_invitation', id)).statusCode).toBe(404);
      expect((await call(token, person.id, 'reject_invitation', id)).statusCode).toBe(404);
    }
  });
});

describe('POST /users/{id}/teams_area/disconnect', () => {
  test('leaves a joined team: the membership ends, the invitation reads disconnected, and a session on it moves home', async () => {
    const { person, invitation, token } = await invitedPerson('leaves@demo.test');
    await call(token, person.id, 'accept_invitation', invitation.id);
    await call(token, person.id, 'enter', api.demo.borrowerAccountId);

    const response = await call(token, person.id, 'disconnect', api.demo.borrowerAccountId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You have left the team.' });

    const area = await load(token, person.id);
    expect(area.my_teams).toEqual([]);
    expect(area.invites).toEqual([expect.objectContaining({ id: invitation.id, status: 'disconnected' })]);
    const [session] = await api.db.select({ accountId: sessions.accountId, chosen: sessions.accountChosenAt }).from(sessions).where(eq(sessions.id, sessionIdOf(token)));
    expect(session).toEqual({ accountId: null, chosen: null });
    const bundle = v.parse(SignedInBundle, (await api.app.inject({ method: 'GET', url: `/users/${person.id}`, ...withSession(token) })).json());
    expect(bundle.permissions).toEqual([]);
  });

  test('the Owner role cannot be disconnected', async () => {
    const { token } = await signIn(api.app, 'teams@demo.test');
    const { owner } = await load(token, api.demo.teams.id);
    const response = await call(token, api.demo.teams.id, 'disconnect', owner!.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The Owner role cannot be disconnected.' });
    expect((await call(token, api.demo.teams.id, 'enter', owner!.id)).statusCode).toBe(200);
  });

  test('a team the person is not on is a 404', async () => {
    const { token } = await signIn(api.app, 'teams@demo.test');
    const response = await call(token, api.demo.teams.id, 'disconnect', api.demo.builderAccountId);
    expect(response.statusCode).toBe(404);
  });
});
