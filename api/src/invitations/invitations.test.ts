import { CheckAccountVerifyCodeResponse, SignedInBundle } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { RedirectToLoginData } from '@portal/shared-contracts';
import { accounts, memberships, users } from '../accounts/schema';
import { oneTimeCodes } from '../codes/schema';
import { teamRoleId } from '../accounts/team-roles';
import { lenderInvitations, teamInvitations } from './schema';
import { seedDemoData } from '../seed';
import { addPerson, lastCodeTo, otherCode, sessionCookieOf, startTestApi, withSession, type TestApi } from '../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const post = (url: string, payload: unknown) => api.app.inject({ method: 'POST', url, payload: payload as object });
const checkAccount = (email: string) => post('/check_account', { email });
const verifyCode = (email: string, code: string, isPoc = false) => post('/check_account_verify_code', { email, code, is_poc: isPoc });

const INVALID_CODE = { message: 'Your verification code is invalid.' };
const ALREADY_REGISTERED = { message: 'You have already registered. Please sign in with your e-mail and password.', data: { redirectToLogin: true } };

/** Step 0 and 2 of Login: the flow, then the code from the outbox. */
async function codeFor(email: string): Promise<string> {
  await checkAccount(email);
  return lastCodeTo(api.db, email);
}

describe('the lender’s invitation (salesforce flow), end to end', () => {
  test('check_account gives the flow and sends a code → verify code → register → signed in on an account of their own', async () => {
    const check = await checkAccount('invitee@demo.test');
    expect(check.json()).toEqual({ registration_flow: 'salesforce' });
    const code = await lastCodeTo(api.db, 'invitee@demo.test');

    const verified = await verifyCode('invitee@demo.test', code);
    expect(verified.statusCode).toBe(200);
    expect(v.parse(CheckAccountVerifyCodeResponse, verified.json())).toEqual({
      registration_flow: 'salesforce',
      firstName: 'Ivy',
      lastName: 'Invitee',
      userEmail: 'invitee@demo.test',
      phoneNumber: '(555) 010-1005',
      code,
      teamInviteId: null,
    });

    const registered = await post('/register_from_invite', { userEmail: 'invitee@demo.test', password: 'Ivy12345!', code, fromMobile: false, optIn: true });
    expect(registered.statusCode).toBe(200);
    const bundle = v.parse(SignedInBundle, registered.json());
    expect(bundle.user).toMatchObject({ id: api.demo.invitee.id, first_name: 'Ivy', verified: true, borrower: true, email_opt_in: true });
    expect(bundle.permissions).toEqual(['owner']);
    const token = sessionCookieOf(registered)?.value ?? '';
    expect((await api.app.inject({ method: 'GET', url: `/users/${api.demo.invitee.id}`, ...withSession(token) })).statusCode).toBe(200);

    const [row] = await api.db.select().from(users).where(eq(users.id, api.demo.invitee.id));
    expect(row).toMatchObject({ registrationFlow: null, verified: true });
    const [invitation] = await api.db.select().from(lenderInvitations).where(eq(lenderInvitations.userId, api.demo.invitee.id));
    expect(invitation?.acceptedAt).toBeInstanceOf(Date);
    expect(await api.db.select().from(accounts).where(eq(accounts.ownerUserId, api.demo.invitee.id))).toHaveLength(1);

    // Registered now: Login asks for the password, and the new one works.
    expect((await checkAccount('invitee@demo.test')).json()).toEqual({ registration_flow: null });
    expect((await post('/login', { email: 'invitee@demo.test', password: 'Ivy12345!' })).statusCode).toBe(200);

    // Registering again sends the person to Login.
    const again = await post('/register_from_invite', { userEmail: 'invitee@demo.test', password: 'Ivy12345!', code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(ALREADY_REGISTERED);
    expect(v.is(RedirectToLoginData, again.json().data)).toBe(true);
    expect(sessionCookieOf(again)).toBeUndefined();

    // The seed leaves a registered invitee as they are.
    await seedDemoData(api.db);
    const [afterSeed] = await api.db.select({ registrationFlow: users.registrationFlow }).from(users).where(eq(users.id, api.demo.invitee.id));
    expect(afterSeed?.registrationFlow).toBeNull();
  });
});

describe('the contributor’s invitation, end to end', () => {
  test('code → invitation details with teamInviteId → register → in the teams area, the invitation waiting for the answer', async () => {
    expect((await checkAccount('contributor@demo.test')).json()).toEqual({ registration_flow: 'contributor' });
    const code = await lastCodeTo(api.db, 'contributor@demo.test');
    const verified = await verifyCode('contributor@demo.test', code, true);
    expect(verified.json()).toEqual({
      registration_flow: 'contributor',
      firstName: 'Cole',
      lastName: 'Contributor',
      userEmail: 'contributor@demo.test',
      phoneNumber: '(555) 010-1006',
      code,
      teamInviteId: api.demo.contributorInvitationId,
    });

    const registered = await post('/register_contributor', { userEmail: 'contributor@demo.test', password: 'Cole1234!', code, optIn: false, teamInviteId: api.demo.contributorInvitationId });
    expect(registered.statusCode).toBe(200);
    const bundle = v.parse(SignedInBundle, registered.json());
    // Cole works in teams: the teams area first, on no account yet, where he sees whose invitation and which role.
    expect(bundle.user).toMatchObject({ first_name: 'Cole', verified: true, borrower: false, teams_area_required: true });
    expect(bundle.permissions).toEqual([]);
    const [invitation] = await api.db.select().from(teamInvitations).where(eq(teamInvitations.id, api.demo.contributorInvitationId));
    expect(invitation?.status).toBe('pending');
    expect(await api.db.select().from(memberships).where(eq(memberships.userId, api.demo.contributor.id))).toEqual([]);

    const again = await post('/register_contributor', { userEmail: 'contributor@demo.test', password: 'Cole1234!', code, teamInviteId: api.demo.contributorInvitationId });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(ALREADY_REGISTERED);
  });
});

describe('POST /check_account_verify_code', () => {
  test('a wrong code, or an e-mail without an invitation, is a 400 with the catalogue’s text', async () => {
    const person = await addPerson(api.db, { email: 'wrong.invite.code@demo.test', registrationFlow: 'salesforce' });
    const code = await codeFor(person.email);
    for (const response of [await verifyCode(person.email, otherCode(code)), await verifyCode('borrower@demo.test', code), await verifyCode('nobody@demo.test', code)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_CODE);
    }
  });

  test('five wrong tries kill the code, even for the right one after them (answered as any failed code); check_account sends a new one', async () => {
    const person = await addPerson(api.db, { email: 'invite.guesser@demo.test', registrationFlow: 'salesforce' });
    const code = await codeFor(person.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) await verifyCode(person.email, otherCode(code));
    const sixth = await verifyCode(person.email, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual(INVALID_CODE);
    expect((await verifyCode(person.email, await codeFor(person.email))).statusCode).toBe(200);
  });

  test('a code older than 15 minutes has expired (answered as any failed code); the code resent by check_account replaces the old one', async () => {
    const person = await addPerson(api.db, { email: 'invite.expired@demo.test', registrationFlow: 'salesforce' });
    const old = await codeFor(person.email);
    await api.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.userId, person.id));
    const expired = await verifyCode(person.email, old);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(INVALID_CODE);
    expect((await verifyCode(person.email, await codeFor(person.email))).statusCode).toBe(200);
  });

  test('a malformed body is a set of field errors', async () => {
    const response = await post('/check_account_verify_code', { email: 'x', code: 12, is_poc: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['code', 'email', 'is_poc']);
  });
});

describe('registering through an invitation: refusals', () => {
  test('a wrong code is refused and counts as a wrong try; the person stays unregistered', async () => {
    const person = await addPerson(api.db, { email: 'register.wrong@demo.test', registrationFlow: 'salesforce' });
    const code = await codeFor(person.email);
    const response = await post('/register_from_invite', { userEmail: person.email, password: 'Pass1234!', code: otherCode(code) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_CODE);
    const [stored] = await api.db.select({ wrongTries: oneTimeCodes.wrongTries }).from(oneTimeCodes).where(eq(oneTimeCodes.userId, person.id));
    expect(stored?.wrongTries).toBe(1);
    const [row] = await api.db.select({ passwordHash: users.passwordHash, flow: users.registrationFlow }).from(users).where(eq(users.id, person.id));
    expect(row).toEqual({ passwordHash: null, flow: 'salesforce' });
  });

  test('password guesses that locked an invited person before they registered do not lock them out after', async () => {
    const person = await addPerson(api.db, { email: 'guessed.invitee@demo.test', registrationFlow: 'salesforce' });
    for (let attempt = 1; attempt <= 5; attempt += 1) await post('/login', { email: person.email, password: 'Guess1234!' });
    expect((await post('/login', { email: person.email, password: 'Guess1234!' })).json()).toMatchObject({ errors: ['account_locked'] });

    const registered = await post('/register_from_invite', { userEmail: person.email, password: 'Mine1234!', code: await codeFor(person.email) });
    expect(registered.statusCode).toBe(200);
    expect((await post('/login', { email: person.email, password: 'Mine1234!' })).statusCode).toBe(200);
  });

  test('an unknown e-mail, or a person who has a password already, is sent to Login', async () => {
    for (const userEmail of ['nobody@demo.test', 'borrower@demo.test']) {
      const response = await post('/register_from_invite', { userEmail, password: 'Pass1234!', code: '123456' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(ALREADY_REGISTERED);
    }
  });

  test('each page serves its own flow only', async () => {
    const lenders = await addPerson(api.db, { email: 'lenders.invitee@demo.test', registrationFlow: 'salesforce' });
    const response = await post('/register_contributor', { userEmail: lenders.email, password: 'Pass1234!', code: await codeFor(lenders.email), teamInviteId: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This request is not valid.' });
  });

  test('a contributor must name a pending invitation of their own; the code is not spent on a wrong one', async () => {
    const cara = await addPerson(api.db, { email: 'cara@demo.test', registrationFlow: 'contributor' });
    const [invitation] = await api.db.insert(teamInvitations).values({ accountId: api.demo.borrowerAccountId, userId: cara.id, roleId: await teamRoleId(api.db, 'Loan Viewer') }).returning();
    const code = await codeFor(cara.email);

    for (const teamInviteId of [api.demo.teamsInvitationId, 999_999]) {
      const response = await post('/register_contributor', { userEmail: cara.email, password: 'Cara1234!', code, teamInviteId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { teamInviteId: ['This invitation is no longer available.'] } });
    }
    const registered = await post('/register_contributor', { userEmail: cara.email, password: 'Cara1234!', code, teamInviteId: invitation!.id });
    expect(registered.statusCode).toBe(200);
    expect(v.parse(SignedInBundle, registered.json()).user.teams_area_required).toBe(true);
  });

  test('bad payloads are field errors: the password rule, a missing invitation id', async () => {
    const response = await post('/register_contributor', { userEmail: 'contributor@demo.test', password: 'short', code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { password: ['Your password must have at least 8 characters.'], teamInviteId: ['This field is required!'] },
    });
  });
});
