import { VerifyResetCodeResponse } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { users } from '../accounts/schema';
import { oneTimeCodes } from '../codes/schema';
import { passwordResetTokens } from './schema';
import { sessions } from '../session/schema';
import { emailsTo } from '../outbox/outbox';
import { addPerson, lastCodeTo, lastEmailTo, otherCode, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const post = (url: string, payload: unknown) => api.app.inject({ method: 'POST', url, payload: payload as object });
const resetPassword = (email: unknown) => post('/reset_password', { email });
const verifyResetCode = (email: string, code: string) => post('/verify_reset_code', { email, code });
const newPassword = (email: string, password: string, resetToken: string) => post('/new_password', { email, password, resetToken });

const SENT = { message: 'If this e-mail has an account, a 6-digit code is on its way to it.' };
const INVALID_CODE = { message: 'Your verification code is invalid.' };
const INVALID_RESET = { message: 'Your password reset has expired. Please start again.' };

/** Steps 1 and 2: the code from the outbox exchanged for the reset token. */
async function resetTokenFor(email: string): Promise<string> {
  await resetPassword(email);
  const response = await verifyResetCode(email, await lastCodeTo(api.db, email));
  expect(response.statusCode).toBe(200);
  return v.parse(VerifyResetCodeResponse, response.json()).data.resetToken;
}

describe('the whole recovery', () => {
  test('outbox code → reset token → new password: old sessions end, the new password signs in, the old one no longer', async () => {
    const person = await addPerson(api.db, { email: 'forgot@demo.test', password: 'Old12345!' });
    const { token: oldSession } = await signIn(api.app, person.email, 'Old12345!');

    const step1 = await resetPassword('Forgot@Demo.test');
    expect(step1.statusCode).toBe(200);
    expect(step1.json()).toEqual(SENT);
    const mail = await lastEmailTo(api.db, person.email);
    expect(mail.subject).toBe('Your code to reset your password');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.code);

    const step2 = await verifyResetCode(person.email, mail.code ?? '');
    expect(step2.statusCode).toBe(200);
    const { resetToken } = v.parse(VerifyResetCodeResponse, step2.json()).data;

    const step3 = await newPassword(person.email, 'New12345!', resetToken);
    expect(step3.statusCode).toBe(200);
    expect(step3.json()).toEqual({ message: 'Password reset successfully.' });

    expect((await api.app.inject({ method: 'GET', url: `/users/${person.id}`, ...withSession(oldSession) })).statusCode).toBe(401);
    expect(await api.db.select().from(sessions).where(eq(sessions.userId, person.id))).toHaveLength(0);
    expect((await api.app.inject({ method: 'POST', url: '/login', payload: { email: person.email, password: 'Old12345!' } })).statusCode).toBe(400);
    await signIn(api.app, person.email, 'New12345!');
  });

  test('a locked account is opened by the reset, and its unlock link dies', async () => {
    const person = await addPerson(api.db, { email: 'locked.forgot@demo.test', password: 'Old12345!' });
    for (let attempt = 1; attempt <= 5; attempt += 1) await api.app.inject({ method: 'POST', url: '/login', payload: { email: person.email, password: 'Wrong123!' } });
    const [unlockLink] = (await lastEmailTo(api.db, person.email)).links;

    await newPassword(person.email, 'New12345!', await resetTokenFor(person.email));
    const [row] = await api.db.select({ lockedAt: users.lockedAt, failedSignIns: users.failedSignIns }).from(users).where(eq(users.id, person.id));
    expect(row).toEqual({ lockedAt: null, failedSignIns: 0 });
    await signIn(api.app, person.email, 'New12345!');
    expect((await api.app.inject({ method: 'GET', url: unlockLink ?? '' })).statusCode).toBe(400);
  });
});

describe('POST /reset_password', () => {
  test('no account, or an invited person without a password, gets the same answer and no e-mail', async () => {
    for (const email of ['nobody@demo.test', 'invitee@demo.test']) {
      const response = await resetPassword(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SENT);
      expect(await emailsTo(api.db, email)).toHaveLength(0);
    }
  });

  test('a missing e-mail is a field error', async () => {
    const response = await post('/reset_password', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { email: ['This field is required!'] } });
  });
});

describe('POST /verify_reset_code', () => {
  test('a wrong code is a 400 with the catalogue’s text; an unknown e-mail is answered the same', async () => {
    const person = await addPerson(api.db, { email: 'wrong.code@demo.test', password: 'Old12345!' });
    await resetPassword(person.email);
    const code = await lastCodeTo(api.db, person.email);
    for (const response of [await verifyResetCode(person.email, otherCode(code)), await verifyResetCode('nobody@demo.test', code)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_CODE);
    }
    expect((await verifyResetCode(person.email, code)).statusCode).toBe(200);
  });

  test('five wrong tries kill the code: the sixth try fails even with the right code, answered as any failed code', async () => {
    const person = await addPerson(api.db, { email: 'guesser@demo.test', password: 'Old12345!' });
    await resetPassword(person.email);
    const code = await lastCodeTo(api.db, person.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await verifyResetCode(person.email, otherCode(code))).json()).toEqual(INVALID_CODE);
    const sixth = await verifyResetCode(person.email, code);
    expect(sixth.statusCode).toBe(400);
    // The same words as a wrong code: "used up" would tell that the address has an account (see codes/one-time-codes.ts).
    expect(sixth.json()).toEqual(INVALID_CODE);

    // A new code starts the count again.
    await resetPassword(person.email);
    expect((await verifyResetCode(person.email, await lastCodeTo(api.db, person.email))).statusCode).toBe(200);
  });

  test('right codes do not use up tries, and a code is spent once exchanged', async () => {
    const person = await addPerson(api.db, { email: 'spender@demo.test', password: 'Old12345!' });
    await resetPassword(person.email);
    const code = await lastCodeTo(api.db, person.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) await verifyResetCode(person.email, otherCode(code));
    expect((await verifyResetCode(person.email, code)).statusCode).toBe(200);
    expect((await verifyResetCode(person.email, code)).json()).toEqual(INVALID_CODE);
  });

  test('a code older than 15 minutes has expired, answered as any failed code', async () => {
    const person = await addPerson(api.db, { email: 'slow.reader@demo.test', password: 'Old12345!' });
    await resetPassword(person.email);
    const [stored] = await api.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, person.id));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(15 * 60 * 1000);
    await api.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.userId, person.id));
    const response = await verifyResetCode(person.email, await lastCodeTo(api.db, person.email));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_CODE);
  });

  test('a new code replaces the previous one', async () => {
    const person = await addPerson(api.db, { email: 'asks.twice@demo.test', password: 'Old12345!' });
    await resetPassword(person.email);
    const first = await lastCodeTo(api.db, person.email);
    await resetPassword(person.email);
    const second = await lastCodeTo(api.db, person.email);
    if (first !== second) expect((await verifyResetCode(person.email, first)).json()).toEqual(INVALID_CODE);
    expect((await verifyResetCode(person.email, second)).statusCode).toBe(200);
  });

  test('a code that is not 6 characters is a field error with the contract’s text', async () => {
    const response = await verifyResetCode('borrower@demo.test', '123');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { code: ['The code must have exactly 6 characters.'] } });
  });
});

describe('POST /new_password', () => {
  test('a token works once, for its own e-mail only', async () => {
    const person = await addPerson(api.db, { email: 'token.once@demo.test', password: 'Old12345!' });
    const resetToken = await resetTokenFor(person.email);
    expect((await newPassword('borrower@demo.test', 'New12345!', resetToken)).json()).toEqual(INVALID_RESET);
    expect((await newPassword(person.email, 'New12345!', resetToken)).statusCode).toBe(200);
    const again = await newPassword(person.email, 'Other123!', resetToken);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_RESET);
    await signIn(api.app, 'borrower@demo.test');
  });

  test('a made-up or expired token is refused and leaves the password as it was', async () => {
    const person = await addPerson(api.db, { email: 'token.expired@demo.test', password: 'Old12345!' });
    const resetToken = await resetTokenFor(person.email);
    expect((await newPassword(person.email, 'New12345!', 'made-up')).json()).toEqual(INVALID_RESET);
    await api.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.userId, person.id));
    const response = await newPassword(person.email, 'New12345!', resetToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_RESET);
    await signIn(api.app, person.email, 'Old12345!');
  });

  test('the new password follows the rules of every password', async () => {
    const response = await post('/new_password', { email: 'borrower@demo.test', password: 'short', resetToken: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { password: ['Your password must have at least 8 characters.'], resetToken: ['This field is required!'] },
    });
  });
});
