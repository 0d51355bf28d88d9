import type { EnvironmentFile } from '@portal/shared-contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { VersionOverrides } from '../environment/overrides';
import { pinAt, TEST_REMOTE_ORIGIN, testEnvironment } from '../test-support/environment';
import type { Digest } from './entryIntegrity';
import { createRemoteLoader, REMOTE_LOAD_TIMEOUT_MS } from './remoteLoader';
import { createRemoteStatusStore } from './remoteStatus';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
const registerPlugins = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: (...args: unknown[]) => registerPlugins(...args),
}));

const env = testEnvironment({ remotes: { teams: pinAt('1.0.0', 'http://127.0.0.1:9999') } });
const manifest = (contractVersion: string) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, portal: { version: '1.0.0', contractVersion } },
  exposes: [{ path: './app' }],
});
const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined, info: { name: 'loans', version: '1.0.0', contractVersion: '1.2.0', area: 'Loans' } };
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

interface LoaderOptions {
  environment?: EnvironmentFile;
  overrides?: VersionOverrides;
  digest?: Digest;
  loadTimeoutMs?: number;
  knownManifests?: Record<string, unknown>;
}

function loaderWith(fetchImpl: jest.Mock, { environment = env, overrides = {}, digest, loadTimeoutMs, knownManifests }: LoaderOptions = {}) {
  const status = createRemoteStatusStore(environment.remotes, overrides);
  const loader = createRemoteLoader({ env: environment, overrides, status, hostContract: '1.4.0', fetchImpl: fetchImpl as unknown as typeof fetch, digest, loadTimeoutMs, knownManifests });
  return { loader, status };
}

beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockReset();
  registerPlugins.mockReset();
  // The manifest's retry waits pass at once; the load timeout fires only where a test makes it short.
  jest.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void, ms = 0) => {
    if (ms < REMOTE_LOAD_TIMEOUT_MS) callback();
    return 0;
  }) as unknown as typeof setTimeout);
});
afterEach(() => jest.restoreAllMocks());

test('a compatible remote loads and its versions are recorded for the status page', async () => {
  loadRemote.mockResolvedValue(lifecycles);
  const { loader, status } = loaderWith(jest.fn().mockResolvedValue(answer(200, manifest('1.2.0'))));
  await expect(loader.loadApp('loans')).resolves.toEqual(lifecycles);
  expect(loadRemote).toHaveBeenCalledWith('portal_loans/app');
  expect(status.getState().loans).toMatchObject({ state: 'loaded', loadedVersion: '1.0.0', contractVersion: '1.2.0', attempts: 1 });
});

test('the federation runtime is given the entry the manifest names, once the manifest has been checked, and only once', async () => {
  loadRemote.mockResolvedValue(lifecycles);
  const { loader } = loaderWith(jest.fn().mockResolvedValue(answer(200, manifest('1.2.0'))));
  expect(registerRemotes).not.toHaveBeenCalled();
  await loader.loadApp('loans');
  await loader.loadApp('loans');
  expect(registerRemotes.mock.calls).toEqual([[[{ name: 'portal_loans', entry: `${TEST_REMOTE_ORIGIN}/1.0.0/remoteEntry.js` }], { force: false }]]);
});

test('"the host refuses to mount a remote built against another major version" — before running any of its code', async () => {
  const { loader, status } = loaderWith(jest.fn().mockResolvedValue(answer(200, manifest('2.0.0'))));
  await expect(loader.loadApp('loans')).rejects.toMatchObject({ kind: 'contract' });
  expect(loadRemote).not.toHaveBeenCalled();
  expect(status.getState().loans.failure?.detail).toBe('loans was built against contract 2.0.0; this portal speaks 1.4.0');
});

test('remote code only from allowed origins', async () => {
  const fetchImpl = jest.fn();
  const { loader } = loaderWith(fetchImpl);
  await expect(loader.loadApp('teams')).rejects.toMatchObject({ kind: 'origin' });
  expect(fetchImpl).not.toHaveBeenCalled();
});

test('the manifest is retried a bounded number of times, then the failure says whether the server answered', async () => {
  const unreachable = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(loaderWith(unreachable).loader.loadApp('loans')).rejects.toMatchObject({ kind: 'network' });
  expect(unreachable).toHaveBeenCalledTimes(3);

  const missing = jest.fn().mockResolvedValue(answer(404, {}));
  await expect(loaderWith(missing).loader.loadApp('loans')).rejects.toMatchObject({ kind: 'http' });
  expect(missing).toHaveBeenCalledTimes(1);

  const notAManifest = jest.fn().mockResolvedValue(answer(200, { hello: 'world' }));
  await expect(loaderWith(notAManifest).loader.loadApp('loans')).rejects.toMatchObject({ kind: 'invalid-manifest' });
});

test('a remote whose load never finishes fails as a timeout, so the fallback shows in seconds; Try again loads it anew', async () => {
  loadRemote.mockReturnValueOnce(new Promise(() => undefined)).mockResolvedValueOnce(lifecycles);
  const { loader, status } = loaderWith(jest.fn().mockResolvedValue(answer(200, manifest('1.0.0'))), { loadTimeoutMs: 8000 });
  await expect(loader.loadApp('loans')).rejects.toMatchObject({ kind: 'timeout' });
  expect(status.getState().loans).toMatchObject({ state: 'failed', failure: { kind: 'timeout', detail: 'loans did not finish loading within 8 s' } });

  // Healthy again, and its load no longer outlasts the timeout. The entry's script that never answered leaves the page:
  // the federation runtime would join it rather than ask again.
  jest.mocked(setTimeout).mockImplementation((() => 0) as unknown as typeof setTimeout);
  const hung = Object.assign(document.createElement('script'), { src: new URL('remoteEntry.js', env.remotes.loans.manifestUrl).href });
  const other = Object.assign(document.createElement('script'), { src: 'http://127.0.0.1:8084/1.0.0/remoteEntry.js' });
  document.head.append(hung, other);
  const plugin = (registerPlugins.mock.calls[0]![0] as ModuleFederationRuntimePlugin[])[0]!;
  expect(plugin.createScript?.({ url: hung.src } as never)).toBeUndefined();
  loader.forget('loans');
  expect(hung.isConnected).toBe(false);
  expect(other.isConnected).toBe(true);
  // Nor may the browser join the request that never answered: the next script has an address of its own.
  expect((plugin.createScript?.({ url: hung.src } as never) as HTMLScriptElement).src).toBe(`${hung.src}?retry=1`);
  await expect(loader.loadApp('loans')).resolves.toEqual(lifecycles);
  expect(status.getState().loans.state).toBe('loaded');
});

test("the shell's prefetch and single-spa asking for a remote at once share one load", async () => {
  loadRemote.mockResolvedValue(lifecycles);
  const { loader, status } = loaderWith(jest.fn().mockResolvedValue(answer(200, manifest('1.0.0'))));
  const [first, second] = await Promise.all([loader.loadApp('loans'), loader.loadApp('loans')]);
  expect(second).toBe(first);
  expect(loadRemote).toHaveBeenCalledTimes(1);
  expect(status.getState().loans.attempts).toBe(1);
});

test('a module without single-spa lifecycles is refused', async () => {
  loadRemote.mockResolvedValue({ default: () => null });
  const { loader } = loaderWith(jest.fn().mockResolvedValue(answer(200, manifest('1.0.0'))));
  await expect(loader.loadApp('loans')).rejects.toMatchObject({ kind: 'invalid-module' });
});

test('a stale chunk after a new release is recovered by loading the remote again once', async () => {
  const chunkError = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
  loadRemote.mockRejectedValueOnce(chunkError).mockResolvedValueOnce(lifecycles);
  const { loader, status } = loaderWith(jest.fn().mockResolvedValue(answer(200, manifest('1.0.0'))));
  await expect(loader.loadApp('loans')).resolves.toEqual(lifecycles);
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'portal_loans', entry: `${TEST_REMOTE_ORIGIN}/1.0.0/remoteEntry.js` }], { force: true });
  expect(status.getState().loans.state).toBe('loaded');
});

describe('parcels: an exposed module other than ./app, for PortalContext.loadParcel', () => {
  const withParcel = (contractVersion: string) => ({ ...manifest(contractVersion), exposes: [{ path: './app' }, { path: './entity-form' }] });
  const parcel = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined, update: async () => undefined };

  test('a parcel loads through the federation runtime after the same checks as the app, once per page', async () => {
    loadRemote.mockResolvedValue(parcel);
    const fetchImpl = jest.fn().mockResolvedValue(answer(200, withParcel('1.2.0')));
    const { loader, status } = loaderWith(fetchImpl);
    await expect(loader.loadParcel('deals', './entity-form')).resolves.toBe(parcel);
    await expect(loader.loadParcel('deals', './entity-form')).resolves.toBe(parcel);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('portal_deals/entity-form');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    // The status page describes the remotes' apps: loading a parcel does not pretend the app was opened.
    expect(status.getState().deals.state).toBe('not-loaded');
  });

  test('the manifest must list the exposed module, before any of the remote\'s code runs', async () => {
    const { loader } = loaderWith(jest.fn().mockResolvedValue(answer(200, manifest('1.2.0'))));
    await expect(loader.loadParcel('deals', './entity-form')).rejects.toMatchObject({ kind: 'invalid-module', message: 'deals exposes no ./entity-form' });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  test('"the host refuses ... a remote built against another major version": its parcels too', async () => {
    const { loader } = loaderWith(jest.fn().mockResolvedValue(answer(200, withParcel('2.0.0'))));
    await expect(loader.loadParcel('deals', './entity-form')).rejects.toMatchObject({ kind: 'contract' });
    expect(loadRemote).not.toHaveBeenCalled();

    loadRemote.mockResolvedValue({ ...parcel, info: { name: 'deals', version: '1.0.0', contractVersion: '2.1.0' } });
    const { loader: recorded } = loaderWith(jest.fn().mockResolvedValue(answer(200, withParcel('1.2.0'))));
    await expect(recorded.loadParcel('deals', './entity-form')).rejects.toMatchObject({ kind: 'contract' });
  });

  test('parcel code only from allowed origins', async () => {
    const fetchImpl = jest.fn();
    await expect(loaderWith(fetchImpl).loader.loadParcel('teams', './team-members')).rejects.toMatchObject({ kind: 'origin' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  test('a module without parcel lifecycles, the app itself, or a malformed name is refused', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(answer(200, withParcel('1.2.0')));
    loadRemote.mockResolvedValue({ default: () => null });
    await expect(loaderWith(fetchImpl).loader.loadParcel('deals', './entity-form')).rejects.toMatchObject({ kind: 'invalid-module' });
    await expect(loaderWith(fetchImpl).loader.loadParcel('deals', './app')).rejects.toMatchObject({ kind: 'invalid-module' });
    await expect(loaderWith(fetchImpl).loader.loadParcel('deals', '../entity-form')).rejects.toMatchObject({ kind: 'invalid-module' });
  });

  test('a failed load is classified and not kept: Try again loads the parcel anew', async () => {
    const fetchImpl = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchImpl.mockResolvedValue(answer(200, withParcel('1.2.0')));
    loadRemote.mockResolvedValue(parcel);
    const { loader } = loaderWith(fetchImpl);
    await expect(loader.loadParcel('deals', './entity-form')).rejects.toMatchObject({ kind: 'network' });
    await expect(loader.loadParcel('deals', './entity-form')).resolves.toBe(parcel);

    loadRemote.mockRejectedValueOnce(new Error('RUNTIME-014 The remote does not expose the requested module.'));
    await expect(loaderWith(fetchImpl).loader.loadParcel('deals', './entity-form')).rejects.toMatchObject({ kind: 'invalid-module' });
  });

  test('a stale chunk after a new release is recovered by loading the remote again once, as for the app', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    loadRemote.mockRejectedValueOnce(chunkError).mockResolvedValueOnce(parcel);
    const fetchImpl = jest.fn().mockResolvedValue(answer(200, withParcel('1.2.0')));
    const { loader } = loaderWith(fetchImpl);
    await expect(loader.loadParcel('deals', './entity-form')).resolves.toBe(parcel);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'portal_deals', entry: `${TEST_REMOTE_ORIGIN}/1.0.0/remoteEntry.js` }], { force: true });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('integrity: the entry must be the one the environment pins', () => {
  // A SHA-384 digest is 48 bytes; the fake digest answers the release's bytes or other ones.
  const releaseDigest = new Uint8Array(48).fill(7);
  const integrity = `sha384-${Buffer.from(releaseDigest).toString('base64')}`;
  const pinned = testEnvironment({ remotes: { loans: { ...pinAt('1.0.0'), integrity } } });
  const entryUrl = `${TEST_REMOTE_ORIGIN}/1.0.0/remoteEntry.js`;
  const scriptRefused = () => new Error(`[ Federation Runtime ]: RUNTIME-008 Failed to load script resources. #RUNTIME-008 args: {"resourceUrl":"${entryUrl}"}`);
  const digestOf = (bytes: Uint8Array): Digest => jest.fn(async () => bytes.buffer as ArrayBuffer);
  const entryBytes = async () => ({ ok: true, status: 200, arrayBuffer: async () => new ArrayBuffer(8) });
  /** The manifest at its address, and the entry's bytes (whatever they are: the digest is faked). */
  const serving = (body: unknown = manifest('1.2.0'), entry: () => Promise<unknown> = entryBytes) =>
    jest.fn(async (url: string) => (url.endsWith('mf-manifest.json') ? answer(200, body) : entry()));
  const runtimePlugin = () => registerPlugins.mock.lastCall?.[0][0] as ModuleFederationRuntimePlugin;

  test("the entry's script carries the pin's integrity, and the status page learns that the browser checked it", async () => {
    const { loader, status } = loaderWith(serving(), { environment: pinned });
    loadRemote.mockImplementation(async () => {
      const script = runtimePlugin().createScript?.({ url: entryUrl }) as HTMLScriptElement;
      expect(script).toMatchObject({ src: entryUrl, integrity, crossOrigin: 'anonymous' });
      return lifecycles;
    });
    await loader.loadApp('loans');
    expect(status.getState().loans).toMatchObject({ state: 'loaded', entryChecked: true });
  });

  test('a refused entry whose bytes differ from the pin is an integrity failure: never retried, never taken for a stale chunk', async () => {
    loadRemote.mockRejectedValue(scriptRefused());
    const fetchImpl = serving();
    const { loader, status } = loaderWith(fetchImpl, { environment: pinned, digest: digestOf(new Uint8Array(48).fill(9)) });
    await expect(loader.loadApp('loans')).rejects.toMatchObject({ kind: 'integrity' });
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(registerRemotes).not.toHaveBeenCalledWith(expect.anything(), { force: true });
    expect(fetchImpl).toHaveBeenLastCalledWith(entryUrl, { cache: 'no-store', mode: 'cors', credentials: 'omit' });
    expect(status.getState().loans.failure).toEqual({ kind: 'integrity', detail: `${entryUrl} hashes to sha384-${Buffer.from(new Uint8Array(48).fill(9)).toString('base64')}; this environment pins ${integrity}` });
  });

  test("an entry that matches the pin failed for another reason: it keeps its kind and the stale-chunk recovery", async () => {
    loadRemote.mockRejectedValueOnce(scriptRefused()).mockResolvedValueOnce(lifecycles);
    const { loader } = loaderWith(serving(), { environment: pinned, digest: digestOf(releaseDigest) });
    await expect(loader.loadApp('loans')).resolves.toEqual(lifecycles);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  test('when the entry cannot be fetched again, nothing is concluded: the failure keeps its kind', async () => {
    loadRemote.mockRejectedValue(scriptRefused());
    const fetchImpl = serving(undefined, () => Promise.reject(new TypeError('Failed to fetch')));
    const { loader } = loaderWith(fetchImpl, { environment: pinned, digest: digestOf(releaseDigest) });
    await expect(loader.loadApp('loans')).rejects.toMatchObject({ kind: 'chunk-load', message: expect.stringContaining('integrity not confirmed') });
  });

  test("a parcel's entry is held to the same pin", async () => {
    loadRemote.mockRejectedValue(scriptRefused());
    const { loader } = loaderWith(serving({ ...manifest('1.2.0'), exposes: [{ path: './app' }, { path: './bell' }] }), { environment: pinned, digest: digestOf(new Uint8Array(48)) });
    await expect(loader.loadParcel('loans', './bell')).rejects.toMatchObject({ kind: 'integrity' });
  });

  test("an overridden version loads from the pinned origin at the tester's version, without the pin's integrity", async () => {
    const fetchImpl = serving();
    const digest = digestOf(new Uint8Array(48));
    const { loader, status } = loaderWith(fetchImpl, { environment: pinned, overrides: { loans: '1.2.0' }, digest });
    const overriddenEntry = `${TEST_REMOTE_ORIGIN}/1.2.0/remoteEntry.js`;

    loadRemote.mockImplementationOnce(async () => {
      expect(runtimePlugin().createScript?.({ url: overriddenEntry })).toBeUndefined();
      return lifecycles;
    });
    await loader.loadApp('loans');
    expect(fetchImpl).toHaveBeenCalledWith(`${TEST_REMOTE_ORIGIN}/1.2.0/mf-manifest.json`, expect.anything());
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'portal_loans', entry: overriddenEntry }], { force: false });
    expect(status.getState().loans).toMatchObject({ override: '1.2.0', entryChecked: false, inUse: { version: '1.2.0' } });

    // A refused script of an overridden version is no integrity question: there is no hash to compare with.
    loadRemote.mockRejectedValue(scriptRefused());
    await expect(loaderWith(fetchImpl, { environment: pinned, overrides: { loans: '1.2.0' }, digest }).loader.loadApp('loans')).rejects.toMatchObject({ kind: 'chunk-load' });
    expect(digest).not.toHaveBeenCalled();
  });
});

describe("a page's own files, and an exposed module's, fetched beside its remote's entry", () => {
  const newDealScript = { name: 'new-deal.62e62ff0.js', integrity: 'sha256-xI1g6RT2fq5LjXowGGQZS9fKmCZfAjJmRka6+68pQ6I=' };
  const sharedScript = { name: '34.d88e1e06.js', integrity: 'sha256-wq7+Ga3tAS7DgfDABIK50IeRk5fiIGCZPe+qG/7In+E=' };
  const listing = (pages: unknown, exposed?: unknown) => ({
    ...manifest('1.2.0'),
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, portal: { version: '1.0.0', contractVersion: '1.2.0', pages, exposed } },
  });
  const carried = (pages: unknown) => ({ [`${TEST_REMOTE_ORIGIN}/1.0.0/mf-manifest.json`]: listing(pages) });
  const hints = (rel = 'preload') =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)).map((link) => ({
      href: link.href,
      as: link.getAttribute('as'),
      crossOrigin: link.crossOrigin,
      integrity: link.getAttribute('integrity'),
    }));
  const prefetchHints = () => hints('prefetch');
  afterEach(() => document.head.replaceChildren());

  test('the files its manifest lists under the route, hinted as the remote loads them (with CORS, scripts under their integrity), each once', () => {
    const { loader } = loaderWith(jest.fn(), { knownManifests: carried({ NewDeal: { js: [sharedScript, newDealScript], css: ['new-deal.2c941964.css'] } }) });
    loader.preloadPageFiles('deals', 'NewDeal');
    loader.preloadPageFiles('deals', 'NewDeal');
    expect(hints()).toEqual([
      { href: `${TEST_REMOTE_ORIGIN}/1.0.0/34.d88e1e06.js`, as: 'script', crossOrigin: 'anonymous', integrity: sharedScript.integrity },
      { href: `${TEST_REMOTE_ORIGIN}/1.0.0/new-deal.62e62ff0.js`, as: 'script', crossOrigin: 'anonymous', integrity: newDealScript.integrity },
      { href: `${TEST_REMOTE_ORIGIN}/1.0.0/new-deal.2c941964.css`, as: 'style', crossOrigin: 'anonymous', integrity: null },
    ]);
  });

  test('files downloaded for later are prefetch hints, as the remote loads them; a file hinted either way is not asked for again', () => {
    const { loader } = loaderWith(jest.fn(), { knownManifests: carried({ NewDeal: { js: [sharedScript, newDealScript], css: ['new-deal.2c941964.css'] }, DealConfirmation: { js: [sharedScript] } }) });
    loader.prefetchPageFiles('deals', 'NewDeal');
    loader.prefetchPageFiles('deals', 'NewDeal');
    loader.preloadPageFiles('deals', 'DealConfirmation');
    expect(hints()).toEqual([]);
    expect(prefetchHints()).toEqual([
      { href: `${TEST_REMOTE_ORIGIN}/1.0.0/34.d88e1e06.js`, as: 'script', crossOrigin: 'anonymous', integrity: sharedScript.integrity },
      { href: `${TEST_REMOTE_ORIGIN}/1.0.0/new-deal.62e62ff0.js`, as: 'script', crossOrigin: 'anonymous', integrity: newDealScript.integrity },
      { href: `${TEST_REMOTE_ORIGIN}/1.0.0/new-deal.2c941964.css`, as: 'style', crossOrigin: 'anonymous', integrity: null },
    ]);
  });

  test("the app's files its manifest lists, hinted once the manifest is checked and before the entry runs", async () => {
    const appScript = { name: '__federation_expose_app.bec843b9.js', integrity: newDealScript.integrity };
    const { loader } = loaderWith(jest.fn().mockResolvedValue(answer(200, listing({}, { './app': { js: [sharedScript, appScript], css: ['app.1a2b3c4d.css'] } }))));
    loadRemote.mockImplementation(async () => {
      expect(hints()).toEqual([
        { href: `${TEST_REMOTE_ORIGIN}/1.0.0/34.d88e1e06.js`, as: 'script', crossOrigin: 'anonymous', integrity: sharedScript.integrity },
        { href: `${TEST_REMOTE_ORIGIN}/1.0.0/__federation_expose_app.bec843b9.js`, as: 'script', crossOrigin: 'anonymous', integrity: appScript.integrity },
        { href: `${TEST_REMOTE_ORIGIN}/1.0.0/app.1a2b3c4d.css`, as: 'style', crossOrigin: 'anonymous', integrity: null },
      ]);
      return lifecycles;
    });
    await expect(loader.loadApp('deals')).resolves.toEqual(lifecycles);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  test('no hint for a stylesheet the page holds already: put in it by the host server, or linked', async () => {
    const appScript = { name: '__federation_expose_app.bec843b9.js', integrity: newDealScript.integrity };
    const inlined = Object.assign(document.createElement('style'), { textContent: '.auth-landing{}' });
    inlined.setAttribute('data-href', `${TEST_REMOTE_ORIGIN}/1.0.0/app.1a2b3c4d.css`);
    const linked = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: `${TEST_REMOTE_ORIGIN}/1.0.0/new-deal.2c941964.css` });
    document.head.append(inlined, linked);
    const { loader } = loaderWith(jest.fn().mockResolvedValue(answer(200, listing({ NewDeal: { js: [], css: ['new-deal.2c941964.css'] } }, { './app': { js: [appScript], css: ['app.1a2b3c4d.css'] } }))));
    loadRemote.mockResolvedValue(lifecycles);
    await loader.loadApp('deals');
    loader.preloadPageFiles('deals', 'NewDeal');
    expect(hints()).toEqual([{ href: `${TEST_REMOTE_ORIGIN}/1.0.0/__federation_expose_app.bec843b9.js`, as: 'script', crossOrigin: 'anonymous', integrity: appScript.integrity }]);
  });

  test('nothing for a route the manifest does not list, a release that lists no pages, or a manifest not held yet (no fetch for it)', () => {
    const fetchImpl = jest.fn();
    loaderWith(fetchImpl, { knownManifests: carried({ NewDeal: { js: [newDealScript] } }) }).loader.preloadPageFiles('deals', 'DealConfirmation');
    loaderWith(fetchImpl, { knownManifests: { [`${TEST_REMOTE_ORIGIN}/1.0.0/mf-manifest.json`]: manifest('1.2.0') } }).loader.preloadPageFiles('deals', 'NewDeal');
    loaderWith(fetchImpl).loader.preloadPageFiles('deals', 'NewDeal');
    expect(hints()).toEqual([]);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  test('only plain file names of the release, scripts with an integrity, and only from an allowed origin', () => {
    const { loader } = loaderWith(jest.fn(), {
      knownManifests: carried({
        NewDeal: {
          js: [{ name: '//elsewhere.example/x.js', integrity: newDealScript.integrity }, { name: '../other/x.js', integrity: newDealScript.integrity }, { name: 'no-integrity.js' }, 'new-deal.js'],
          css: ['https://elsewhere.example/x.css', 7],
        },
      }),
    });
    loader.preloadPageFiles('deals', 'NewDeal');
    expect(hints()).toEqual([]);

    const elsewhere = testEnvironment({ remotes: { deals: pinAt('1.0.0', 'https://cdn.elsewhere.example') } });
    const manifestUrl = 'https://cdn.elsewhere.example/1.0.0/mf-manifest.json';
    loaderWith(jest.fn(), { environment: elsewhere, knownManifests: { [manifestUrl]: listing({ NewDeal: { js: [newDealScript] } }) } }).loader.preloadPageFiles('deals', 'NewDeal');
    expect(hints()).toEqual([]);
  });
});
