import type { FastifyInstance } from 'fastify';
import { buildBareTestApp, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';

/*
 * The portal's request proof (X-Portal-Request: 1) on a bare app: its requests carry only the headers given here,
 * as a page of another site would send them. Every other test's app sends the proof as the portal does.
 */

let api: TestApi;
let bare: FastifyInstance;
beforeAll(async () => {
  api = await startTestApi();
  bare = await buildBareTestApp(api.db);
});
afterAll(async () => {
  await bare.close();
  await api.close();
});

const NOT_FROM_PORTAL = { message: 'This request did not come from the portal.' };
const PROOF = { 'x-portal-request': '1' };

test('a body-less cross-site POST /logout is refused with a 403 in the one shape, and the session lives on', async () => {
  const { token } = await signIn(api.app, 'borrower@demo.test');
  const forged = await bare.inject({ method: 'POST', url: '/logout', ...withSession(token) });
  expect(forged.statusCode).toBe(403);
  expect(forged.json()).toEqual(NOT_FROM_PORTAL);
  expect(forged.headers['set-cookie']).toBeUndefined();
  expect(forged.headers['clear-site-data']).toBeUndefined();
  expect((await bare.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}`, ...withSession(token) })).statusCode).toBe(200);
});

test('what a cross-site form can send (a form body, text/plain, no header) never gets past the check', async () => {
  for (const [contentType, payload] of [
    ['application/x-www-form-urlencoded', 'email=borrower%40demo.test&password=Demo1234!'],
    ['text/plain', '{"email":"borrower@demo.test","password":"Demo1234!"}'],
    ['multipart/form-data; boundary=x', '--x--'],
  ] as const) {
    const response = await bare.inject({ method: 'POST', url: '/login', headers: { 'content-type': contentType }, payload });
    expect([contentType, response.statusCode, response.json()]).toEqual([contentType, 403, NOT_FROM_PORTAL]);
  }
});

test('checked before the body is read: malformed JSON without the proof is the 403, not a 400', async () => {
  const response = await bare.inject({ method: 'POST', url: '/login', headers: { 'content-type': 'application/json' }, payload: '{"broken' });
  expect(response.statusCode).toBe(403);
});

test('only the exact value counts; every method that may change something needs it', async () => {
  for (const value of ['0', 'true', '', '1, 1']) {
    expect((await bare.inject({ method: 'POST', url: '/logout', headers: { 'x-portal-request': value } })).statusCode).toBe(403);
  }
  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    expect((await bare.inject({ method, url: '/logout' })).json()).toEqual(NOT_FROM_PORTAL);
  }
});

test('with the proof, in any letter case of the header name, the request goes through', async () => {
  expect((await bare.inject({ method: 'POST', url: '/logout', headers: PROOF })).statusCode).toBe(200);
  const login = await bare.inject({ method: 'POST', url: '/login', headers: { 'X-Portal-Request': '1' }, payload: { email: 'borrower@demo.test', password: 'Demo1234!' } });
  expect(login.statusCode).toBe(200);
});

test('reading needs no proof: GET, HEAD and OPTIONS are never refused for it', async () => {
  expect((await bare.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  expect((await bare.inject({ method: 'HEAD', url: '/health' })).statusCode).toBe(200);
  expect((await bare.inject({ method: 'OPTIONS', url: '/login' })).statusCode).not.toBe(403);
});

test('the refusal carries the usual headers: no-store and helmet’s', async () => {
  const response = await bare.inject({ method: 'POST', url: '/logout' });
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  // No CORS grant: a cross-site fetch with the header cannot pass its preflight.
  expect(response.headers['access-control-allow-origin']).toBeUndefined();
  const preflight = await bare.inject({ method: 'OPTIONS', url: '/logout', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-portal-request' } });
  expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
});
