import {
  defineEndpoint,
  publicAccess,
  REQUEST_TIMEOUT_MS,
  sessionEndpoints,
  signedIn,
  transportMessages,
  UserIdParams,
  type UploadEndpoint,
} from '@portal/shared-contracts';
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
  const api = createApiTransport({
    apiBase: API_BASE,
    fetch: send,
    XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest,
    onActivity,
    onUnauthorized,
    ...options,
  });
  return { api, onActivity, onUnauthorized };
}

/** Just enough of XMLHttpRequest for uploads, driven by the test: `FakeXhr.last` is the latest request. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  // What the network does:
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ lengthComputable, loaded, total } as ProgressEvent);
  }
  answer(status: number, body?: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
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

test('every call says it comes from the portal (X-Portal-Request: 1) and asks for JSON', async () => {
  const fetch = answering(200, signedInBundle());
  const { api } = transport(fetch);

  await api.call(sessionEndpoints.login, { body: { email: 'ann@example.test', password: 'secret123' } });
  await api.call(sessionEndpoints.currentUser, { params: { id: 42 } });
  for (const [, init] of fetch.mock.calls) expect(init?.headers).toMatchObject({ 'X-Portal-Request': '1', Accept: 'application/json' });
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

describe('upload', () => {
  const uploadLoanFiles = {
    method: 'POST',
    path: '/loans/{id}/files',
    params: v.object({ id: v.number() }),
    body: v.object({ documentType: v.string(), pages: v.number(), signed: v.boolean(), note: v.optional(v.string()) }),
    response: v.object({ id: v.number(), name: v.string() }),
    access: signedIn(),
    files: { policy: { kind: 'insurance' }, photos: { kind: 'photo', maxFiles: 5 } },
  } satisfies UploadEndpoint;

  const policy = new File(['%PDF-1.7'], 'policy.pdf', { type: 'application/pdf' });
  const front = new File(['front'], 'front.jpg', { type: 'image/jpeg' });
  const back = new File(['back'], 'back.jpg', { type: 'image/jpeg' });
  const body = { documentType: 'insurance', pages: 3, signed: true };
  const sending = { params: { id: 42 }, body, files: { policy, photos: [] } };

  test('multipart/form-data to the endpoint\'s address with cookies and the portal\'s headers: the body\'s fields first, then the files', async () => {
    const { api, onActivity } = transport(answering(200));

    const sent = api.upload(uploadLoanFiles, { params: { id: 42 }, body: { ...body, note: undefined }, files: { policy, photos: [front, back] } });
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: 'POST', url: 'https://api.lender.test/loans/42/files', withCredentials: true });
    expect(xhr.headers).toEqual({ Accept: 'application/json', 'X-Portal-Request': '1' });
    // Strings as they are, anything else as JSON; absent fields left out; several files repeat their field.
    const parts = [...xhr.body!.entries()].map(([name, value]) => [name, value instanceof File ? `file ${value.name}` : value]);
    expect(parts).toEqual([
      ['documentType', 'insurance'],
      ['pages', '3'],
      ['signed', 'true'],
      ['policy', 'file policy.pdf'],
      ['photos', 'file front.jpg'],
      ['photos', 'file back.jpg'],
    ]);

    xhr.answer(201, { id: 7, name: 'policy.pdf' });
    await expect(sent).resolves.toEqual({ id: 7, name: 'policy.pdf' });
    expect(onActivity).toHaveBeenCalledTimes(1);
  });

  test('progress is reported as the fraction sent ("Progress percentage is fraction times 100"), and only when known', async () => {
    const { api } = transport(answering(200));
    const onProgress = jest.fn();

    const sent = api.upload(uploadLoanFiles, sending, { onProgress });
    FakeXhr.last.progress(10, 0, false);
    FakeXhr.last.progress(25, 100);
    FakeXhr.last.progress(60, 100);
    FakeXhr.last.progress(100, 100);
    FakeXhr.last.answer(200, { id: 1, name: 'policy.pdf' });
    await sent;
    expect(onProgress.mock.calls).toEqual([[0.25], [0.6], [1]]);
  });

  test(`the borrower's Cancel (the signal) aborts the request: '${transportMessages.timedOut}', marked as aborted`, async () => {
    const { api, onActivity } = transport(answering(200));
    const cancel = new AbortController();

    const sent = api.upload(uploadLoanFiles, sending, { signal: cancel.signal });
    cancel.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    expect(await failure(sent)).toMatchObject({ message: transportMessages.timedOut, reason: 'aborted', status: 0 });
    expect(onActivity).not.toHaveBeenCalled();

    // Cancelled before it started: nothing is sent.
    const before = FakeXhr.last;
    expect(await failure(api.upload(uploadLoanFiles, sending, { signal: cancel.signal }))).toMatchObject({ reason: 'aborted' });
    expect(FakeXhr.last).toBe(before);
  });

  test(`an upload times out after 360000 ms like every call, with '${transportMessages.timedOut}'`, async () => {
    jest.useFakeTimers();
    const { api } = transport(answering(200));

    const outcome = failure(api.upload(uploadLoanFiles, sending));
    let settled = false;
    void outcome.finally(() => (settled = true));
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    expect(FakeXhr.last.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeXhr.last.aborted).toBe(true);
    expect(await outcome).toMatchObject({ message: transportMessages.timedOut, reason: 'timeout', status: 0 });
  });

  test(`'${transportMessages.noResponse}' when no response comes`, async () => {
    const { api } = transport(answering(200));

    const sent = api.upload(uploadLoanFiles, sending);
    FakeXhr.last.onerror?.();
    expect(await failure(sent)).toMatchObject({ message: transportMessages.noResponse, reason: 'network', status: 0 });
  });

  test('the server\'s refusal reads as for a call: its message with its field lines; the generic text without one', async () => {
    const { api } = transport(answering(200));

    const tooBig = api.upload(uploadLoanFiles, sending);
    const refusal = { message: 'The file "policy.pdf" is too big, please select a file up to 25MB.', errors: { policy: ['is too big'] } };
    FakeXhr.last.answer(413, refusal);
    expect(await failure(tooBig)).toMatchObject({ message: refusal.message, reason: 'server', status: 413, lines: ['Policy: is too big'], body: refusal });

    const broken = api.upload(uploadLoanFiles, sending);
    FakeXhr.last.answer(502, '<html>Bad gateway</html>');
    expect(await failure(broken)).toMatchObject({ message: transportMessages.generic, reason: 'server', status: 502, lines: [] });
  });

  test(`an answer the contract does not recognise reads '${transportMessages.generic}'`, async () => {
    const { api, onActivity } = transport(answering(200));

    const sent = api.upload(uploadLoanFiles, sending);
    FakeXhr.last.answer(200, { unexpected: true });
    expect(await failure(sent)).toMatchObject({ message: transportMessages.generic, reason: 'invalid-response', status: 200 });
    expect(onActivity).not.toHaveBeenCalled();
  });

  test('a 401 ends the session once, however many calls and uploads were refused; a success in between counts it anew', async () => {
    const fetch = answering(401, { message: 'Unauthenticated.' });
    const { api, onUnauthorized } = transport(fetch);

    const uploading = api.upload(uploadLoanFiles, sending);
    const xhr = FakeXhr.last;
    const calling = failure(api.call(sessionEndpoints.logout, {}));
    const second = api.upload(uploadLoanFiles, sending);
    xhr.answer(401, { message: 'Unauthenticated.' });
    FakeXhr.last.answer(401, { message: 'Unauthenticated.' });
    const errors = [await failure(uploading), await calling, await failure(second)];
    for (const error of errors) expect(error).toMatchObject({ message: transportMessages.sessionEnded, reason: 'unauthorized', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    // Signed in again (an upload succeeds): the next 401, from a call, ends the session again.
    const again = api.upload(uploadLoanFiles, sending);
    FakeXhr.last.answer(201, { id: 8, name: 'policy.pdf' });
    await again;
    await failure(api.call(sessionEndpoints.logout, {}));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  test('a missing path parameter throws as a mistake, before anything is sent', async () => {
    const { api } = transport(answering(200));
    const before = FakeXhr.last;

    await expect(api.upload(uploadLoanFiles, { ...sending, params: { id: '' as unknown as number } })).rejects.toThrow('needs the parameter id');
    expect(FakeXhr.last).toBe(before);
  });
});
