import { defineEndpoint, publicAccess, REQUEST_TIMEOUT_MS, sessionEndpoints, transportMessages, UserIdParams } from '@portal/shared-contracts';
import * as v from 'valibot';
import { signedInBundle } from '../test-support/signed-in-bundle';
import { PortalRequestError } from './request-error';
import { createApiTransport, type ApiTransportOptions } from './transport';

const API_BASE = 'https://api.lender.test/';

/** The parts of a fetch Response the transport reads (jsdom has no Response). */
function reply(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) } as Response;
}

/** A fetch that never answers by itself and fails as the browser does when its signal aborts. */
function silentFetch(): typeof fetch {
  return (_url, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
}

function transport(send: typeof fetch, options: Partial<ApiTransportOptions> = {}) {
  const onActivity = jest.fn();
  const onUnauthorized = jest.fn();
  const api = createApiTransport({ apiBase: API_BASE, fetch: send, onActivity, onUnauthorized, ...options });
  return { api, onActivity, onUnauthorized };
}

function answering(status: number, body?: unknown) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => Promise.resolve(reply(status, body)));
}

async function failure(call: Promise<unknown>): Promise<PortalRequestError> {
  const error = await call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PortalRequestError);
  return error as PortalRequestError;
}

const verifyEmail = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/verify',
  params: UserIdParams,
  query: v.object({ token: v.string(), resend: v.optional(v.boolean()) }),
  response: v.unknown(),
  access: publicAccess,
});

afterEach(() => jest.useRealTimers());

test('the address comes from the endpoint table: path parameters filled and encoded, query appended', async () => {
  const fetch = answering(200, {});
  const { api } = transport(fetch);

  await api.call(verifyEmail, { params: { id: 42 }, query: { token: 'a b&c', resend: undefined } });
  expect(fetch.mock.calls[0]?.[0]).toBe('https://api.lender.test/users/42/verify?token=a+b%26c');
});

test('"All calls send cookies" (spec 000 §7); bodies go as JSON, and a GET sends none', async () => {
  const fetch = answering(200, signedInBundle());
  const { api } = transport(fetch);

  await api.call(sessionEndpoints.login, { body: { email: 'ann@example.test', password: 'secret123' } });
  await api.call(sessionEndpoints.currentUser, { params: { id: 42 } });
  const [login, currentUser] = fetch.mock.calls.map(([, init]) => init);
  expect(login).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
  expect(JSON.parse(String(login?.body))).toEqual({ email: 'ann@example.test', password: 'secret123' });
  expect(currentUser).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
});

test('"Every successful request re-arms the timer" (spec 000 §4.4), except the session\'s own quiet calls', async () => {
  const { api, onActivity } = transport(answering(200, signedInBundle()));

  const bundle = await api.call(sessionEndpoints.currentUser, { params: { id: 42 } });
  expect(bundle.user.id).toBe(42);
  expect(onActivity).toHaveBeenCalledTimes(1);
  await api.call(sessionEndpoints.currentUser, { params: { id: 42 } }, { quiet: true });
  expect(onActivity).toHaveBeenCalledTimes(1);
});

test('"otherwise the server message" (spec 000 §8), with field errors as lines, field names split into words and capitalised', async () => {
  const body = { message: 'The given data was invalid.', errors: { user_email: ['is already registered'], phoneNumber: ['is required'] } };
  const { api, onActivity } = transport(answering(422, body));

  const error = await failure(api.call(sessionEndpoints.checkAccount, { body: { email: 'ann@example.test' } }));
  expect(error.message).toBe('The given data was invalid.');
  expect(error.lines).toEqual(['User Email: is already registered', 'Phone Number: is required']);
  expect(error.status).toBe(422);
  expect(error.body).toEqual(body);
  expect(onActivity).not.toHaveBeenCalled();
});

test('a refusal keeps what the caller needs to decide, such as reset_password and a list of error codes (spec 000 §7)', async () => {
  const { api } = transport(answering(400, { message: 'Your account is locked.', errors: ['account_locked'], reset_password: false }));

  const error = await failure(api.call(sessionEndpoints.login, { body: { email: 'ann@example.test', password: 'wrong-one' } }));
  expect(error.body).toMatchObject({ errors: ['account_locked'], reset_password: false });
  expect(error.lines).toEqual(['account_locked']);
});

test(`a refusal that is not the error shape reads '${transportMessages.generic}'`, async () => {
  const { api } = transport(answering(502, '<html>Bad gateway</html>'));

  const error = await failure(api.call(sessionEndpoints.logout, {}));
  expect(error.message).toBe(transportMessages.generic);
  expect(error.status).toBe(502);
  expect(error.lines).toEqual([]);
});

test(`"'${transportMessages.noResponse}' when there is no response" (spec 000 §8)`, async () => {
  const { api } = transport(() => Promise.reject(new TypeError('Failed to fetch')));

  const error = await failure(api.call(sessionEndpoints.logout, {}));
  expect(error.message).toBe(transportMessages.noResponse);
  expect(error).toMatchObject({ reason: 'network', status: 0 });
});

test(`"All calls ... time out after 360000 ms" with "'${transportMessages.timedOut}' on abort or timeout" (spec 000 §7, §8)`, async () => {
  jest.useFakeTimers();
  const { api } = transport(silentFetch());

  const outcome = failure(api.call(sessionEndpoints.logout, {}));
  let settled = false;
  void outcome.finally(() => (settled = true));
  await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(await outcome).toMatchObject({ message: transportMessages.timedOut, reason: 'timeout', status: 0 });
});

test('a shorter timeout can be configured', async () => {
  const { api } = transport(silentFetch(), { timeoutMs: 5 });

  expect(await failure(api.call(sessionEndpoints.logout, {}))).toMatchObject({ message: transportMessages.timedOut, reason: 'timeout' });
});

test(`a call its caller aborts reads '${transportMessages.timedOut}' too, marked as aborted`, async () => {
  const { api } = transport(silentFetch());
  const leaving = new AbortController();

  const outcome = failure(api.call(sessionEndpoints.logout, {}, { signal: leaving.signal }));
  leaving.abort();
  expect(await outcome).toMatchObject({ message: transportMessages.timedOut, reason: 'aborted' });
});

test(`an answer that breaks the contract reads '${transportMessages.generic}' and does not re-arm the timer`, async () => {
  const { api, onActivity } = transport(answering(200, { user: { id: 'forty-two' } }));

  const error = await failure(api.call(sessionEndpoints.currentUser, { params: { id: 42 } }));
  expect(error).toMatchObject({ message: transportMessages.generic, reason: 'invalid-response', status: 200 });
  expect(onActivity).not.toHaveBeenCalled();

  const notJson = transport(answering(200, 'OK'));
  expect(await failure(notJson.api.call(sessionEndpoints.logout, {}))).toMatchObject({ message: transportMessages.generic });
});

test(`"401: the session is cleared; the toast reads '${transportMessages.sessionEnded}'" (spec 000 §8): once, however many calls were refused`, async () => {
  const { api, onUnauthorized } = transport(answering(401, { message: 'Unauthenticated.' }));

  const errors = await Promise.all([
    failure(api.call(sessionEndpoints.currentUser, { params: { id: 42 } })),
    failure(api.call(sessionEndpoints.logout, {})),
  ]);
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
  for (const error of errors) expect(error).toMatchObject({ message: transportMessages.sessionEnded, reason: 'unauthorized', status: 401 });
});

test('after signing in again, the next 401 ends the session again', async () => {
  const fetch = answering(401, { message: 'Unauthenticated.' });
  const { api, onUnauthorized } = transport(fetch);

  await failure(api.call(sessionEndpoints.logout, {}));
  fetch.mockResolvedValueOnce(reply(200, signedInBundle()));
  await api.call(sessionEndpoints.login, { body: { email: 'ann@example.test', password: 'secret123' } });
  await failure(api.call(sessionEndpoints.logout, {}));
  expect(onUnauthorized).toHaveBeenCalledTimes(2);
});

test('a quiet call refused with 401 leaves the session to its caller', async () => {
  const { api, onUnauthorized } = transport(answering(401, { message: 'Unauthenticated.' }));

  const error = await failure(api.call(sessionEndpoints.currentUser, { params: { id: 42 } }, { quiet: true }));
  expect(onUnauthorized).not.toHaveBeenCalled();
  expect(error).toMatchObject({ message: 'Unauthenticated.', reason: 'server', status: 401 });
});

test('a call made with block holds the blocker for exactly its duration, success or failure', async () => {
  const release = jest.fn();
  const ui = { block: jest.fn(() => release) };
  const fetch = answering(200, signedInBundle());
  const { api } = transport(fetch, { ui });

  const signingIn = api.call(sessionEndpoints.login, { body: { email: 'ann@example.test', password: 'secret123' } }, { block: 'Signing you in…' });
  expect(ui.block).toHaveBeenCalledWith('Signing you in…');
  expect(release).not.toHaveBeenCalled();
  await signingIn;
  expect(release).toHaveBeenCalledTimes(1);

  fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await failure(api.call(sessionEndpoints.logout, {}, { block: true }));
  expect(ui.block).toHaveBeenLastCalledWith(undefined);
  expect(release).toHaveBeenCalledTimes(2);
});

test('a missing path parameter is a mistake in the code and throws as such, before anything is sent', async () => {
  const fetch = answering(200, {});
  const { api } = transport(fetch);

  await expect(api.call(verifyEmail, { params: { id: '' }, query: { token: 't' } })).rejects.toThrow('needs the parameter id');
  expect(fetch).not.toHaveBeenCalled();
});
