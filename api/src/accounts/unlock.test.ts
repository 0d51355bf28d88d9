import { eq } from 'drizzle-orm';
import { unlockTokens, users } from './schema';
import { emailsTo } from '../outbox/outbox';
import { addPerson, buildTestApp, lastEmailTo, pathOfLink, signIn, startTestApi, type TestApi } from '../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const INVALID_LINK = { message: 'This unlock link is not valid or has expired. Please ask for a new one.' };
const RESENT = { message: 'If this account is locked, a new unlock link is on its way to its e-mail.' };

const login = (email: string, password: string) => api.app.inject({ method: 'POST', url: '/login', payload: { email, password } });
const unlock = (link: string) => api.app.inject({ method: 'GET', url: pathOfLink(link) });
const resendUnlockLink = (userEmail: unknown) => api.app.inject({ method: 'POST', url: '/resend_unlock_link', payload: { user_email: userEmail } });

/** A person of the test's own, locked by five wrong passwords; answers them with the link of the unlock e-mail. */
async function lockedPerson(email: string) {
  const person = await addPerson(api.db, { email, password: 'Right1234!' });
  for (let attempt = 1; attempt <= 5; attempt += 1) await login(email, 'Wrong1234!');
  const [link] = (await lastEmailTo(api.db, email)).links;
  if (!link) throw new Error('No unlock link');
  return { person, link };
}

const lockOf = async (id: number) => (await api.db.select({ lockedAt: users.lockedAt, failedSignIns: users.failedSignIns }).from(users).where(eq(users.id, id)))[0];

describe('GET /unlock_account', () => {
  test('the link from the outbox unlocks the account and resets the failures; then the password signs in', async () => {
    const { person, link } = await lockedPerson('unlocks@demo.test');
    expect((await login(person.email, 'Right1234!')).json()).toMatchObject({ errors: ['account_locked'] });

    const response = await unlock(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The account was successfully unlocked.' });
    expect(await lockOf(person.id)).toEqual({ lockedAt: null, failedSignIns: 0 });
    await signIn(api.app, person.email, 'Right1234!');
  });

  test('a link works once', async () => {
    const { link } = await lockedPerson('once@demo.test');
    await unlock(link);
    const again = await unlock(link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
  });

  test('a wrong token, or the token with another person’s id, is a 400 with the server’s message', async () => {
    const { person, link } = await lockedPerson('wrong.unlock@demo.test');
    const token = new URL(link).searchParams.get('token') ?? '';
    for (const response of [await unlock(`http://portal.test/unlock_account?user_id=${person.id}&token=made-up`), await unlock(`http://portal.test/unlock_account?user_id=${api.demo.borrower.id}&token=${token}`)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
    }
    expect((await lockOf(person.id))?.lockedAt).not.toBeNull();
  });

  test('a link older than 24 hours has expired', async () => {
    const { person, link } = await lockedPerson('expired.unlock@demo.test');
    await api.db.update(unlockTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(unlockTokens.userId, person.id));
    const response = await unlock(link);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
    expect((await lockOf(person.id))?.lockedAt).not.toBeNull();
  });

  test('missing or malformed parameters are field errors, never a 5xx', async () => {
    const response = await unlock('http://portal.test/unlock_account?user_id=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please correct the highlighted fields.', errors: { user_id: expect.any(Array), token: ['This field is required!'] } });
  });
});

describe('POST /resend_unlock_link', () => {
  test('a locked account gets a fresh link, which works; the earlier one no longer does', async () => {
    const { person, link: first } = await lockedPerson('resends.unlock@demo.test');
    const response = await resendUnlockLink(' Resends.Unlock@demo.test ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(RESENT);
    const [second] = (await lastEmailTo(api.db, person.email)).links;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    expect((await unlock(first)).json()).toEqual(INVALID_LINK);
    expect((await unlock(second!)).statusCode).toBe(200);
    await signIn(api.app, person.email, 'Right1234!');
  });

  test('an account that is not locked, or no account at all, gets the same answer and no e-mail', async () => {
    for (const email of ['borrower@demo.test', 'nobody@demo.test']) {
      const response = await resendUnlockLink(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(RESENT);
      expect(await emailsTo(api.db, email)).toHaveLength(0);
    }
  });

  test('an address that is not an e-mail is a field error', async () => {
    const response = await resendUnlockLink('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { user_email: ['Please enter a valid e-mail address.'] } });
  });
});

describe('the e-mailed links', () => {
  test('are absolute, from the portal\'s public address (PUBLIC_URL), so they open from a mail client', async () => {
    const { link } = await lockedPerson('absolute.link@demo.test');
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/unlock_account\?user_id=\d+&token=[A-Za-z0-9_-]{43}$/);
    expect((await lastEmailTo(api.db, 'absolute.link@demo.test')).text).toContain(link);

    const elsewhere = await buildTestApp(api.db, { publicUrl: 'https://portal.lender.example/borrowers' });
    const person = await addPerson(api.db, { email: 'elsewhere@demo.test', password: 'Right1234!' });
    for (let attempt = 1; attempt <= 5; attempt += 1) await elsewhere.inject({ method: 'POST', url: '/login', payload: { email: person.email, password: 'Wrong1234!' } });
    const [there] = (await lastEmailTo(api.db, person.email)).links;
    expect(there).toMatch(new RegExp(`^https://portal\\.lender\\.example/borrowers/unlock_account\\?user_id=${person.id}&token=`));
    await elsewhere.close();
  });
});

describe('a lock runs out by itself after 30 minutes', () => {
  const lockedSince = async (id: number, minutes: number) =>
    api.db.update(users).set({ lockedAt: new Date(Date.now() - minutes * 60_000) }).where(eq(users.id, id));

  test('29 minutes on it still holds; after 30 the right password signs in and the failures start from zero', async () => {
    const { person } = await lockedPerson('waits.it.out@demo.test');
    await lockedSince(person.id, 29);
    expect((await login(person.email, 'Right1234!')).json()).toMatchObject({ errors: ['account_locked'] });

    await lockedSince(person.id, 31);
    expect((await login(person.email, 'Right1234!')).statusCode).toBe(200);
    expect(await lockOf(person.id)).toEqual({ lockedAt: null, failedSignIns: 0 });
  });

  test('after it runs out, a wrong password counts from zero: five more lock the account again, with a new e-mail', async () => {
    const { person } = await lockedPerson('locked.again@demo.test');
    await lockedSince(person.id, 31);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(person.email, 'Wrong1234!')).json()).toEqual({ message: 'The e-mail or password you entered is incorrect.' });
    }
    expect((await login(person.email, 'Wrong1234!')).json()).toMatchObject({ errors: ['account_locked'] });
    expect(await emailsTo(api.db, person.email)).toHaveLength(2);
  });

  test('the unlock link still opens the account earlier; and once the lock ran out no new link is sent', async () => {
    const { person, link } = await lockedPerson('opens.early@demo.test');
    await lockedSince(person.id, 5);
    expect((await unlock(link)).statusCode).toBe(200);

    const other = await lockedPerson('ran.out@demo.test');
    await lockedSince(other.person.id, 31);
    expect((await resendUnlockLink(other.person.email)).json()).toEqual(RESENT);
    expect(await emailsTo(api.db, other.person.email)).toHaveLength(1);
  });

  test('the e-mail says so', async () => {
    await lockedPerson('reads.mail@demo.test');
    expect((await lastEmailTo(api.db, 'reads.mail@demo.test')).text).toContain('It opens again by itself after 30 minutes.');
  });
});
