import { testEnvironment } from '../test-support/environment';
import { bootDataOf, EnvironmentUnavailable, loadEnvironment, remoteLoadTimeout, sessionTiming } from './loadEnvironment';

const valid = testEnvironment();
const answering = (status: number, body: unknown) => (async () => ({ ok: status < 400, status, json: async () => body })) as unknown as typeof fetch;

test('the environment file is read and checked against the contract', async () => {
  await expect(loadEnvironment(answering(200, valid))).resolves.toMatchObject({ name: 'local' });
  await expect(loadEnvironment(answering(200, { ...valid, remotes: {} }))).rejects.toThrow('The portal configuration is invalid.');
  await expect(loadEnvironment(answering(503, {}))).rejects.toThrow(EnvironmentUnavailable);
  const offline = (async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  await expect(loadEnvironment(offline)).rejects.toThrow('The portal could not reach its configuration.');
});

test('only a lower environment may shorten the session clock', () => {
  const defaults = { maxMs: 900_000, warningMs: 30_000 };
  const testing = { sessionMaxMs: 10_000, sessionWarningMs: 5_000 };
  expect(sessionTiming({ ...valid, testing }, defaults)).toEqual({ maxMs: 10_000, warningMs: 5_000 });
  expect(sessionTiming({ ...valid, lower: false, testing }, defaults)).toEqual(defaults);
});

test("only a lower environment may shorten a remote's load timeout", () => {
  expect(remoteLoadTimeout(valid, 10_000)).toBe(10_000);
  expect(remoteLoadTimeout({ ...valid, testing: { remoteLoadTimeoutMs: 3000 } }, 10_000)).toBe(3000);
  expect(remoteLoadTimeout({ ...valid, lower: false, testing: { remoteLoadTimeoutMs: 3000 } }, 10_000)).toBe(10_000);
});

describe('the boot data the host server writes into the shell', () => {
  const shellWith = (text: string | null) => ({ getElementById: (id: string) => (id === 'portal-boot-data' && text !== null ? ({ textContent: text } as HTMLElement) : null) });
  const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ path: './app' }] };

  test('a valid environment is taken from it, with the manifests it carries', () => {
    const data = bootDataOf(shellWith(JSON.stringify({ environment: valid, manifests: { 'http://127.0.0.1:8083/1.0.0/mf-manifest.json': manifest } })));
    expect(data).toEqual({ environment: expect.objectContaining({ name: 'local' }), manifests: { 'http://127.0.0.1:8083/1.0.0/mf-manifest.json': manifest } });
  });

  test('none, unreadable, or an environment the contract refuses: the environment is fetched as without it', () => {
    expect(bootDataOf(shellWith(null))).toBeUndefined();
    expect(bootDataOf(shellWith('{"environment": '))).toBeUndefined();
    expect(bootDataOf(shellWith(JSON.stringify({ environment: { ...valid, remotes: {} }, manifests: {} })))).toBeUndefined();
  });
});
