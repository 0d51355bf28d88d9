import type { FastifyInstance } from 'fastify';
import { codeFailureBudgets } from '../codes/schema';
import { configFromEnvironment } from '../config';
import { buildTestApp, LOWER_ENVIRONMENT, startTestApi, type TestApi } from '../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const TOO_MANY = { message: 'Too many attempts. Please wait a minute and try again.' };

/** Every call that checks or sends a secret without a session, with a body naming one e-mail address. */
const GUESSING_CALLS: { url: string; body: (email: string) => Record<string, unknown> }[] = [
  { url: '/check_account', body: (email) => ({ email }) },
  { url: '/login', body: (email) => ({ email, password: 'Wrong1234!' }) },
  { url: '/check_account_verify_code', body: (email) => ({ email, code: '123456' }) },
  { url: '/reset_password', body: (email) => ({ email }) },
  { url: '/verify_reset_code', body: (email) => ({ email, code: '123456' }) },
  { url: '/new_password', body: (email) => ({ email, password: 'New12345!', resetToken: 'made-up' }) },
  { url: '/resend_unlock_link', body: (email) => ({ user_email: email }) },
  { url: '/register_from_invite', body: (email) => ({ userEmail: email, password: 'New12345!', code: '123456' }) },
  { url: '/register_contributor', body: (email) => ({ userEmail: email, password: 'New12345!', code: '123456', teamInviteId: 1 }) },
];

async function withApp(overrides: Parameters<typeof buildTestApp>[1], work: (app: FastifyInstance) => Promise<void>) {
  const app = await buildTestApp(api.db, overrides);
  try {
    await work(app);
  } finally {
    await app.close();
  }
}

test('per client address: each call counts on its own, and the next call past the limit is a 429 with Retry-After', async () => {
  await withApp({ signInAttemptsPerMinute: 3 }, async (app) => {
    for (const { url, body } of GUESSING_CALLS) {
      // Different e-mails each time: only the address is the same.
      for (let call = 1; call <= 3; call += 1) {
        expect((await app.inject({ method: 'POST', url, payload: body(`someone${call}@demo.test`), remoteAddress: '10.1.0.1' })).statusCode).not.toBe(429);
      }
      const refused = await app.inject({ method: 'POST', url, payload: body('someone4@demo.test'), remoteAddress: '10.1.0.1' });
      expect([url, refused.statusCode]).toEqual([url, 429]);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await app.inject({ method: 'POST', url, payload: body('someone4@demo.test'), remoteAddress: '10.1.0.2' })).statusCode).not.toBe(429);
    }
  });
});

test('per account: by default 10 calls a minute for one e-mail, from however many addresses, whatever its case', async () => {
  const { accountAttemptsPerMinute } = configFromEnvironment(LOWER_ENVIRONMENT);
  expect(accountAttemptsPerMinute).toBe(10);
  await withApp({ accountAttemptsPerMinute }, async (app) => {
    for (const { url, body } of GUESSING_CALLS) {
      // The code routes also spend the person's budget of wrong codes (codes/code-budget.test.ts): another count.
      await api.db.delete(codeFailureBudgets);
      for (let call = 1; call <= 10; call += 1) {
        const email = call % 2 === 0 ? 'target@demo.test' : ' Target@Demo.TEST ';
        expect((await app.inject({ method: 'POST', url, payload: body(email), remoteAddress: `10.2.0.${call}` })).statusCode).not.toBe(429);
      }
      const refused = await app.inject({ method: 'POST', url, payload: body('target@demo.test'), remoteAddress: '10.2.1.1' });
      expect([url, refused.statusCode]).toEqual([url, 429]);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await app.inject({ method: 'POST', url, payload: body('bystander@demo.test'), remoteAddress: '10.2.1.1' })).statusCode).not.toBe(429);
    }
  });
});

test('a body without the e-mail is left to validation (a 400 with field errors), not counted for an account', async () => {
  await withApp({ accountAttemptsPerMinute: 1 }, async (app) => {
    for (let call = 1; call <= 3; call += 1) {
      const response = await app.inject({ method: 'POST', url: '/login', payload: { password: 'x' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { email: ['This field is required!'] } });
    }
  });
});

test('registration and the resend of the verification e-mail count per client address', async () => {
  await withApp({ signInAttemptsPerMinute: 2 }, async (app) => {
    for (const url of ['/register', `/users/${api.demo.unverified.id}/resend_verification`]) {
      for (let call = 1; call <= 2; call += 1) expect((await app.inject({ method: 'POST', url, payload: {}, remoteAddress: '10.3.0.1' })).statusCode).not.toBe(429);
      expect((await app.inject({ method: 'POST', url, payload: {}, remoteAddress: '10.3.0.1' })).statusCode).toBe(429);
    }
  });
});
