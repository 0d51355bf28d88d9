import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { startRemoteServer } from './remoteServer';

// @fastify/static comes from Node's own loader, as in hostServer.test.ts (it requires an ES module).
jest.mock('@fastify/static', () => requireOutsideTheSandbox('@fastify/static'));

function requireOutsideTheSandbox(id: string): unknown {
  const nodeProcess = runInThisContext('process') as NodeJS.Process;
  return nodeProcess.getBuiltinModule('node:module').createRequire(__filename)(id);
}

let folder: string;
let server: FastifyInstance;
let base: string;
const HOST = 'https://portal.lender.example';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'remote-server-'));
  const release = join(folder, 'remote-loans', '1.4.0');
  await mkdir(release, { recursive: true });
  await writeFile(join(release, 'mf-manifest.json'), '{"metaData":{}}');
  await writeFile(join(release, 'release.json'), '{"version":"1.4.0"}');
  await writeFile(join(release, 'remoteEntry.js'), 'var portal_loans;');
  await writeFile(join(release, 'my-deals.0123abcd.js'), 'export {};');
  await writeFile(join(release, 'my-deals.0123abcd.js.gz'), gzipSync('export {};'));
  await writeFile(join(release, 'my-deals.0123abcd.js.br'), brotliCompressSync('export {};'));
  await writeFile(join(release, 'my-deals.4567cdef.css'), '.x{}');
  await mkdir(join(folder, 'remote-loans', '.staging'));
  await writeFile(join(folder, 'remote-loans', '.staging', 'remoteEntry.js'), 'half built');
  server = await startRemoteServer({ artifactsDir: folder, remotePackage: 'remote-loans', hostOrigins: [HOST], port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

test('hashed files are immutable for a year; the manifest, the entry and the release record are revalidated', async () => {
  expect((await get('/1.4.0/my-deals.0123abcd.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await get('/1.4.0/my-deals.4567cdef.css')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  for (const file of ['mf-manifest.json', 'remoteEntry.js', 'release.json']) expect((await get(`/1.4.0/${file}`)).headers.get('cache-control')).toBe('no-cache');
  expect((await get('/1.4.0/missing.89abcdef.js')).headers.get('cache-control')).toBe('no-cache');
});

test('content types by kind, never sniffed; the pre-compressed copy the client takes: Brotli first, else gzip', async () => {
  const script = await get('/1.4.0/remoteEntry.js');
  expect(script.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
  expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  expect((await get('/1.4.0/mf-manifest.json')).headers.get('content-type')).toMatch(/^application\/json/);
  expect((await get('/1.4.0/my-deals.4567cdef.css')).headers.get('content-type')).toMatch(/^text\/css/);
  for (const [accepted, sent] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
    const answer = await get('/1.4.0/my-deals.0123abcd.js', { 'accept-encoding': accepted });
    expect(answer.headers.get('content-encoding')).toBe(sent);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toBe('export {};');
  }
});

test("CORS for the environment's host origins, and for no other", async () => {
  expect((await get('/1.4.0/remoteEntry.js', { origin: HOST })).headers.get('access-control-allow-origin')).toBe(HOST);
  expect((await get('/1.4.0/remoteEntry.js', { origin: 'https://evil.example' })).headers.get('access-control-allow-origin')).toBeNull();
  expect((await get('/1.4.0/remoteEntry.js')).headers.get('vary')).toContain('Origin');
});

test('nothing under a dot folder (a release being built) is served', async () => {
  expect((await get('/.staging/remoteEntry.js')).status).toBe(404);
});
