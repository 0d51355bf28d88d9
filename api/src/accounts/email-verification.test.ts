import { SignedInBundle } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { emailVerificationTokens, users } from './schema';
import { emailsTo } from '../outbox/outbox';
import { lastEmailTo, sessionCookieOf, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const INVALID_LINK = { message: 'This verification link is not valid or has expired. Please ask for a new one.' };

/** A new borrower through POST /register, with their session token and the link of their verification e-mail. */
async function registered(email: string) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/register',
    payload: { firstName: 'Val', lastName: 'Verifies', phoneNumber: '(555) 030-4050', userEmail: email, password: 'Val12345!', leadSourceType: 'online_search' },
  });
  const { user } = v.parse(SignedInBundle, response.json());
  return { id: user.id, token: sessionCookieOf(response)?.value ?? '', link: await verificationLinkOf(email) };
}

async function verificationLinkOf(email: string) {
  const [link] = (await lastEmailTo(api.db, email)).links;
  // An absolute link to the portal's page /users/{id}/verify/{token}.
  const [, , id, , token] = new URL(link ?? '').pathname.split('/');
  return { id: Number(id), token: token ?? '' };
}

const verify = (id: number, token: string, options: { cookies?: Record<string, string> } = {}) =>
  api.app.inject({ method: 'GET', url: `/users/${id}/verify?token=${encodeURIComponent(token)}`, ...options });
const isVerified = async (id: number) => (await api.db.select({ verified: users.verified }).from(users).where(eq(users.id, id)))[0]?.verified;

describe('GET /users/{id}/verify', () => {
  test('the link from the outbox verifies the e-mail, without a session', async () => {
    const { id, link } = await registered('follows.link@demo.test');
    expect(link.id).toBe(id);
    const response = await verify(link.id, link.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You have successfully registered for an account.' });
    expect(await isVerified(id)).toBe(true);
  });

  test('an already verified person is told so with a 200, even with the used link', async () => {
    const { id, link } = await registered('twice@demo.test');
    await verify(id, link.token);
    const again = await verify(id, link.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'You are already verified' });
  });

  test('a wrong token, or one of another person, is a 400 with a message and verifies no one', async () => {
    const first = await registered('wrong.token@demo.test');
    const second = await registered('other.token@demo.test');
    for (const response of [await verify(first.id, 'not-the-token'), await verify(first.id, second.link.token), await verify(999_999, first.link.token)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
    }
    expect(await isVerified(first.id)).toBe(false);
    expect(await isVerified(second.id)).toBe(false);
  });

  test('a link older than 7 days has expired', async () => {
    const { id, link } = await registered('late.reader@demo.test');
    const [stored] = await api.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, id));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    await api.db.update(emailVerificationTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailVerificationTokens.userId, id));
    const response = await verify(id, link.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
    expect(await isVerified(id)).toBe(false);
  });

  test('a session of someone else changes nothing: only the link’s person is verified', async () => {
    const { id, link } = await registered('own.link@demo.test');
    const { token } = await signIn(api.app, 'unverified@demo.test');
    const response = await verify(id, link.token, withSession(token));
    expect(response.statusCode).toBe(200);
    expect(await isVerified(id)).toBe(true);
    expect(await isVerified(api.demo.unverified.id)).toBe(false);
  });

  test('a missing token is a field error', async () => {
    const response = await api.app.inject({ method: 'GET', url: `/users/${api.demo.unverified.id}/verify` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { token: ['This field is required!'] } });
  });
});

describe('POST /users/{id}/resend_verification', () => {
  const resend = (id: number, token?: string) => api.app.inject({ method: 'POST', url: `/users/${id}/resend_verification`, ...(token ? withSession(token) : {}) });

  test('sends a new link that works, and the earlier link no longer does', async () => {
    const { id, token, link: first } = await registered('resender@demo.test');
    const response = await resend(id, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'We sent you a new verification e-mail.' });
    expect(await emailsTo(api.db, 'resender@demo.test')).toHaveLength(2);

    const second = await verificationLinkOf('resender@demo.test');
    expect(second.token).not.toBe(first.token);
    expect((await verify(id, first.token)).json()).toEqual(INVALID_LINK);
    expect((await verify(id, second.token)).statusCode).toBe(200);
  });

  test('an already verified person gets a 400 "You are already verified" and no e-mail', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    const response = await resend(api.demo.borrower.id, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'You are already verified' });
    expect(await emailsTo(api.db, 'borrower@demo.test')).toHaveLength(0);
  });

  test('needs the person’s own session: none is a 401, another person’s id a 403', async () => {
    expect((await resend(api.demo.unverified.id)).statusCode).toBe(401);
    const { token } = await signIn(api.app, 'member@demo.test');
    const response = await resend(api.demo.unverified.id, token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have access to this.' });
  });
});
