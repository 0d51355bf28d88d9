import { defineEndpoint, signedIn, REQUEST_TIMEOUT_MS, transportMessages } from '@portal/shared-contracts';
import * as v from 'valibot';
import { PortalRequestError } from './request-error';
import { createUploader } from './uploader';

const uploadLoanFile = defineEndpoint({
  method: 'POST',
  path: '/loans/{id}/files',
  params: v.object({ id: v.number() }),
  response: v.object({ id: v.number(), name: v.string() }),
  access: signedIn(),
});

/** Just enough of XMLHttpRequest for the uploader, driven by the test. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
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
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body?: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function uploader(options: { onActivity?(): void; onUnauthorized?(): void } = {}) {
  return createUploader({ apiBase: 'https://api.lender.test/', XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest, ...options });
}

const policy = new File(['%PDF-1.7'], 'policy.pdf', { type: 'application/pdf' });

async function failure(call: Promise<unknown>): Promise<PortalRequestError> {
  const error = await call.then(
    () => {
      throw new Error('the upload succeeded');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PortalRequestError);
  return error as PortalRequestError;
}

test('the file goes as multipart/form-data to the endpoint\'s address, with cookies, the request timeout and the other fields', async () => {
  const onActivity = jest.fn();
  const sent = uploader({ onActivity })({ endpoint: uploadLoanFile, params: { id: 42 }, file: policy, fields: { documentType: 'insurance' } });
  const xhr = FakeXhr.last;

  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('https://api.lender.test/loans/42/files');
  expect(xhr.withCredentials).toBe(true);
  expect(xhr.timeout).toBe(REQUEST_TIMEOUT_MS);
  expect(xhr.headers).toEqual({ Accept: 'application/json' });
  expect(xhr.body?.get('documentType')).toBe('insurance');
  expect((xhr.body?.get('file') as File).name).toBe('policy.pdf');

  xhr.answer(201, { id: 7, name: 'policy.pdf' });
  await expect(sent).resolves.toEqual({ id: 7, name: 'policy.pdf' });
  expect(onActivity).toHaveBeenCalledTimes(1);
});

test('progress is reported as the fraction sent ("Progress percentage is fraction times 100")', async () => {
  const onProgress = jest.fn();
  const sent = uploader()({ endpoint: uploadLoanFile, params: { id: 1 }, file: policy }, { onProgress });
  const xhr = FakeXhr.last;

  xhr.progress(25, 100);
  xhr.progress(100, 100);
  xhr.answer(200, { id: 1, name: 'policy.pdf' });
  await sent;
  expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
});

test('"The request timed out." on timeout, and on abort (the borrower\'s Cancel), marked apart (spec 000 §8)', async () => {
  const timedOut = uploader()({ endpoint: uploadLoanFile, params: { id: 1 }, file: policy });
  FakeXhr.last.ontimeout?.();
  expect(await failure(timedOut)).toMatchObject({ message: transportMessages.timedOut, reason: 'timeout', status: 0 });

  const controller = new AbortController();
  const cancelled = uploader()({ endpoint: uploadLoanFile, params: { id: 1 }, file: policy }, { signal: controller.signal });
  controller.abort();
  expect(FakeXhr.last.aborted).toBe(true);
  expect(await failure(cancelled)).toMatchObject({ message: transportMessages.timedOut, reason: 'aborted' });
});

test('"There was an error while trying to complete your request." when no response comes (spec 000 §8)', async () => {
  const sent = uploader()({ endpoint: uploadLoanFile, params: { id: 1 }, file: policy });
  FakeXhr.last.onerror?.();
  expect(await failure(sent)).toMatchObject({ message: transportMessages.noResponse, reason: 'network', status: 0 });
});

test('"otherwise the server message" (spec 000 §8), with its field errors as lines; the generic text when there is none', async () => {
  const refused = uploader()({ endpoint: uploadLoanFile, params: { id: 1 }, file: policy });
  FakeXhr.last.answer(413, { message: 'The file is too big.', errors: { file: ['is too big'] } });
  expect(await failure(refused)).toMatchObject({ message: 'The file is too big.', reason: 'server', status: 413, lines: ['File: is too big'] });

  const broken = uploader()({ endpoint: uploadLoanFile, params: { id: 1 }, file: policy });
  FakeXhr.last.answer(502, '<html>Bad gateway</html>');
  expect(await failure(broken)).toMatchObject({ message: transportMessages.generic, status: 502 });
});

test('a 401 ends the session once, as the JSON transport does', async () => {
  const onUnauthorized = jest.fn();
  const send = uploader({ onUnauthorized });

  const first = send({ endpoint: uploadLoanFile, params: { id: 1 }, file: policy });
  FakeXhr.last.answer(401, { message: 'Unauthorized' });
  const second = send({ endpoint: uploadLoanFile, params: { id: 1 }, file: policy });
  FakeXhr.last.answer(401, { message: 'Unauthorized' });
  expect(await failure(first)).toMatchObject({ message: transportMessages.sessionEnded, reason: 'unauthorized' });
  expect(await failure(second)).toMatchObject({ reason: 'unauthorized' });
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
});

test('an answer the contract does not recognise is refused with the generic text', async () => {
  const sent = uploader()({ endpoint: uploadLoanFile, params: { id: 1 }, file: policy });
  FakeXhr.last.answer(200, { unexpected: true });
  expect(await failure(sent)).toMatchObject({ message: transportMessages.generic, reason: 'invalid-response' });
});
