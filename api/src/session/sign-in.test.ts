import { createHash } from 'node:crypto';
import { ApiErrorBody, SignedInBundle } from '@portal/shared-contracts';
import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { configFromEnvironment } from '../config';
import { unlockTokens, users } from '../accounts/schema';
import { sessions } from './schema';
import { documents } from '../documents/schema';
import { emailsTo } from '../outbox/outbox';
import { addPerson, buildTestApp, LOWER_ENVIRONMENT, sessionCookieOf, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { sessionIdOf } from './sessions';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const login = (email: string, password: string, remoteAddress?: string) =>
  api.app.inject({ method: 'POST', url: '/login', payload: { email, password, campaignUrl: null }, remoteAddress });

describe('POST /login', () => {
  test('signs in with an httpOnly, SameSite=Lax session cookie and answers the signed-in bundle of the contract', async () => {
    const response = await login('borrower@demo.test', 'Demo1234!');
    expect(response.statusCode).toBe(200);

    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const bundle = v.parse(SignedInBundle, response.json());
    expect(bundle.user).toMatchObject({ id: api.demo.borrower.id, user_email: 'borrower@demo.test', first_name: 'Ann', borrower: true, verified: true });
    expect(bundle.permissions).toEqual(['owner']);
    expect(bundle.accountExecutive).toEqual({ name: 'Morgan Reyes', email: 'morgan.reyes@lender.example', phone: '(555) 010-2030' });
    // "Documents: a list with neededCount": her own documents, of which the lender still asks for one (Borrower Authorization).
    const own = await api.db.select({ id: documents.id }).from(documents).where(and(eq(documents.accountId, api.demo.borrowerAccountId), isNull(documents.loanId), isNull(documents.entityId)));
    expect(bundle.docs.list.map((document) => document.id).sort()).toEqual(own.map((document) => document.id).sort());
    expect(bundle.docs.neededCount).toBe(1);
    // The account's contact profile (names, e-mail, phones) and the person's notifications.
    expect(bundle.profile.contact).toEqual({ firstName: 'Ann', lastName: 'Borrower', email: 'borrower@demo.test', phones: [{ type: 'mobile', number: '(555) 010-1001' }] });
    expect(bundle.notifications.map((notification) => [notification.title, notification.read])).toEqual([
      ['Documents needed for Borrower Family Trust', false],
      ['New: proof of funds', false],
      ['Welcome to your borrower portal', true],
    ]);
  });

  test('"the default needed count is 8 when none exist" (spec 000 §3): a borrower without documents of their own', async () => {
    const bundle = v.parse(SignedInBundle, (await login('builder@demo.test', 'Demo1234!')).json());
    expect(bundle.docs).toEqual({ list: [], neededCount: 8 });
    expect(bundle.notifications).toEqual([]);
    // No contact profile saved yet: the owner's names stand for it, without phones.
    expect(bundle.profile.contact).toEqual({ firstName: 'Bill', lastName: 'Builder', email: 'builder@demo.test', phones: [] });
  });

  test('keeps only the sha256 of the token on the server', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    const [byToken] = await api.db.select().from(sessions).where(eq(sessions.id, token));
    const [byHash] = await api.db.select().from(sessions).where(eq(sessions.id, createHash('sha256').update(token).digest('hex')));
    expect(byToken).toBeUndefined();
    expect(byHash?.userId).toBe(api.demo.borrower.id);
  });

  test('where the cookie is Secure it is __Host-portal_session: Secure, Path=/, no Domain; the plain name is not set', async () => {
    const secureApp = await buildTestApp(api.db, { cookieSecure: true });
    const response = await secureApp.inject({ method: 'POST', url: '/login', payload: { email: 'borrower@demo.test', password: 'Demo1234!' } });
    expect(response.cookies.map((cookie) => cookie.name)).toEqual(['__Host-portal_session']);
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ name: '__Host-portal_session', secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    await secureApp.close();
  });

  test('on plain http (cookieSecure false) the cookie keeps the plain name: a browser refuses __Host- without Secure', async () => {
    const response = await login('borrower@demo.test', 'Demo1234!');
    expect(response.cookies.map((cookie) => cookie.name)).toEqual(['portal_session']);
  });

  test('reads the e-mail without regard to case or surrounding spaces', async () => {
    const response = await login('  Borrower@Demo.TEST ', 'Demo1234!');
    expect(response.statusCode).toBe(200);
  });

  test('starts a new session at every sign-in and ends the one the browser still held', async () => {
    const first = await signIn(api.app, 'member@demo.test');
    const second = await signIn(api.app, 'member@demo.test');
    expect(second.token).not.toBe(first.token);

    const again = await api.app.inject({ method: 'POST', url: '/login', payload: { email: 'member@demo.test', password: 'Demo1234!' }, ...withSession(first.token) });
    const third = sessionCookieOf(again)?.value;
    expect(third).toBeDefined();
    expect(third).not.toBe(first.token);
    expect(await api.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(first.token)))).toHaveLength(0);
    const stillOpen = await api.app.inject({ method: 'GET', url: `/users/${api.demo.member.id}`, ...withSession(second.token) });
    expect(stillOpen.statusCode).toBe(200);
  });

  test('a wrong password or an unknown e-mail is a 400 with one message, never a 401, and sets no cookie', async () => {
    for (const response of [await login('unverified@demo.test', 'Wrong1234!'), await login('nobody@demo.test', 'Demo1234!')]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The e-mail or password you entered is incorrect.' });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });

  test('five failures in a row lock the account and e-mail an unlock link; the right password is then refused too', async () => {
    const person = await addPerson(api.db, { email: 'locked.out@demo.test', password: 'Demo1234!' });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(person.email, 'Wrong1234!')).json()).toEqual({ message: 'The e-mail or password you entered is incorrect.' });
    }
    const fifth = await login(person.email, 'Wrong1234!');
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toEqual({ message: 'Your account has been locked after too many unsuccessful attempts.', errors: ['account_locked'] });
    expect(v.is(ApiErrorBody, fifth.json())).toBe(true);

    const [mail, ...others] = await emailsTo(api.db, person.email);
    expect(others).toHaveLength(0);
    const link = mail?.links[0] ?? '';
    expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:8080/unlock_account\\?user_id=${person.id}&token=[A-Za-z0-9_-]{43}$`));
    expect(mail?.text).toContain(link);
    const token = new URL(link, 'http://portal.test').searchParams.get('token') ?? '';
    const [stored] = await api.db.select().from(unlockTokens).where(eq(unlockTokens.userId, person.id));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));

    const rightPassword = await login(person.email, 'Demo1234!');
    expect(rightPassword.statusCode).toBe(400);
    expect(rightPassword.json()).toMatchObject({ errors: ['account_locked'] });
    expect(sessionCookieOf(rightPassword)).toBeUndefined();
    expect(await emailsTo(api.db, person.email)).toHaveLength(1);
  });

  test('a successful sign-in starts the count of failures again', async () => {
    const forgetful = await addPerson(api.db, { email: 'forgetful@demo.test', password: 'Demo1234!' });
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(forgetful.email, 'Wrong1234!');
    await signIn(api.app, forgetful.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await login(forgetful.email, 'Wrong1234!')).json()).not.toHaveProperty('errors');
    const [row] = await api.db.select({ lockedAt: users.lockedAt, failedSignIns: users.failedSignIns }).from(users).where(eq(users.id, forgetful.id));
    expect(row).toEqual({ lockedAt: null, failedSignIns: 4 });
  });
});

describe('rate limit', () => {
  test('after 20 calls in a minute from one address, POST /check_account and POST /login answer 429 in the one shape', async () => {
    const limited = await buildTestApp(api.db, { signInAttemptsPerMinute: configFromEnvironment(LOWER_ENVIRONMENT).signInAttemptsPerMinute });
    const check = (remoteAddress: string) => limited.inject({ method: 'POST', url: '/check_account', payload: { email: 'borrower@demo.test' }, remoteAddress });
    for (let call = 1; call <= 20; call += 1) expect((await check('10.0.0.7')).statusCode).toBe(200);

    const refused = await check('10.0.0.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await check('10.0.0.8')).statusCode).toBe(200);

    for (let call = 1; call <= 20; call += 1) await limited.inject({ method: 'POST', url: '/login', payload: { email: 'x@demo.test', password: 'x' }, remoteAddress: '10.0.0.9' });
    const login21 = await limited.inject({ method: 'POST', url: '/login', payload: { email: 'x@demo.test', password: 'x' }, remoteAddress: '10.0.0.9' });
    expect(login21.statusCode).toBe(429);
    await limited.close();
  });
});
