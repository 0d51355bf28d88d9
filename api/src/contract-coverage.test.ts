import { accountEndpoints, ApiErrorBody, invitationEndpoints, passwordEndpoints, serverRoutePath, sessionEndpoints, teamsAreaEndpoints, type Endpoint } from '@portal/shared-contracts';
import * as v from 'valibot';
import { signIn, startTestApi, withSession, type TestApi } from './test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** Spec 000 §7, as the contract defines it. */
const SPEC_000_CALLS: Endpoint[] = [sessionEndpoints, accountEndpoints, passwordEndpoints, invitationEndpoints, teamsAreaEndpoints].flatMap((group) => Object.values(group));

test('every call of spec 000 §7 in the contract is served', () => {
  const missing = SPEC_000_CALLS.filter((endpoint) => !api.app.hasRoute({ method: endpoint.method, url: serverRoutePath(endpoint) }));
  expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
});

const BAD_BODIES = ['', '"just a string"', '[1, 2]', 'null', '{"email": 42, "user_email": [], "userEmail": {}, "code": true, "id": "x", "password": 1}', '{"email":'];

test('bad payloads to any of them are a 4xx in the one refusal shape, never a 5xx', async () => {
  const { token } = await signIn(api.app, 'teams@demo.test');
  for (const endpoint of SPEC_000_CALLS.filter((candidate) => candidate.method === 'POST' && candidate.body)) {
    const url = endpoint.path.replace('{id}', String(api.demo.teams.id));
    for (const payload of BAD_BODIES) {
      const response = await api.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload, ...withSession(token) });
      expect([endpoint.path, payload, response.statusCode >= 400 && response.statusCode < 500]).toEqual([endpoint.path, payload, true]);
      expect(v.is(ApiErrorBody, response.json())).toBe(true);
    }
  }
});

test('bad query parameters of the GET calls are field errors', async () => {
  for (const url of ['/unlock_account?user_id=-1&token=', `/users/0/verify?token=x`, '/users/abc/verify']) {
    const response = await api.app.inject({ method: 'GET', url });
    expect([url, response.statusCode]).toEqual([url, 400]);
    expect(v.parse(ApiErrorBody, response.json()).message).toBe('Please correct the highlighted fields.');
  }
});
