import { SignedInBundle } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { sessions } from './schema';
import { buildTestApp, sessionCookieOf, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { sessionIdOf } from './sessions';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const SESSION_ENDED = { message: 'It seems that your session is no longer active. Please log in again.' };
const MINUTE = 60_000;

const currentUser = (id: number, token?: string) => api.app.inject({ method: 'GET', url: `/users/${id}`, ...(token ? withSession(token) : {}) });

async function moveSessionBack(token: string, fields: { lastSeenMs?: number; createdMs?: number }) {
  const id = sessionIdOf(token);
  const [row] = await api.db.select().from(sessions).where(eq(sessions.id, id));
  if (!row) throw new Error('No such session');
  await api.db
    .update(sessions)
    .set({
      lastSeenAt: new Date(Date.now() - (fields.lastSeenMs ?? 0)),
      createdAt: new Date(row.createdAt.getTime() - (fields.createdMs ?? 0)),
    })
    .where(eq(sessions.id, id));
}

describe('GET /users/{id}', () => {
  test('answers the signed-in bundle for the session’s own user and counts as activity', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    await moveSessionBack(token, { lastSeenMs: 10 * MINUTE, createdMs: 10 * MINUTE });

    const response = await currentUser(api.demo.borrower.id, token);
    expect(response.statusCode).toBe(200);
    const bundle = v.parse(SignedInBundle, response.json());
    expect(bundle.user.id).toBe(api.demo.borrower.id);
    expect(bundle.elapsed).toBeGreaterThanOrEqual(10 * MINUTE);

    const [row] = await api.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(token)));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(MINUTE);
  });

  test('without a cookie, or with one the server does not know, it is a 401 with the session-ended message', async () => {
    for (const response of [await currentUser(api.demo.borrower.id), await currentUser(api.demo.borrower.id, 'made-up-token')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_ENDED);
    }
  });

  test('another person’s id is a 403 in the one refusal shape', async () => {
    const { token } = await signIn(api.app, 'member@demo.test');
    const response = await currentUser(api.demo.borrower.id, token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have access to this.' });
  });

  test('an id that is not the signed-in person as written (me, 07, 7.0) is refused like anyone else\'s', async () => {
    const { token } = await signIn(api.app, 'member@demo.test');
    for (const id of ['me', `0${api.demo.member.id}`, `${api.demo.member.id}.0`]) {
      const response = await api.app.inject({ method: 'GET', url: `/users/${id}`, ...withSession(token) });
      expect([id, response.statusCode, response.json()]).toEqual([id, 403, { message: 'You do not have access to this.' }]);
    }
  });
});

describe('session lifetime', () => {
  test('14 idle minutes keep the session; 16 end it with a 401 and the row is gone', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    await moveSessionBack(token, { lastSeenMs: 14 * MINUTE });
    expect((await currentUser(api.demo.borrower.id, token)).statusCode).toBe(200);

    await moveSessionBack(token, { lastSeenMs: 16 * MINUTE });
    const response = await currentUser(api.demo.borrower.id, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_ENDED);
    expect(await api.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(token)))).toHaveLength(0);
  });

  test('a session kept busy still ends 12 hours after sign-in', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    await moveSessionBack(token, { createdMs: 12 * 60 * MINUTE + MINUTE });
    const response = await currentUser(api.demo.borrower.id, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_ENDED);
  });
});

describe('POST /logout', () => {
  test('ends the session on the server and clears the cookie; the old cookie then gets a 401', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    const response = await api.app.inject({ method: 'POST', url: '/logout', ...withSession(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed out.' });
    const cleared = sessionCookieOf(response);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());

    expect(await api.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(token)))).toHaveLength(0);
    const replayed = await currentUser(api.demo.borrower.id, token);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual(SESSION_ENDED);
  });

  test('asks the browser to forget what it kept: Clear-Site-Data "cache", "cookies", "storage"', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    for (const response of [await api.app.inject({ method: 'POST', url: '/logout', ...withSession(token) }), await api.app.inject({ method: 'POST', url: '/logout' })]) {
      expect(response.headers['clear-site-data']).toBe('"cache", "cookies", "storage"');
    }
  });

  test('where the cookie is Secure, clears __Host-portal_session, Secure and at Path=/', async () => {
    const secureApp = await buildTestApp(api.db, { cookieSecure: true });
    const { token } = await signIn(secureApp, 'borrower@demo.test');
    const response = await secureApp.inject({ method: 'POST', url: '/logout', ...withSession(token, { secure: true }) });
    expect(response.cookies).toEqual([expect.objectContaining({ name: '__Host-portal_session', value: '', secure: true, path: '/' })]);
    expect(await api.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(token)))).toHaveLength(0);
    await secureApp.close();
  });

  test('succeeds without a session, and with a JSON content type but no body', async () => {
    expect((await api.app.inject({ method: 'POST', url: '/logout' })).statusCode).toBe(200);
    const emptyJson = await api.app.inject({ method: 'POST', url: '/logout', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(emptyJson.statusCode).toBe(200);
    expect(emptyJson.json()).toEqual({ message: 'Signed out.' });
  });
});

describe('the cookie is read only under the name that fits the configuration', () => {
  test('a Secure app reads __Host-portal_session and ignores a plain portal_session (which a plain-http page could plant)', async () => {
    const secureApp = await buildTestApp(api.db, { cookieSecure: true });
    const { token } = await signIn(secureApp, 'borrower@demo.test');
    const url = `/users/${api.demo.borrower.id}`;
    expect((await secureApp.inject({ method: 'GET', url, ...withSession(token, { secure: true }) })).statusCode).toBe(200);
    const planted = await secureApp.inject({ method: 'GET', url, ...withSession(token) });
    expect(planted.statusCode).toBe(401);
    expect(planted.json()).toEqual(SESSION_ENDED);
    await secureApp.close();
  });

  test('a plain-http app reads portal_session and ignores __Host-portal_session', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    expect((await currentUser(api.demo.borrower.id, token)).statusCode).toBe(200);
    const other = await api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}`, ...withSession(token, { secure: true }) });
    expect(other.statusCode).toBe(401);
  });
});
