// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { startTestApi, testConfig, fromPortal, type TestApi } from '../test-support/test-api';
import { defineEndpoint, publicAccess } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { buildApp } from '../app';
import { registerEndpoint } from './register-endpoint';

/* What a 5xx leaves in the log: where it happened and what failed, never what the person sent. */

let api: TestApi;
let app: FastifyInstance;
const lines: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  api = await startTestApi();
  app = await buildApp({ db: api.db, config: testConfig({ logLevel: 'info' }), logStream: { write: (line) => lines.push(line) } });
  // A table rule the registration cannot know about, so that its first statement (the users row) fails in the database.
  await api.db.execute(sql`alter table users add constraint test_no_breaking_names check (first_name <> 'Breaks')`);
});
afterAll(async () => {
  await app.close();
  await api.close();
});
beforeEach(() => {
  lines.length = 0;
});

const registration = {
  firstName: 'Breaks',
  lastName: 'Everything',
  phoneNumber: '(555) 987-6543',
  userEmail: 'secret.person@demo.test',
  password: 'Very-Secret-42',
  leadSourceType: 'online_search',
};

test('a failed registration logs the route, the method, the SQLSTATE and the constraint; never the hash, e-mail, phone or name', async () => {
  const response = await app.inject(fromPortal({ method: 'POST', url: '/register', payload: registration }));
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ message: 'We could not process your request, please try again later.' });

  const failure = entries().find((entry) => entry.msg === 'unexpected error');
  expect(failure).toMatchObject({ level: 50, route: '/register', method: 'POST', code: '23514', constraint: 'test_no_breaking_names', table: 'users' });
  expect(failure?.error).toMatchObject({ type: 'DatabaseError', message: 'new row for relation "users" violates check constraint "test_no_breaking_names"' });

  const log = lines.join('\n');
  for (const secret of ['scrypt$', 'secret.person', '987-6543', 'Breaks', 'Everything', 'Very-Secret-42', 'params', 'Failed query']) {
    expect([secret, log.includes(secret)]).toEqual([secret, false]);
  }
});

test('values a database message quotes are masked; the names it quotes are kept', async () => {
  const probe = defineEndpoint({ method: 'GET', path: '/probe/out-of-range', response: v.object({}), access: publicAccess });
  const local = await buildApp({ db: api.db, config: testConfig({ logLevel: 'error' }), logStream: { write: (line) => lines.push(line) } });
  registerEndpoint(local, probe, async () => {
    await api.db.execute(sql`select ${'4000000000'}::integer`);
    return {};
  });
  expect((await local.inject({ method: 'GET', url: '/probe/out-of-range' })).statusCode).toBe(500);
  await local.close();
  const failure = entries().find((entry) => entry.msg === 'unexpected error');
  expect(failure).toMatchObject({ route: '/probe/out-of-range', method: 'GET', code: '22003', error: { message: 'value "…" is out of range for type integer' } });
  expect(lines.join('\n')).not.toContain('4000000000');
});

test('any other unexpected error logs its type, message and stack, not the properties it carries', async () => {
  const probe = defineEndpoint({ method: 'POST', path: '/probe/library-error', body: v.object({ card: v.string() }), response: v.object({}), access: publicAccess });
  const local = await buildApp({ db: api.db, config: testConfig({ logLevel: 'error' }), logStream: { write: (line) => lines.push(line) } });
  registerEndpoint(local, probe, async ({ body }) => {
    // As some libraries do: the error holds the request it failed on.
    throw Object.assign(new Error('the provider is down'), { request: { body }, code: 'E_PROVIDER' });
  });
  const response = await local.inject(fromPortal({ method: 'POST', url: '/probe/library-error', payload: { card: '4111 1111 1111 1111' } }));
  await local.close();
  expect(response.statusCode).toBe(500);
  const failure = entries().find((entry) => entry.msg === 'unexpected error');
  expect(failure).toMatchObject({ route: '/probe/library-error', method: 'POST', error: { type: 'Error', message: 'the provider is down', code: 'E_PROVIDER', stack: expect.stringContaining('at ') } });
  expect(lines.join('\n')).not.toContain('4111');
});

test('an answer that fails its response schema logs where it fails, not the answer’s data', async () => {
  const probe = defineEndpoint({ method: 'GET', path: '/probe/drift', response: v.object({ email: v.pipe(v.string(), v.email()) }), access: publicAccess });
  const local = await buildApp({ db: api.db, config: testConfig({ logLevel: 'error' }), logStream: { write: (line) => lines.push(line) } });
  registerEndpoint(local, probe, async () => ({ email: 'not-an-email but a private note' }));
  expect((await local.inject({ method: 'GET', url: '/probe/drift' })).statusCode).toBe(500);
  await local.close();
  const failure = entries().find((entry) => entry.msg === 'unexpected error');
  expect(failure).toMatchObject({ route: '/probe/drift', error: { type: 'ValiError', issues: [{ path: 'email' }] } });
  expect(lines.join('\n')).not.toContain('private note');
});

test('the log of every request names its path, never its query (tokens of links, e-mail addresses) or body', async () => {
  await app.inject({ method: 'GET', url: `/users/${api.demo.unverified.id}/verify?token=link-token-that-must-not-leak` });
  await app.inject(fromPortal({ method: 'POST', url: '/login', payload: { email: 'borrower@demo.test', password: 'Body-Password-9' } }));
  const requests = entries().filter((entry) => entry.msg === 'incoming request');
  expect(requests.map((entry) => (entry.req as { url: string }).url)).toEqual([`/users/${api.demo.unverified.id}/verify`, '/login']);
  const log = lines.join('\n');
  expect(log).not.toContain('link-token-that-must-not-leak');
  expect(log).not.toContain('Body-Password-9');
});
