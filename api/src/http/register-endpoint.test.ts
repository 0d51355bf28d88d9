import '../test-support/outside-the-sandbox';
import { defineEndpoint, publicAccess, type Endpoint } from '@portal/shared-contracts';
import Fastify from 'fastify';
import * as v from 'valibot';
import { installAccessControl } from '../access/access-control';
import type { Database } from '../db/database';
import { answerInOneShape } from './error-handling';
import { registerEndpoint } from './register-endpoint';

const lookUp = defineEndpoint({
  method: 'POST',
  path: '/things/{id}',
  params: v.object({ id: v.pipe(v.string(), v.transform(Number), v.integer()) }),
  query: v.object({ page: v.optional(v.pipe(v.string(), v.transform(Number), v.minValue(1, 'Pages start at 1.'))) }),
  body: v.object({ name: v.pipe(v.string(), v.trim(), v.nonEmpty('A name, please.')) }),
  response: v.object({ id: v.number(), page: v.number(), name: v.string() }),
  access: publicAccess,
});

function appWithLog() {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } } });
  answerInOneShape(app);
  // Public endpoints never reach the database; the signed-in ones are tested on a real one (access-control.test.ts).
  installAccessControl(app, { db: {} as Database, lowerEnvironment: false });
  return { app, lines };
}

test('hands the handler params, query and body as the schemas output them', async () => {
  const { app } = appWithLog();
  registerEndpoint(app, lookUp, async ({ params, query, body }) => ({ id: params.id, page: query.page ?? 1, name: body.name }));
  const response = await app.inject({ method: 'POST', url: '/things/7?page=2', payload: { name: '  Ann ' } });
  expect(response.json()).toEqual({ id: 7, page: 2, name: 'Ann' });
});

test('collects the faults of every part into one map of field to messages', async () => {
  const { app } = appWithLog();
  const handler = jest.fn();
  registerEndpoint(app, lookUp, handler);
  const response = await app.inject({ method: 'POST', url: '/things/abc?page=0', payload: { name: ' ' } });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    message: 'Please correct the highlighted fields.',
    errors: { id: [expect.any(String)], page: ['Pages start at 1.'], name: ['A name, please.'] },
  });
  expect(handler).not.toHaveBeenCalled();
});

test('an answer the response schema rejects is a logged 500, so the API cannot drift from the contract unnoticed', async () => {
  const { app, lines } = appWithLog();
  registerEndpoint(app, lookUp, async () => ({ id: 'seven' }) as never);
  const response = await app.inject({ method: 'POST', url: '/things/7', payload: { name: 'Ann' } });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ message: 'We could not process your request, please try again later.' });
  expect(lines.join('')).toContain('unexpected error');
});

test('an endpoint that declares no access cannot be registered: the start fails, not a request', () => {
  const { app } = appWithLog();
  const { access: _forgotten, ...unguarded } = lookUp;
  expect(() => registerEndpoint(app, unguarded as unknown as Endpoint, async () => ({}))).toThrow('POST /things/{id} declares no access');
});

test('a route added by hand, past registerEndpoint, fails the start', () => {
  const { app } = appWithLog();
  expect(() => app.get('/sneaky', async () => 'data')).toThrow('GET /sneaky has no declared access');
});

test('an app without access control cannot serve an endpoint', () => {
  const app = Fastify();
  expect(() => registerEndpoint(app, lookUp, async () => ({ id: 1, page: 1, name: 'x' }))).toThrow('install access control');
});

test('a lower-environment endpoint does not exist elsewhere', async () => {
  const { app } = appWithLog();
  registerEndpoint(app, { ...lookUp, access: { public: true, lowerEnvironmentsOnly: true } }, async () => ({ id: 1, page: 1, name: 'x' }));
  expect(app.hasRoute({ method: 'POST', url: '/things/:id' })).toBe(false);
});

test('an unexpected error is a 500 with the generic message, and logged with its stack', async () => {
  const { app, lines } = appWithLog();
  registerEndpoint(app, defineEndpoint({ method: 'GET', path: '/boom', response: v.object({}), access: publicAccess }), async () => {
    throw new Error('database on fire');
  });
  const response = await app.inject({ method: 'GET', url: '/boom' });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ message: 'We could not process your request, please try again later.' });
  expect(lines.join('')).toContain('database on fire');
});
