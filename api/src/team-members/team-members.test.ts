import { ContributorList, RolesPermissionsResponse, SignedInBundle, TEAM_ROLES, TeamRolesResponse, roleAccessTable, type Contributor } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { users } from '../accounts/schema';
import { sessions } from '../session/schema';
import { sessionIdOf } from '../session/sessions';
import { lastCodeTo, lastEmailTo, pathOfLink, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';

let api: TestApi;
let ann: string;
beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
});
afterAll(() => api.close());

const poc = (token: string, action: string, payload?: object) =>
  api.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/users/${api.demo.borrower.id}/poc/${action}`,
    ...(payload && { payload }),
    ...withSession(token),
  });

async function list(token = ann): Promise<ContributorList> {
  const response = await poc(token, 'list');
  expect(response.statusCode).toBe(200);
  return v.parse(ContributorList, response.json());
}

async function roleIdOf(name: string): Promise<number> {
  const { roles } = v.parse(TeamRolesResponse, (await poc(ann, 'roles')).json());
  const role = roles.find((candidate) => candidate.name === name);
  if (!role) throw new Error(`No role ${name}`);
  return role.id;
}

const byEmail = (team: ContributorList, email: string): Contributor => {
  const found = team.poc_list.find((contributor) => contributor.email === email);
  if (!found) throw new Error(`${email} is not on the team`);
  return found;
};

/** Adds a contributor through POST /poc/create with the list's current marker. */
async function addContributor(fields: { email: string; firstName?: string; role?: string; relationship?: string; otherRelationship?: string }) {
  const { last_poc_update } = await list();
  return poc(ann, 'create', {
    firstName: fields.firstName ?? 'Dana',
    lastName: 'Doe',
    email: fields.email,
    phone: '(512) 555-0101',
    role: await roleIdOf(fields.role ?? 'Loan Viewer'),
    relationship: fields.relationship ?? 'transaction_coordinator',
    otherRelationship: fields.otherRelationship ?? '',
    agreesToNotifyPoc: true,
    lastPocUpdate: last_poc_update,
  });
}

/** Registers an invited person through the Contributor page's calls: the code, then the password. */
async function registerContributor(email: string, password: string): Promise<string> {
  await api.app.inject({ method: 'POST', url: '/check_account', payload: { email } });
  const code = await lastCodeTo(api.db, email);
  const verified = (await api.app.inject({ method: 'POST', url: '/check_account_verify_code', payload: { email, code, is_poc: true } })).json() as { teamInviteId: number };
  const registered = await api.app.inject({ method: 'POST', url: '/register_contributor', payload: { userEmail: email, password, code, teamInviteId: verified.teamInviteId } });
  expect(registered.statusCode).toBe(200);
  return (await signIn(api.app, email, password)).token;
}

const teamsArea = (token: string, userId: number, action: string, id?: number) =>
  api.app.inject({ method: action === 'load' ? 'GET' : 'POST', url: `/users/${userId}/teams_area/${action}`, ...(id !== undefined && { payload: { id } }), ...withSession(token) });

describe('the list, the roles and the roles table', () => {
  test('Ann’s team: Mia (primary, active), Theo (active) and Cole (invited, pending), with their roles and the marker', async () => {
    const team = await list();
    expect(new Date(team.last_poc_update).toISOString()).toBe(team.last_poc_update);
    expect(team.poc_list.map(({ name, status, role, is_primary_poc }) => ({ name, status, role: role?.name ?? null, is_primary_poc }))).toEqual([
      { name: 'Mia Member', status: 'active', role: 'Loan Viewer', is_primary_poc: true },
      { name: 'Theo Teams', status: 'active', role: 'Loan Processor', is_primary_poc: false },
      { name: 'Cole Contributor', status: 'pending', role: 'Loan Processor', is_primary_poc: false },
    ]);
    const cole = byEmail(team, 'contributor@demo.test');
    expect(cole).toMatchObject({ emails: ['contributor@demo.test'], phone: '(555) 010-1006', relationship: 'partner', invitation_expires_at: expect.any(String) });
    expect(byEmail(team, 'member@demo.test').invitation_expires_at).toBeNull();
  });

  test('the roles are the contract’s, with descriptions; roles_permissions derives the same table as the contract’s roles', async () => {
    const { roles } = v.parse(TeamRolesResponse, (await poc(ann, 'roles')).json());
    expect(roles.map(({ name, description }) => ({ name, description }))).toEqual(TEAM_ROLES.map(({ name, description }) => ({ name, description })));
    const permissions = v.parse(RolesPermissionsResponse, (await poc(ann, 'roles_permissions')).json());
    expect(permissions.roles.map((role) => role.id)).toEqual(roles.map((role) => role.id));
    expect(roleAccessTable(permissions.roles)).toEqual(roleAccessTable(TEAM_ROLES));
  });

  test('"Only the owner role loads team roles and manages team members": a member is refused every poc call', async () => {
    const mia = await signIn(api.app, 'member@demo.test');
    const miaCalls = (action: string, payload?: object) =>
      api.app.inject({ method: payload ? 'POST' : 'GET', url: `/users/${api.demo.member.id}/poc/${action}`, ...(payload && { payload }), ...withSession(mia.token) });
    for (const [action, payload] of [['list'], ['roles'], ['roles_permissions'], ['delete', { id: 1, last_poc_update: 'x' }], ['invite', { point_of_contact_id: 1, last_poc_update: 'x', role: 1 }]] as const) {
      const response = await miaCalls(action, payload);
      expect([action, response.statusCode, response.json()]).toEqual([action, 403, { message: 'Your role on this account does not allow this. Please ask the account owner for access.' }]);
    }
  });
});

describe('inviting a new team member, end to end', () => {
  test('create → the e-mail with an absolute link to the Contributor page → register → the teams area → accept → enter with the role', async () => {
    const created = await addContributor({ email: 'Dana.Doe@Example.com', firstName: 'Dana' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ message: 'Invitation sent successfully.' });

    const dana = byEmail(await list(), 'dana.doe@example.com');
    expect(dana).toMatchObject({ name: 'Dana Doe', status: 'pending', role: { name: 'Loan Viewer' }, is_primary_poc: false, relationship: 'transaction_coordinator' });

    const email = await lastEmailTo(api.db, 'dana.doe@example.com');
    expect(email.subject).toBe('Ann Borrower invited you to their borrower portal account');
    expect(email.text).toContain('with the Loan Viewer role');
    expect(email.links).toEqual(['http://127.0.0.1:8080/contributor?email=dana.doe%40example.com']);

    const token = await registerContributor('dana.doe@example.com', 'Dana-pass-1');
    const bundle = v.parse(SignedInBundle, (await api.app.inject({ method: 'GET', url: `/users/${await idOf('dana.doe@example.com')}`, ...withSession(token) })).json());
    expect(bundle.user.teams_area_required).toBe(true);
    const danaId = bundle.user.id;
    const area = (await teamsArea(token, danaId, 'load')).json() as { invites: { id: number; status: string; borrower_name: string; role: string }[] };
    expect(area.invites).toEqual([expect.objectContaining({ status: 'pending', borrower_name: 'Ann Borrower', role: 'Loan Viewer' })]);

    expect((await teamsArea(token, danaId, 'accept_invitation', area.invites[0]!.id)).statusCode).toBe(200);
    const entered = v.parse(SignedInBundle, (await teamsArea(token, danaId, 'enter', api.demo.borrowerAccountId)).json());
    expect(entered.permissions).toEqual(['loans.read', 'dashboard.read']);
    expect(entered.user.teams_area_required).toBe(false);
    expect(byEmail(await list(), 'dana.doe@example.com').status).toBe('active');
  });

  test('someone with a portal account already is e-mailed a link to the teams area, and works in teams from then on', async () => {
    const created = await addContributor({ email: 'builder@demo.test', role: 'Read Only', relationship: 'other', otherRelationship: 'Contractor' });
    expect(created.statusCode).toBe(200);
    expect((await lastEmailTo(api.db, 'builder@demo.test')).links).toEqual(['http://127.0.0.1:8080/teams_area']);
    const [bill] = await api.db.select({ teamsAreaRequired: users.teamsAreaRequired }).from(users).where(eq(users.id, api.demo.builder.id));
    expect(bill?.teamsAreaRequired).toBe(true);
    expect(byEmail(await list(), 'builder@demo.test')).toMatchObject({ relationship: 'other', other_relationship: 'Contractor', role: { name: 'Read Only' } });
  });

  test('the form’s rules again on the server; the owner’s own address and someone already on the team are refused', async () => {
    const { last_poc_update } = await list();
    const empty = await poc(ann, 'create', { lastPocUpdate: last_poc_update, relationship: 'other', otherRelationship: '', agreesToNotifyPoc: false });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys((empty.json() as { errors: object }).errors).sort()).toEqual(['agreesToNotifyPoc', 'email', 'firstName', 'lastName', 'otherRelationship', 'phone', 'role']);
    const other = await addContributor({ email: 'other.relation@example.com', relationship: 'other' });
    expect(other.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { otherRelationship: ['This field is required!'] } });

    expect((await addContributor({ email: 'borrower@demo.test' })).json()).toMatchObject({ errors: { email: ['This is your own e-mail address: you own this account already.'] } });
    expect((await addContributor({ email: 'member@demo.test' })).json()).toMatchObject({ errors: { email: ['This person is already one of your team members.'] } });
    const unknownRole = await poc(ann, 'create', {
      firstName: 'R', lastName: 'R', email: 'r@example.com', phone: '(512) 555-0101', role: 999_999, relationship: 'ceo', agreesToNotifyPoc: true, lastPocUpdate: (await list()).last_poc_update,
    });
    expect(unknownRole.json()).toMatchObject({ errors: { role: ['Please choose one of the roles.'] } });
  });

  test('an unverified owner may not send invitations', async () => {
    const uri = await signIn(api.app, 'unverified@demo.test');
    const response = await api.app.inject({ method: 'POST', url: `/users/${api.demo.unverified.id}/poc/create`, payload: {}, ...withSession(uri.token) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "This action is not allowed because you're not verified yet." });
  });
});

async function idOf(email: string): Promise<number> {
  const [row] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

describe('the status actions', () => {
  test('Change Role takes effect at the member’s next request, without a new sign-in', async () => {
    const theo = await signIn(api.app, 'teams@demo.test');
    await teamsArea(theo.token, api.demo.teams.id, 'enter', api.demo.borrowerAccountId);
    const dashboard = () => api.app.inject({ method: 'GET', url: `/users/${api.demo.teams.id}/monetary_summary`, ...withSession(theo.token) });
    const paymentMethods = () => api.app.inject({ method: 'GET', url: `/users/${api.demo.teams.id}/payment_methods`, ...withSession(theo.token) });
    expect((await dashboard()).statusCode).toBe(200);
    expect((await paymentMethods()).statusCode).toBe(403);

    const team = await list();
    const changed = await poc(ann, 'update_invite', { point_of_contact_id: byEmail(team, 'teams@demo.test').id, role: await roleIdOf('Loan Manager'), last_poc_update: team.last_poc_update });
    expect(changed.json()).toEqual({ message: 'Theo Teams now has the Loan Manager role.' });
    expect((await paymentMethods()).statusCode).toBe(200);
    const refreshed = v.parse(SignedInBundle, (await api.app.inject({ method: 'GET', url: `/users/${api.demo.teams.id}`, ...withSession(theo.token) })).json());
    expect(refreshed.permissions).toContain('loans.draw.write');
  });

  test('Update Invite gives a pending invitation another role, sends it again and opens it two weeks anew', async () => {
    await addContributor({ email: 'update.me@example.com' });
    const before = byEmail(await list(), 'update.me@example.com');
    const team = await list();
    const response = await poc(ann, 'update_invite', { point_of_contact_id: before.id, role: await roleIdOf('Document Manager'), last_poc_update: team.last_poc_update });
    expect(response.json()).toEqual({ message: 'Invitation sent successfully.' });
    const after = byEmail(await list(), 'update.me@example.com');
    expect(after).toMatchObject({ status: 'pending', role: { name: 'Document Manager' } });
    expect(Date.parse(after.invitation_expires_at!)).toBeGreaterThanOrEqual(Date.parse(before.invitation_expires_at!));
    expect((await lastEmailTo(api.db, 'update.me@example.com')).text).toContain('with the Document Manager role');
  });

  test('Suspend access removes the role, ends access at once and moves the member’s session home; Send Invite asks again', async () => {
    const mia = await signIn(api.app, 'member@demo.test');
    const loans = () => api.app.inject({ method: 'GET', url: `/users/${api.demo.member.id}/loans?group=active`, ...withSession(mia.token) });
    expect((await loans()).statusCode).toBe(200);

    let team = await list();
    const miaCard = byEmail(team, 'member@demo.test');
    const suspended = await poc(ann, 'remove_role', { id: miaCard.id, last_poc_update: team.last_poc_update });
    expect(suspended.json()).toEqual({ message: 'Mia Member no longer has access to your account.' });
    expect((await loans()).statusCode).toBe(403);
    const [session] = await api.db.select({ accountId: sessions.accountId }).from(sessions).where(eq(sessions.id, sessionIdOf(mia.token)));
    expect(session?.accountId).toBeNull();

    team = await list();
    expect(byEmail(team, 'member@demo.test')).toMatchObject({ status: 'suspended', role: null });
    const again = await poc(ann, 'remove_role', { id: miaCard.id, last_poc_update: team.last_poc_update });
    expect(again.json()).toEqual({ message: 'This team member has no role to remove.' });

    // Send Invite: "an e-mail when the contact has no role yet", one of the contact's.
    team = await list();
    const invite = (email?: string) => poc(ann, 'invite', { point_of_contact_id: miaCard.id, role: 0, last_poc_update: team.last_poc_update, ...(email && { email }) });
    const viewer = await roleIdOf('Loan Viewer');
    const withoutEmail = await poc(ann, 'invite', { point_of_contact_id: miaCard.id, role: viewer, last_poc_update: team.last_poc_update });
    expect(withoutEmail.json()).toMatchObject({ errors: { email: ['This field is required!'] } });
    const elsewhere = await poc(ann, 'invite', { point_of_contact_id: miaCard.id, role: viewer, email: 'someone.else@example.com', last_poc_update: team.last_poc_update });
    expect(elsewhere.json()).toMatchObject({ errors: { email: ["Please choose one of this team member's e-mail addresses."] } });
    expect((await invite('member@demo.test')).statusCode).toBe(400);
    const sent = await poc(ann, 'invite', { point_of_contact_id: miaCard.id, role: viewer, email: 'member@demo.test', last_poc_update: team.last_poc_update });
    expect(sent.json()).toEqual({ message: 'Invitation sent successfully.' });
    expect(byEmail(await list(), 'member@demo.test')).toMatchObject({ status: 'pending', role: { name: 'Loan Viewer' } });
  });

  test('an action the status does not offer is refused: Send Invite to a pending one, Update Invite to one without a role', async () => {
    await addContributor({ email: 'pending.one@example.com' });
    let team = await list();
    const pending = byEmail(team, 'pending.one@example.com');
    const viewer = await roleIdOf('Loan Viewer');
    const response = await poc(ann, 'invite', { point_of_contact_id: pending.id, role: viewer, email: 'pending.one@example.com', last_poc_update: team.last_poc_update });
    expect(response.statusCode).toBe(409);
    team = await list();
    await poc(ann, 'remove_role', { id: pending.id, last_poc_update: team.last_poc_update });
    team = await list();
    const update = await poc(ann, 'update_invite', { point_of_contact_id: pending.id, role: viewer, last_poc_update: team.last_poc_update });
    expect(update.statusCode).toBe(409);
    expect(update.json()).toEqual({ message: 'This action is not available for this team member any more. Please refresh the list.' });
  });
});

describe('delete, the primary contact and the marker', () => {
  test('"It is not possible to delete your Primary Point of Contact" while others are on the team; another can become primary', async () => {
    let team = await list();
    const primary = team.poc_list.find((contributor) => contributor.is_primary_poc)!;
    const refused = await poc(ann, 'delete', { id: primary.id, last_poc_update: team.last_poc_update });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'It is not possible to delete your Primary Point of Contact. To proceed you need to first select other team member to be your Primary Contact.',
    });

    const theo = byEmail(team, 'teams@demo.test');
    const made = await poc(ann, 'update_primary_poc', { poc_id: theo.id, last_poc_update: team.last_poc_update });
    expect(made.json()).toEqual({ message: 'Theo Teams is now your Primary Contact.' });
    team = await list();
    expect(team.poc_list.filter((contributor) => contributor.is_primary_poc).map((contributor) => contributor.email)).toEqual(['teams@demo.test']);
    expect(team.poc_list[0]?.email).toBe('teams@demo.test');
  });

  test('Complete delete removes the contact, their access and their invitation; the person sees it disconnected', async () => {
    await addContributor({ email: 'delete.me@example.com' });
    const token = await registerContributor('delete.me@example.com', 'Delete-me-1');
    const personId = await idOf('delete.me@example.com');
    const invitationId = ((await teamsArea(token, personId, 'load')).json() as { invites: { id: number }[] }).invites[0]!.id;
    await teamsArea(token, personId, 'accept_invitation', invitationId);

    const team = await list();
    const deleted = await poc(ann, 'delete', { id: byEmail(team, 'delete.me@example.com').id, last_poc_update: team.last_poc_update });
    expect(deleted.json()).toEqual({ message: 'Dana Doe was removed from your team members.' });
    expect((await list()).poc_list.map((contributor) => contributor.email)).not.toContain('delete.me@example.com');
    const area = (await teamsArea(token, personId, 'load')).json() as { my_teams: unknown[]; invites: { status: string }[] };
    expect(area.my_teams).toEqual([]);
    expect(area.invites).toEqual([expect.objectContaining({ status: 'disconnected' })]);
    expect((await teamsArea(token, personId, 'enter', api.demo.borrowerAccountId)).statusCode).toBe(404);
  });

  test('a change sent from a stale page is refused with a request to refresh, and changes nothing', async () => {
    const stale = await list();
    // Someone else changed the team meanwhile (another tab).
    await poc(ann, 'update_primary_poc', { poc_id: stale.poc_list[1]!.id, last_poc_update: stale.last_poc_update });
    const target = byEmail(stale, 'contributor@demo.test');
    const refused = await poc(ann, 'remove_role', { id: target.id, last_poc_update: stale.last_poc_update });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Your team members changed since this page was loaded (perhaps in another tab or by an invited person). Please refresh the list and try again.',
    });
    const fresh = await list();
    expect(byEmail(fresh, 'contributor@demo.test').status).toBe('pending');
    for (const marker of ['not a date', '2020-01-01T00:00:00.000Z']) {
      expect((await poc(ann, 'remove_role', { id: target.id, last_poc_update: marker })).statusCode).toBe(409);
    }
  });

  test('two changes sent at once from the same page: one lands, the other is refused', async () => {
    const team = await list();
    const [first, second] = team.poc_list;
    const answers = await Promise.all([
      poc(ann, 'update_primary_poc', { poc_id: first!.id, last_poc_update: team.last_poc_update }),
      poc(ann, 'update_primary_poc', { poc_id: second!.id, last_poc_update: team.last_poc_update }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  test('another account’s contact is as good as absent', async () => {
    const bill = await signIn(api.app, 'builder@demo.test');
    const billsList = v.parse(ContributorList, (await api.app.inject({ method: 'GET', url: `/users/${api.demo.builder.id}/poc/list`, ...withSession(bill.token) })).json());
    const annsContact = (await list()).poc_list[0]!;
    const response = await api.app.inject({
      method: 'POST',
      url: `/users/${api.demo.builder.id}/poc/delete`,
      payload: { id: annsContact.id, last_poc_update: billsList.last_poc_update },
      ...withSession(bill.token),
    });
    expect(response.statusCode).toBe(404);
    expect((await list()).poc_list.map((contributor) => contributor.id)).toContain(annsContact.id);
  });
});

test('the Contributor link of the e-mail is a portal path', () => {
  expect(pathOfLink('http://127.0.0.1:8080/contributor?email=a%40b.c')).toBe('/contributor?email=a%40b.c');
});
