import { ApiErrorBody } from '@portal/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { startTestApi, type TestApi } from './test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const postLogin = (payload: string, contentType = 'application/json') =>
  api.app.inject({ method: 'POST', url: '/login', headers: { 'content-type': contentType }, payload });

/** Every refusal has the contract's one shape and none is a server error. */
function expectRefusal(response: LightMyRequestResponse, status: number): ApiErrorBody {
  expect(response.statusCode).toBe(status);
  return v.parse(ApiErrorBody, response.json());
}

test('GET /health answers ok once the database answers', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ ok: true });
});

test('answers are never cached and carry the usual security headers', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/health' });
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

describe('bad payloads are 400 with field errors, never 5xx', () => {
  test('a missing e-mail', async () => {
    const body = expectRefusal(await postLogin(JSON.stringify({ password: 'Demo1234!' })), 400);
    expect(body).toEqual({ message: 'Please correct the highlighted fields.', errors: { email: ['This field is required!'] } });
  });

  test('wrong types', async () => {
    const body = expectRefusal(await postLogin(JSON.stringify({ email: 42, password: true, campaignUrl: 7 })), 400);
    expect(body.message).toBe('Please correct the highlighted fields.');
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['campaignUrl', 'email', 'password']);
  });

  test('an empty password, with the contract’s message', async () => {
    const body = expectRefusal(await postLogin(JSON.stringify({ email: 'borrower@demo.test', password: '' })), 400);
    expect(body.errors).toEqual({ password: ['This field is required!'] });
  });

  test('malformed JSON', async () => {
    const body = expectRefusal(await postLogin('{"email": "borrower@demo.test",'), 400);
    expect(body).toEqual({ message: 'Please correct the highlighted fields.', errors: { body: ['The request body is not valid JSON.'] } });
  });

  test('no body at all, or JSON that is not an object', async () => {
    for (const response of [await api.app.inject({ method: 'POST', url: '/login' }), await postLogin('"just a string"')]) {
      const body = expectRefusal(response, 400);
      expect(Object.keys(body.errors ?? {})).toEqual(['body']);
    }
  });
});

test('a body that is not JSON is a 415 in the one shape', async () => {
  const body = expectRefusal(await postLogin('email=borrower@demo.test', 'application/x-www-form-urlencoded'), 415);
  expect(body).toEqual({ message: 'Please send the request body as JSON.' });
  expectRefusal(await postLogin('borrower@demo.test', 'text/plain'), 415);
});

test('a body over the limit is a 413 in the one shape', async () => {
  const huge = JSON.stringify({ email: 'borrower@demo.test', password: 'x'.repeat(1_100_000) });
  expect(expectRefusal(await postLogin(huge), 413)).toEqual({ message: 'The request is too large.' });
});

test('an unknown route, or a known path with another method, is a 404 in the one shape', async () => {
  for (const response of [await api.app.inject({ method: 'GET', url: '/no/such/thing' }), await api.app.inject({ method: 'GET', url: '/login' })]) {
    expect(expectRefusal(response, 404)).toEqual({ message: 'The page or item you asked for does not exist.' });
  }
});
