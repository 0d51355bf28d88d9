import { createRemoteLoader } from './remoteLoader';
import { createRemoteStatusStore } from './remoteStatus';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: () => undefined,
}));

const origin = 'http://127.0.0.1:8083';
const pin = (version: string) => ({ version, manifestUrl: `${origin}/${version}/mf-manifest.json` });
const env = {
  name: 'local',
  lower: true,
  apiBase: '/api',
  marketingSiteUrl: 'https://www.lender.example',
  marketingContactUrl: 'https://www.lender.example/contact',
  allowedOrigins: [origin],
  remotes: { auth: pin('1.0.0'), deals: pin('1.0.0'), loans: pin('1.0.0'), profile: pin('1.0.0'), teams: { version: '1.0.0', manifestUrl: 'http://127.0.0.1:9999/1.0.0/mf-manifest.json' } },
};
const manifest = (contractVersion: string) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, portal: { version: '1.0.0', contractVersion } },
  exposes: [{ path: './app' }],
});
const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined, info: { name: 'loans', version: '1.0.0', contractVersion: '1.2.0', area: 'Loans' } };
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

function loaderWith(fetchImpl: jest.Mock) {
  const status = createRemoteStatusStore(env.remotes);
  const loader = createRemoteLoader({ env, status, hostContract: '1.4.0', fetchImpl: fetchImpl as unknown as typeof fetch });
  return { loader, status };
}

beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockReset();
  jest.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void) => {
    callback();
    return 0;
  }) as unknown as typeof setTimeout);
});
afterEach(() => jest.restoreAllMocks());

test('a compatible remote loads and its versions are recorded for the status page', async () => {
  loadRemote.mockResolvedValue(lifecycles);
  const { loader, status } = loaderWith(jest.fn().mockResolvedValue(answer(200, manifest('1.2.0'))));
  await expect(loader.loadApp('loans')).resolves.toBe(lifecycles);
  expect(loadRemote).toHaveBeenCalledWith('portal_loans/app');
  expect(status.getState().loans).toMatchObject({ state: 'loaded', loadedVersion: '1.0.0', contractVersion: '1.2.0', attempts: 1 });
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

test('a module without single-spa lifecycles is refused', async () => {
  loadRemote.mockResolvedValue({ default: () => null });
  const { loader } = loaderWith(jest.fn().mockResolvedValue(answer(200, manifest('1.0.0'))));
  await expect(loader.loadApp('loans')).rejects.toMatchObject({ kind: 'invalid-module' });
});

test('a stale chunk after a new release is recovered by loading the remote again once', async () => {
  const chunkError = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
  loadRemote.mockRejectedValueOnce(chunkError).mockResolvedValueOnce(lifecycles);
  const { loader, status } = loaderWith(jest.fn().mockResolvedValue(answer(200, manifest('1.0.0'))));
  await expect(loader.loadApp('loans')).resolves.toBe(lifecycles);
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'portal_loans', entry: env.remotes.loans.manifestUrl }], { force: true });
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
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'portal_deals', entry: env.remotes.deals.manifestUrl }], { force: true });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
