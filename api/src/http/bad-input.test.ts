import type { Socket } from 'node:net';
import { ApiErrorBody } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { users } from '../accounts/schema';
import { signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { answerClientErrorInOneShape } from './error-handling';

/* Input a person or a script can send that once reached the database or Fastify's defaults: now a 4xx in the one shape. */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const INVALID_NUMBER = 'Please enter a valid number.';
const CONTROL_CHARACTERS = 'Please remove the control characters.';

/** A refusal in the one shape, `{ message, errors? }`, and nothing of Fastify's own (`FST_…`, `statusCode`, `error`). */
function refusal(response: LightMyRequestResponse, status: number): ApiErrorBody {
  expect(response.statusCode).toBe(status);
  const body = response.json<Record<string, unknown>>();
  expect(Object.keys(body).filter((key) => key !== 'message' && key !== 'errors')).toEqual([]);
  expect(response.body).not.toContain('FST_');
  return v.parse(ApiErrorBody, body);
}

describe('ids above PostgreSQL’s integer range, or not written as a plain number, are field errors', () => {
  test('in a body: POST /users/{id}/teams_area/enter {"id": 2147483648}', async () => {
    const { token } = await signIn(api.app, 'teams@demo.test');
    for (const id of [2_147_483_648, 1e21, '2147483648']) {
      const response = await api.app.inject({ method: 'POST', url: `/users/${api.demo.teams.id}/teams_area/enter`, payload: { id }, ...withSession(token) });
      expect(refusal(response, 400).errors).toEqual({ id: [INVALID_NUMBER] });
    }
    const largest = await api.app.inject({ method: 'POST', url: `/users/${api.demo.teams.id}/teams_area/enter`, payload: { id: 2_147_483_647 }, ...withSession(token) });
    expect(largest.statusCode).toBe(404);
  });

  test('in a query: /unlock_account?user_id=2147483648, and ids written loosely', async () => {
    for (const userId of ['2147483648', '1e3', '0x10', '%207', '07', '7.0', '-7', '0']) {
      const response = await api.app.inject({ method: 'GET', url: `/unlock_account?user_id=${userId}&token=made-up` });
      expect([userId, refusal(response, 400).errors]).toEqual([userId, { user_id: [INVALID_NUMBER] }]);
    }
    const twice = await api.app.inject({ method: 'GET', url: '/unlock_account?user_id=7&user_id=8&token=made-up' });
    expect(refusal(twice, 400).errors).toEqual({ user_id: [INVALID_NUMBER] });
  });

  test('in a path: /users/99999999999/verify', async () => {
    for (const id of ['99999999999', '2147483648', '1e3', '0x10', '07', '7.0']) {
      const response = await api.app.inject({ method: 'GET', url: `/users/${id}/verify?token=made-up` });
      expect([id, refusal(response, 400).errors]).toEqual([id, { id: [INVALID_NUMBER] }]);
    }
    const largest = await api.app.inject({ method: 'GET', url: '/users/2147483647/verify?token=made-up' });
    expect(refusal(largest, 400).message).toBe('This verification link is not valid or has expired. Please ask for a new one.');
  });
});

describe('control characters in text are field errors, never a database error', () => {
  test('POST /register with a NUL in a name', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/register',
      payload: { firstName: 'Nul\u0000l', lastName: 'Bell\u0007', phoneNumber: '(555) 020-3040', userEmail: 'nul@demo.test', password: 'Nul12345!', leadSourceType: 'online_search', campaignUrl: 'https://x.example/\u0000' },
    });
    expect(refusal(response, 400).errors).toEqual({ firstName: [CONTROL_CHARACTERS], lastName: [CONTROL_CHARACTERS], campaignUrl: [CONTROL_CHARACTERS] });
    expect(await api.db.select().from(users).where(eq(users.email, 'nul@demo.test'))).toHaveLength(0);
  });

  test('in an e-mail, a password, a code, a token', async () => {
    const cases = [
      ['/login', { email: 'borrower@demo.test\u0000', password: 'Demo1234!' }, 'email'],
      ['/login', { email: 'borrower@demo.test', password: 'Demo\u00001234!' }, 'password'],
      ['/check_account', { email: 'a\u0000@demo.test' }, 'email'],
      ['/verify_reset_code', { email: 'borrower@demo.test', code: '12345\u0000' }, 'code'],
      ['/new_password', { email: 'borrower@demo.test', password: 'New12345!', resetToken: 'tok\u0000en' }, 'resetToken'],
    ] as const;
    for (const [url, payload, field] of cases) {
      const response = await api.app.inject({ method: 'POST', url, payload });
      expect([url, refusal(response, 400).errors]).toEqual([url, { [field]: [CONTROL_CHARACTERS] }]);
    }
    const verify = await api.app.inject({ method: 'GET', url: `/users/${api.demo.unverified.id}/verify?token=a%00b` });
    expect(refusal(verify, 400).errors).toEqual({ token: [CONTROL_CHARACTERS] });
  });
});

describe('Fastify’s own refusals answer in the one shape, without its codes or the URL echoed', () => {
  test('a URL that does not decode: 400', async () => {
    for (const url of ['/%E0%A4%A', '/users/%E0%A4%A/verify?token=x']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(refusal(response, 400)).toEqual({ message: 'This request is not valid.' });
      expect(response.body).not.toContain('%E0');
    }
  });

  test('a URL of 100 KB: a path parameter too long is a 414, any other path a 404; neither echoes it', async () => {
    const long = 'x'.repeat(100_000);
    const inParameter = await api.app.inject({ method: 'GET', url: `/users/${long}/verify?token=x` });
    expect(refusal(inParameter, 414)).toEqual({ message: 'The address of this request is too long.' });
    expect(inParameter.body.length).toBeLessThan(200);
    const elsewhere = await api.app.inject({ method: 'GET', url: `/${long}` });
    expect(refusal(elsewhere, 404)).toEqual({ message: 'The page or item you asked for does not exist.' });
    const inQuery = await api.app.inject({ method: 'GET', url: `/unlock_account?user_id=1&token=${long}` });
    expect(refusal(inQuery, 400).message).toBe('This unlock link is not valid or has expired. Please ask for a new one.');
  });

  test('a request the HTTP parser refuses (headers and request line over 16 KiB, a broken request line) is written in the one shape', () => {
    const written: string[] = [];
    const socket = { destroyed: false, writable: true, write: (text: string) => written.push(text), destroy: jest.fn() };
    answerClientErrorInOneShape(Object.assign(new Error('Header overflow'), { code: 'HPE_HEADER_OVERFLOW' }), socket as unknown as Socket);
    answerClientErrorInOneShape(Object.assign(new Error('Parse Error: Invalid method'), { code: 'HPE_INVALID_METHOD' }), socket as unknown as Socket);
    const [tooLarge, broken] = written.map((answer) => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      return { status: head.split('\r\n')[0], length: /Content-Length: (\d+)/.exec(head)?.[1], body: JSON.parse(body) as unknown };
    });
    expect(tooLarge).toEqual({ status: 'HTTP/1.1 431 Request Header Fields Too Large', length: String(Buffer.byteLength(JSON.stringify({ message: 'The request is too large.' }))), body: { message: 'The request is too large.' } });
    expect(broken).toMatchObject({ status: 'HTTP/1.1 400 Bad Request', body: { message: 'This request is not valid.' } });
    expect(socket.destroy).toHaveBeenCalledTimes(2);
  });
});
