import { eq } from 'drizzle-orm';
import { unlockTokens, users } from './schema';
import { emailsTo } from '../outbox/outbox';
import { addPerson, lastEmailTo, signIn, startTestApi, type TestApi } from '../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const INVALID_LINK = { message: 'This unlock link is not valid or has expired. Please ask for a new one.' };
const RESENT = { message: 'If this account is locked, a new unlock link is on its way to its e-mail.' };

const login = (email: string, password: string) => api.app.inject({ method: 'POST', url: '/login', payload: { email, password } });
const unlock = (link: string) => api.app.inject({ method: 'GET', url: link });
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
    const token = new URL(link, 'http://portal.test').searchParams.get('token') ?? '';
    for (const response of [await unlock(`/unlock_account?user_id=${person.id}&token=made-up`), await unlock(`/unlock_account?user_id=${api.demo.borrower.id}&token=${token}`)]) {
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
    const response = await unlock('/unlock_account?user_id=abc');
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
