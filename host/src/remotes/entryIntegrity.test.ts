import { createHash, webcrypto } from 'node:crypto';
import { checkEntryIntegrity, type Digest } from './entryIntegrity';

const entryUrl = 'http://127.0.0.1:8083/1.0.0/remoteEntry.js';
const source = 'var portal_loans = {};';
const bytes = new TextEncoder().encode(source);
const pinned = `sha384-${createHash('sha384').update(source).digest('base64')}`;
const serving = (status: number, body: Uint8Array = bytes) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, arrayBuffer: async () => body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) });
// Node's Web Crypto, as a browser's `crypto.subtle` computes it.
const digest: Digest = (algorithm, data) => webcrypto.subtle.digest(algorithm, data);

test('the entry served now is hashed as the browser does (SHA-384, base64) and compared with the pin', async () => {
  const fetchImpl = serving(200);
  await expect(checkEntryIntegrity(entryUrl, pinned, { fetchImpl, digest })).resolves.toEqual({ kind: 'matches' });
  // Fetched afresh, never from the cache, without cookies, as the script itself was.
  expect(fetchImpl).toHaveBeenCalledWith(entryUrl, { cache: 'no-store', mode: 'cors', credentials: 'omit' });
});

test('other bytes than the release recorded: the hash they have is named', async () => {
  const tampered = new TextEncoder().encode(`${source} steal();`);
  const served = `sha384-${createHash('sha384').update(tampered).digest('base64')}`;
  await expect(checkEntryIntegrity(entryUrl, pinned, { fetchImpl: serving(200, tampered), digest })).resolves.toEqual({ kind: 'differs', served });
});

test("the pin's algorithm is the one used", async () => {
  const fakeDigest = jest.fn(async () => new Uint8Array([1, 2, 3]).buffer);
  await expect(checkEntryIntegrity(entryUrl, 'sha256-AQID', { fetchImpl: serving(200), digest: fakeDigest })).resolves.toEqual({ kind: 'matches' });
  expect(fakeDigest).toHaveBeenCalledWith('SHA-256', expect.anything());
});

test('when the entry cannot be fetched or hashed, nothing is concluded', async () => {
  await expect(checkEntryIntegrity(entryUrl, pinned, { fetchImpl: serving(404), digest })).resolves.toEqual({ kind: 'unknown', reason: `${entryUrl} answered HTTP 404` });
  const offline = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(checkEntryIntegrity(entryUrl, pinned, { fetchImpl: offline, digest })).resolves.toMatchObject({ kind: 'unknown' });
  // Outside a secure context a browser has no crypto.subtle; neither has jsdom.
  expect(globalThis.crypto.subtle).toBeUndefined();
  const fetchImpl = serving(200);
  await expect(checkEntryIntegrity(entryUrl, pinned, { fetchImpl, digest: undefined })).resolves.toMatchObject({ kind: 'unknown' });
  expect(fetchImpl).not.toHaveBeenCalled();
});
