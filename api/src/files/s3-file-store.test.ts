import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { s3FileStore } from './s3-file-store';

/*
 * The bucket store against a stand-in of the S3 protocol on 127.0.0.1 (path-style addressing, as MinIO and most
 * S3-compatible services take it): objects, and the multipart upload that streams files above 5 MB in parts.
 */

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

const MB = 1024 * 1024;
const objects = new Map<string, Buffer>();
const uploads = new Map<string, Map<number, Buffer>>();
const seen: Seen[] = [];
let server: Server;
let endpoint: string;

function answerS3(request: IncomingMessage, body: Buffer): { status: number; body?: string | Buffer; headers?: Record<string, string> } {
  const url = new URL(request.url ?? '/', 'http://s3.test');
  const key = decodeURIComponent(url.pathname.slice(1));
  const uploadId = url.searchParams.get('uploadId');
  const xml = { 'content-type': 'application/xml' };
  if (request.method === 'POST' && url.searchParams.has('uploads')) {
    const id = `upload-${uploads.size + 1}`;
    uploads.set(id, new Map());
    return { status: 200, headers: xml, body: `<InitiateMultipartUploadResult><Bucket>portal-files</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>` };
  }
  if (request.method === 'PUT' && uploadId) {
    uploads.get(uploadId)?.set(Number(url.searchParams.get('partNumber')), body);
    return { status: 200, headers: { etag: `"part-${url.searchParams.get('partNumber')}"` } };
  }
  if (request.method === 'POST' && uploadId) {
    const parts = uploads.get(uploadId)!;
    objects.set(key, Buffer.concat([...parts.keys()].sort((a, b) => a - b).map((number) => parts.get(number)!)));
    uploads.delete(uploadId);
    return { status: 200, headers: xml, body: `<CompleteMultipartUploadResult><Bucket>portal-files</Bucket><Key>${key}</Key><ETag>"whole"</ETag></CompleteMultipartUploadResult>` };
  }
  if (request.method === 'DELETE' && uploadId) {
    uploads.delete(uploadId);
    return { status: 204 };
  }
  if (request.method === 'PUT') {
    objects.set(key, body);
    return { status: 200, headers: { etag: '"object"' } };
  }
  if (request.method === 'GET') {
    const object = objects.get(key);
    return object ? { status: 200, body: object, headers: { 'content-length': String(object.length) } } : { status: 404, headers: xml, body: '<Error><Code>NoSuchKey</Code></Error>' };
  }
  if (request.method === 'DELETE') {
    objects.delete(key);
    return { status: 204 };
  }
  return { status: 400 };
}

beforeAll(async () => {
  // The SDK's usual credential source; the stand-in does not check signatures.
  process.env.AWS_ACCESS_KEY_ID = 'portal-test';
  process.env.AWS_SECRET_ACCESS_KEY = 'portal-test-secret';
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
      const answer = answerS3(request, Buffer.concat(chunks));
      response.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  delete process.env.AWS_ACCESS_KEY_ID;
  delete process.env.AWS_SECRET_ACCESS_KEY;
});
beforeEach(() => {
  seen.length = 0;
});

const store = () => s3FileStore({ bucket: 'portal-files', region: 'us-east-1', endpoint, forcePathStyle: true, prefix: 'staging/' });

test('a file goes to the bucket under the prefix, encrypted at rest, and comes back byte for byte', async () => {
  const files = store();
  const key = files.newKey();
  await files.put(key, Readable.from([Buffer.from('Purchase contract, '), Buffer.from('signed.')]));

  expect(objects.get(`portal-files/staging/${key}`)?.toString()).toBe('Purchase contract, signed.');
  expect(seen.find((request) => request.method === 'PUT')?.headers['x-amz-server-side-encryption']).toBe('AES256');
  expect(await text(files.read(key))).toBe('Purchase contract, signed.');
});

test('a file above 5 MB streams in parts, never whole in one request', async () => {
  const files = store();
  const key = files.newKey();
  const bytes = Buffer.alloc(12 * MB, 7);
  await files.put(key, Readable.from([bytes.subarray(0, 4 * MB), bytes.subarray(4 * MB, 9 * MB), bytes.subarray(9 * MB)]));

  const parts = seen.filter((request) => request.method === 'PUT' && request.url.includes('partNumber='));
  expect(parts.length).toBe(3);
  expect(objects.get(`portal-files/staging/${key}`)?.equals(bytes)).toBe(true);
});

test('a stream that fails part-way (a file past its limit) leaves nothing in the bucket', async () => {
  const files = store();
  const key = files.newKey();
  const failing = Readable.from(
    (async function* () {
      yield Buffer.alloc(6 * MB, 1);
      throw new Error('The file "survey.pdf" is too big, please select a file up to 25MB.');
    })(),
  );
  await expect(files.put(key, failing)).rejects.toThrow('too big');
  expect(objects.has(`portal-files/staging/${key}`)).toBe(false);
  expect(uploads.size).toBe(0);
});

test('removing deletes the object; a key the store did not make is refused before any request', async () => {
  const files = store();
  const key = files.newKey();
  await files.put(key, Readable.from([Buffer.from('x')]));
  await files.remove(key);
  expect(objects.has(`portal-files/staging/${key}`)).toBe(false);

  seen.length = 0;
  expect(() => files.read('../other-environment/secrets')).toThrow('Not a key of this store');
  await expect(files.remove('staging/../../x')).rejects.toThrow('Not a key of this store');
  expect(seen).toEqual([]);
});
