import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractsAreCompatible, originIsAllowed, releaseFilesOf, type EnvironmentFile, type ParcelConfig, type RemoteName, type RemotePin } from '@portal/shared-contracts';
import type { LifeCycles } from 'single-spa';
import { pinsWithOverrides, type VersionOverrides } from '../environment/overrides';
import type { Digest } from './entryIntegrity';
import { classifyLoadError, RemoteLoadFailure } from './remoteFailure';
import { updateRemoteStatus, type RemoteStatusStore } from './remoteStatus';

/** What a remote's `./app` module exposes (see shared-ui's createRemoteLifecycles). */
export interface RemoteAppModule extends LifeCycles {
  info: { name: string; version: string; contractVersion: string; area: string };
  /** Fetches the code of the page at a path of the remote's area (a release from before it has none). */
  preloadPage?(path: string): Promise<unknown>;
}

/** What a remote's exposed parcel module exports (see shared-ui's createParcelLifecycles). */
export type RemoteParcelModule = ParcelConfig & { info?: { name: string; version: string; contractVersion: string } };

interface FederationManifest {
  metaData: {
    remoteEntry: { name: string; path: string };
    /** Each page's and each exposed module's files, as the build lists them (tooling/webpack.mjs `pageFiles`, `exposedFiles`). */
    portal?: { version?: string; contractVersion?: string; pages?: Record<string, unknown>; exposed?: Record<string, unknown> };
  };
  exposes: { path: string }[];
}

const federationName = (remote: RemoteName) => `portal_${remote}`;
const MANIFEST_ATTEMPTS = 3;
/**
 * How long a remote's app may take to load (manifest, entry, exposed chunks) before the fallback says so: a server
 * that accepts the connection and never answers would otherwise hold the page for the browser's minutes. Ample for a
 * slow phone network (the largest remote's first page is under 100 KB compressed); Try again starts it over.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isFederationManifest(value: unknown): value is FederationManifest {
  const candidate = value as FederationManifest | null;
  return Boolean(candidate?.metaData?.remoteEntry?.name && Array.isArray(candidate.exposes));
}

/** The address of a file of the release, by its name in the manifest: beside the entry, which is beside the manifest. */
const releaseFileUrl = (manifestUrl: string, manifest: FederationManifest, name: string) =>
  new URL([manifest.metaData.remoteEntry.path, name].filter(Boolean).join('/'), manifestUrl).href;

/** `preload` for a file wanted now, `prefetch` for one a page may want later. */
type HintKind = 'preload' | 'prefetch';

/**
 * Adds a hint for a remote's file, with CORS as the remote's runtime loads its chunks (crossOriginLoading): `preload`
 * for a file wanted now, `prefetch` for one a page may want later (fetched at the lowest priority, into the cache).
 */
function hint(rel: HintKind, href: string, as: 'script' | 'style', integrity?: string) {
  const link = document.createElement('link');
  link.rel = rel;
  link.setAttribute('as', as);
  link.crossOrigin = 'anonymous';
  if (integrity) link.setAttribute('integrity', integrity);
  link.href = href;
  document.head.append(link);
}

/**
 * Whether the page holds that stylesheet already: the host server puts in the page the stylesheet of a page a remote
 * drew ahead (deploy's inlineStylesheets.ts), marked with its address, where the remote's style loader finds it too.
 */
const stylesheetInPage = (href: string) =>
  Array.from(document.querySelectorAll<HTMLStyleElement | HTMLLinkElement>('style[data-href], link[rel="stylesheet"]')).some(
    (element) => (element instanceof HTMLLinkElement ? element.href : element.getAttribute('data-href')) === href,
  );

function isLifecycleModule(value: unknown): value is RemoteAppModule {
  const candidate = value as Partial<RemoteAppModule> | null;
  return Boolean(candidate && ['bootstrap', 'mount', 'unmount'].every((key) => typeof candidate[key as keyof LifeCycles] === 'function') && candidate.info);
}

function isParcelModule(value: unknown): value is RemoteParcelModule {
  const candidate = value as Partial<ParcelConfig> | null;
  return Boolean(candidate && ['bootstrap', 'mount', 'unmount'].every((key) => typeof candidate[key as keyof ParcelConfig] === 'function'));
}

/** An exposed module other than the app: `./` and a name, as the remote's package.json and its manifest write it. */
const PARCEL_MODULE = /^\.\/[a-z0-9][a-z0-9-]*$/;

export interface RemoteLoaderOptions {
  env: EnvironmentFile;
  status: RemoteStatusStore;
  hostContract: string;
  /** A tester's versions for this browser (lower environments only; see environment/overrides.ts). */
  overrides?: VersionOverrides;
  fetchImpl?: typeof fetch;
  digest?: Digest;
  loadTimeoutMs?: number;
  /** Manifests the page already carries, by address (the host server's boot data): not fetched again. */
  knownManifests?: Record<string, unknown>;
}

/**
 * Loads remotes at runtime from the versions the environment file pins, or a tester's overrides of them (DESIGN §2,
 * §5): the manifest with a bounded retry, its origin and contract checked before any of its code runs, then the
 * `./app` module through the Module Federation runtime, its entry under the pin's integrity. Every failure is
 * classified and recorded for the fallback and the status page.
 */
export function createRemoteLoader({ env, status, hostContract, overrides = {}, fetchImpl = fetch, digest, loadTimeoutMs = REMOTE_LOAD_TIMEOUT_MS, knownManifests = {} }: RemoteLoaderOptions) {
  /** Manifests this loader already has (carried by the page, or fetched): each fetched once, until forgotten. */
  const prefetched = new Map<string, unknown>(Object.entries(knownManifests).filter(([, manifest]) => isFederationManifest(manifest)));
  const integrityByEntry = new Map<string, string>();
  /** Entries the browser was asked to check: their script carried the pin's integrity. */
  const checkedEntries = new Set<string>();
  const entryByRemote = new Map<RemoteName, string>();
  /** How many times each entry was started over (forget): its script then loads from an address of its own. */
  const retriesByEntry = new Map<string, number>();

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'portal-remote-loader',
    createScript({ url }) {
      // Subresource integrity from the release record, when the environment pins one (DESIGN §5).
      const entryUrl = url.split('?')[0] ?? url;
      const integrity = integrityByEntry.get(entryUrl);
      const retry = retriesByEntry.get(entryUrl);
      if (!integrity && !retry) return undefined;
      const script = document.createElement('script');
      // After Try again, an address of its own: the browser would otherwise join the request that failed or never
      // answered (the shell's preload of the entry, above all).
      script.src = retry ? `${url}${url.includes('?') ? '&' : '?'}retry=${retry}` : url;
      if (integrity) {
        script.crossOrigin = 'anonymous';
        script.integrity = integrity;
        checkedEntries.add(entryUrl);
      }
      return script;
    },
  };
  registerPlugins([plugin]);

  const pins = pinsWithOverrides(env.remotes, overrides);

  /**
   * The entry each remote is registered with in the federation runtime. By its entry, not its manifest: the loader
   * reads the manifest itself (`prepare`), and the runtime's own reading of it (its snapshot, and the preloading it
   * derives) is left out of the host's build (tooling/webpack.mjs `disableSnapshot`): work inside the boot's task on each
   * remote's first load, and 1.4 KB gzip on every page, for what `hintFiles` does here from the same list.
   */
  const registeredEntries = new Map<RemoteName, string>();
  function register(name: RemoteName, entry: string) {
    if (registeredEntries.get(name) === entry) return;
    registerRemotes([{ name: federationName(name), entry }], { force: registeredEntries.has(name) });
    registeredEntries.set(name, entry);
  }

  async function fetchManifest(pin: RemotePin): Promise<FederationManifest> {
    for (let attempt = 1; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetchImpl(pin.manifestUrl, { cache: 'no-store', mode: 'cors', credentials: 'omit' });
      } catch (error) {
        if (attempt >= MANIFEST_ATTEMPTS) throw new RemoteLoadFailure('network', `${pin.manifestUrl} did not answer (${String(error)})`);
        await wait(250 * 3 ** (attempt - 1));
        continue;
      }
      if (response.status >= 500 && attempt < MANIFEST_ATTEMPTS) {
        await wait(250 * 3 ** (attempt - 1));
        continue;
      }
      if (!response.ok) throw new RemoteLoadFailure('http', `${pin.manifestUrl} answered HTTP ${response.status}`);
      const manifest: unknown = await response.json().catch(() => null);
      if (!isFederationManifest(manifest)) throw new RemoteLoadFailure('invalid-manifest', `${pin.manifestUrl} is not a Module Federation manifest`);
      return manifest;
    }
  }

  function checkContract(name: RemoteName, contractVersion: string | undefined) {
    if (contractVersion && !contractsAreCompatible(hostContract, contractVersion)) {
      throw new RemoteLoadFailure('contract', `${name} was built against contract ${contractVersion}; this portal speaks ${hostContract}`);
    }
  }

  /**
   * Everything checked before any of a remote's code runs, for its app and its parcels alike: the origin, the
   * manifest (fetched once, until the remote is forgotten), the contract version, and that it exposes `module`.
   */
  async function prepare(name: RemoteName, module: string): Promise<void> {
    const pin = pins[name];
    if (!originIsAllowed(env, pin.manifestUrl)) throw new RemoteLoadFailure('origin', `${new URL(pin.manifestUrl).origin} is not an allowed origin`);
    const manifest = (prefetched.get(pin.manifestUrl) as FederationManifest | undefined) ?? (await fetchManifest(pin));
    checkContract(name, manifest.metaData.portal?.contractVersion);
    if (!manifest.exposes.some((expose) => expose.path === module)) throw new RemoteLoadFailure('invalid-module', `${name} exposes no ${module}`);
    const entryUrl = releaseFileUrl(pin.manifestUrl, manifest, manifest.metaData.remoteEntry.name);
    if (pin.integrity) integrityByEntry.set(entryUrl, pin.integrity);
    entryByRemote.set(name, entryUrl);
    prefetched.set(pin.manifestUrl, manifest);
    register(name, entryUrl);
    hintFiles(pin.manifestUrl, manifest, manifest.metaData.portal?.exposed?.[module]);
  }

  /** Runs the exposed module's code through the federation runtime, its failures classified. */
  function loadModule(name: RemoteName, module: string): Promise<unknown> {
    return loadRemote<unknown>(`${federationName(name)}/${module.slice(2)}`).catch(async (error: unknown) => {
      throw await confirmIntegrity(name, classifyLoadError(error));
    });
  }

  /**
   * A script the browser refused for its integrity fails like one it could not fetch. When the pin carries a hash,
   * the entry is hashed again to tell them apart: a mismatch is `integrity`, which is neither retried nor taken for
   * a stale chunk; anything else keeps its kind.
   */
  async function confirmIntegrity(name: RemoteName, failure: RemoteLoadFailure): Promise<RemoteLoadFailure> {
    const { integrity } = pins[name];
    const entryUrl = entryByRemote.get(name);
    if (failure.kind !== 'chunk-load' || !integrity || !entryUrl) return failure;
    // Only a failure needs the check: it stays out of every page's download until then.
    const check = await import(/* webpackChunkName: "entry-integrity" */ './entryIntegrity').then(
      (module) => module.checkEntryIntegrity,
      () => null,
    );
    if (!check) return new RemoteLoadFailure(failure.kind, `${failure.message} (integrity not confirmed: the check itself could not be loaded)`);
    const entry = await check(entryUrl, integrity, { fetchImpl, digest });
    if (entry.kind === 'differs') return new RemoteLoadFailure('integrity', `${entryUrl} hashes to ${entry.served}; this environment pins ${integrity}`);
    if (entry.kind === 'unknown') return new RemoteLoadFailure(failure.kind, `${failure.message} (integrity not confirmed: ${entry.reason})`);
    return failure;
  }

  /** Whether the browser checked this remote's entry against the pin's integrity when it ran it. */
  const entryWasChecked = (name: RemoteName) => checkedEntries.has(entryByRemote.get(name) ?? '');

  /**
   * A chunk that fails to load usually means the page holds a manifest older than the files now served (a new
   * release went out): start that remote over from its manifest once before giving up.
   */
  async function withStaleChunkRecovery<T>(name: RemoteName, load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (error) {
      if (!(error instanceof RemoteLoadFailure) || error.kind !== 'chunk-load') throw error;
      forget(name);
      return load();
    }
  }

  /** Loads under way: the shell's prefetch and single-spa asking for the same remote share one. */
  const appLoads = new Map<RemoteName, Promise<RemoteAppModule>>();

  /** Apps loaded, until a stale release is forgotten: what the shell asks of a remote it has, such as a page's code. */
  const loadedApps = new Map<RemoteName, RemoteAppModule>();
  const loadedApp = (name: RemoteName): RemoteAppModule | undefined => loadedApps.get(name);

  function loadApp(name: RemoteName): Promise<RemoteAppModule> {
    const pending = appLoads.get(name);
    if (pending) return pending;
    const loading = withStaleChunkRecovery(name, () => loadAppOnce(name));
    appLoads.set(name, loading);
    const done = () => {
      if (appLoads.get(name) === loading) appLoads.delete(name);
    };
    loading.then(done, done);
    return loading;
  }

  /** A load still pending after `loadTimeoutMs` fails as `timeout`; what it was waiting for is left to the browser. */
  function withinLoadTimeout<T>(name: RemoteName, load: Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RemoteLoadFailure('timeout', `${name} did not finish loading within ${loadTimeoutMs / 1000} s`)), loadTimeoutMs);
    });
    return Promise.race([load, timedOut]).finally(() => clearTimeout(timer));
  }

  async function loadAppOnce(name: RemoteName): Promise<RemoteAppModule> {
    const started = performance.now();
    updateRemoteStatus(status, name, { state: 'loading', attempts: status.getState()[name].attempts + 1, failure: undefined, entryChecked: undefined });
    try {
      const loaded = await withinLoadTimeout(
        name,
        prepare(name, './app').then(() => loadModule(name, './app')),
      );
      if (!isLifecycleModule(loaded)) throw new RemoteLoadFailure('invalid-module', `${name}/app does not export single-spa lifecycles`);
      checkContract(name, loaded.info.contractVersion);
      updateRemoteStatus(status, name, {
        state: 'loaded',
        loadedVersion: loaded.info.version,
        contractVersion: loaded.info.contractVersion,
        loadMs: Math.round(performance.now() - started),
        entryChecked: entryWasChecked(name),
      });
      // single-spa takes an object: a runtime plugin's onLoad may answer the module as a function carrying the lifecycles.
      const app: RemoteAppModule = { bootstrap: loaded.bootstrap, mount: loaded.mount, unmount: loaded.unmount, info: loaded.info };
      if (typeof loaded.preloadPage === 'function') app.preloadPage = loaded.preloadPage;
      loadedApps.set(name, app);
      return app;
    } catch (error) {
      const failure = classifyLoadError(error);
      updateRemoteStatus(status, name, { state: 'failed', failure: { kind: failure.kind, detail: failure.message }, loadMs: undefined });
      throw failure;
    }
  }

  /** Parcels already loaded, by remote and module: a module runs once per page, so its lifecycles are kept. */
  const parcels = new Map<string, Promise<RemoteParcelModule>>();

  /**
   * An exposed module other than `./app`, for `PortalContext.loadParcel`: the same checks as the app, and it must
   * export parcel lifecycles. The status page keeps describing the remotes' apps; a parcel's failure reaches the
   * page that mounts it (RemoteParcel's fallback says which kind it was).
   */
  function loadParcel(name: RemoteName, module: string): Promise<RemoteParcelModule> {
    const key = `${name} ${module}`;
    const known = parcels.get(key);
    if (known) return known;
    const loading = withStaleChunkRecovery(name, () => loadParcelOnce(name, module));
    parcels.set(key, loading);
    // A failure is not kept, so Try again loads it anew; a success stays (also after a stale-chunk recovery).
    loading.then(
      () => parcels.set(key, loading),
      () => parcels.delete(key),
    );
    return loading;
  }

  async function loadParcelOnce(name: RemoteName, module: string): Promise<RemoteParcelModule> {
    try {
      if (!(name in pins)) throw new RemoteLoadFailure('invalid-module', `${name} is not a remote of this portal`);
      if (!PARCEL_MODULE.test(module) || module === './app') throw new RemoteLoadFailure('invalid-module', `${module} is not the name of a parcel (./app is ${name}'s application)`);
      await prepare(name, module);
      const loaded = await loadModule(name, module);
      if (!isParcelModule(loaded)) throw new RemoteLoadFailure('invalid-module', `${name}/${module.slice(2)} does not export single-spa parcel lifecycles`);
      if (loaded.info) checkContract(name, loaded.info.contractVersion);
      return loaded;
    } catch (error) {
      throw classifyLoadError(error);
    }
  }

  /**
   * Forget everything cached about a remote so that the next load starts from its manifest again. Its entry's script
   * element goes too, and its next script has an address of its own: the federation runtime joins a script already in
   * the page for the same address, and the browser a request already made for it, so one that never answered would
   * hold every later attempt.
   */
  function forget(name: RemoteName) {
    const entryUrl = entryByRemote.get(name);
    if (entryUrl) {
      for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) if (script.src.split('?')[0] === entryUrl) script.remove();
      retriesByEntry.set(entryUrl, (retriesByEntry.get(entryUrl) ?? 0) + 1);
    }
    appLoads.delete(name);
    loadedApps.delete(name);
    prefetched.delete(pins[name].manifestUrl);
    for (const key of parcels.keys()) if (key.startsWith(`${name} `)) parcels.delete(key);
    // The runtime drops what it holds of the remote (its entry's module, its exposed modules) and runs the entry anew.
    const registered = registeredEntries.get(name);
    if (registered) registerRemotes([{ name: federationName(name), entry: registered }], { force: true });
  }

  /** The files hinted already, by address: each is asked for once. */
  const hinted = new Set<string>();

  /**
   * A page's own files — its chunk's scripts and stylesheets, which the remote's manifest lists under the route's name
   * — fetched while its app loads rather than once the app asks for them: a round trip less on a switch into an area
   * (issue 15). Preload hints only, nothing runs: the remote's runtime loads each script under the integrity its own
   * entry carries, and uses what the hint fetched only when the manifest said the same (otherwise the browser fetches
   * it again and checks it then). From a manifest the loader already holds (carried by the page, or fetched for the
   * app), of an allowed origin; a release without the list has its page asked for by its app, as before.
   */
  function preloadPageFiles(name: RemoteName, route: string): void {
    hintPageFiles('preload', name, route);
  }

  /**
   * A page's own files downloaded while the browser has nothing better to do, for a page the person may open next:
   * into the HTTP cache at the lowest priority, nothing parsed or run, so that opening it later runs what is already
   * here instead of waiting on the network (issue 15). Same manifest, same files, same rules as `preloadPageFiles`.
   */
  function prefetchPageFiles(name: RemoteName, route: string): void {
    hintPageFiles('prefetch', name, route);
  }

  function hintPageFiles(rel: HintKind, name: RemoteName, route: string): void {
    const { manifestUrl } = pins[name];
    const manifest = prefetched.get(manifestUrl) as FederationManifest | undefined;
    if (manifest && originIsAllowed(env, manifestUrl)) hintFiles(manifestUrl, manifest, manifest.metaData.portal?.pages?.[route], rel);
  }

  /**
   * Preload hints for files of a release a module needs (a page's, an exposed module's), each asked for once, as the
   * remote's runtime loads them: with CORS, scripts under the integrity the manifest lists (which the runtime's
   * loader carries too); what the contract allows of the list (`releaseFilesOf`); no stylesheet the page holds.
   */
  function hintFiles(manifestUrl: string, manifest: FederationManifest, listed: unknown, rel: HintKind = 'preload'): void {
    const { js, css } = releaseFilesOf(listed);
    const once = (file: string, as: 'script' | 'style', integrity?: string) => {
      const href = releaseFileUrl(manifestUrl, manifest, file);
      if (hinted.has(href) || (as === 'style' && stylesheetInPage(href))) return;
      hinted.add(href);
      hint(rel, href, as, integrity);
    };
    for (const script of js) once(script.name, 'script', script.integrity);
    for (const style of css) once(style, 'style');
  }

  return { loadApp, loadedApp, loadParcel, preloadPageFiles, prefetchPageFiles, forget };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
