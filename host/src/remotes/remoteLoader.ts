import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractsAreCompatible, originIsAllowed, type EnvironmentFile, type RemoteName, type RemotePin } from '@portal/shared-contracts';
import type { LifeCycles } from 'single-spa';
import { classifyLoadError, RemoteLoadFailure } from './remoteFailure';
import { updateRemoteStatus, type RemoteStatusStore } from './remoteStatus';

/** What a remote's `./app` module exposes (see shared-ui's createRemoteLifecycles). */
export interface RemoteAppModule extends LifeCycles {
  info: { name: string; version: string; contractVersion: string; area: string };
}

interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string }; portal?: { version?: string; contractVersion?: string } };
  exposes: { path: string }[];
}

const federationName = (remote: RemoteName) => `portal_${remote}`;
const MANIFEST_ATTEMPTS = 3;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isFederationManifest(value: unknown): value is FederationManifest {
  const candidate = value as FederationManifest | null;
  return Boolean(candidate?.metaData?.remoteEntry?.name && Array.isArray(candidate.exposes));
}

function isLifecycleModule(value: unknown): value is RemoteAppModule {
  const candidate = value as Partial<RemoteAppModule> | null;
  return Boolean(candidate && ['bootstrap', 'mount', 'unmount'].every((key) => typeof candidate[key as keyof LifeCycles] === 'function') && candidate.info);
}

export interface RemoteLoaderOptions {
  env: EnvironmentFile;
  status: RemoteStatusStore;
  hostContract: string;
  fetchImpl?: typeof fetch;
}

/**
 * Loads remotes at runtime from the versions the environment file pins (DESIGN §2): the manifest with a
 * bounded retry, its origin and contract checked before any of its code runs, then the `./app` module
 * through the Module Federation runtime. Every failure is classified and recorded for the fallback and
 * the status page.
 */
export function createRemoteLoader({ env, status, hostContract, fetchImpl = fetch }: RemoteLoaderOptions) {
  /** Manifests this loader already fetched, handed to the federation runtime so it does not fetch them twice. */
  const prefetched = new Map<string, unknown>();
  const integrityByEntry = new Map<string, string>();

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'portal-remote-loader',
    fetch(url) {
      const manifest = prefetched.get(url);
      if (manifest === undefined) return undefined;
      return Promise.resolve(new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }));
    },
    createScript({ url }) {
      // Subresource integrity from the release record, when the environment pins one (DESIGN §5).
      const integrity = integrityByEntry.get(url.split('?')[0] ?? url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      script.integrity = integrity;
      return script;
    },
  };
  registerPlugins([plugin]);

  const pins = env.remotes;
  const register = (name: RemoteName, force: boolean) =>
    registerRemotes([{ name: federationName(name), entry: pins[name].manifestUrl }], { force });
  registerRemotes((Object.keys(pins) as RemoteName[]).map((name) => ({ name: federationName(name), entry: pins[name].manifestUrl })));

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
   * A chunk that fails to load usually means the page holds a manifest older than the files now served (a new
   * release went out): start that remote over from its manifest once before giving up.
   */
  async function loadApp(name: RemoteName): Promise<RemoteAppModule> {
    try {
      return await loadOnce(name);
    } catch (error) {
      if (!(error instanceof RemoteLoadFailure) || error.kind !== 'chunk-load') throw error;
      forget(name);
      return loadOnce(name);
    }
  }

  async function loadOnce(name: RemoteName): Promise<RemoteAppModule> {
    const pin = pins[name];
    const started = performance.now();
    updateRemoteStatus(status, name, { state: 'loading', attempts: status.getState()[name].attempts + 1, failure: undefined });
    try {
      if (!originIsAllowed(env, pin.manifestUrl)) throw new RemoteLoadFailure('origin', `${new URL(pin.manifestUrl).origin} is not an allowed origin`);
      const manifest = await fetchManifest(pin);
      checkContract(name, manifest.metaData.portal?.contractVersion);
      if (!manifest.exposes.some((expose) => expose.path === './app')) throw new RemoteLoadFailure('invalid-module', `${name} exposes no ./app`);
      const entryUrl = new URL(manifest.metaData.remoteEntry.name, pin.manifestUrl).href;
      if (pin.integrity) integrityByEntry.set(entryUrl, pin.integrity);
      prefetched.set(pin.manifestUrl, manifest);

      const loaded = await loadRemote<RemoteAppModule>(`${federationName(name)}/app`).catch((error: unknown) => {
        throw classifyLoadError(error);
      });
      if (!isLifecycleModule(loaded)) throw new RemoteLoadFailure('invalid-module', `${name}/app does not export single-spa lifecycles`);
      checkContract(name, loaded.info.contractVersion);
      updateRemoteStatus(status, name, {
        state: 'loaded',
        loadedVersion: loaded.info.version,
        contractVersion: loaded.info.contractVersion,
        loadMs: Math.round(performance.now() - started),
      });
      return loaded;
    } catch (error) {
      const failure = classifyLoadError(error);
      updateRemoteStatus(status, name, { state: 'failed', failure: { kind: failure.kind, detail: failure.message }, loadMs: undefined });
      throw failure;
    }
  }

  /** Forget everything cached about a remote so that the next load starts from its manifest again. */
  function forget(name: RemoteName) {
    prefetched.delete(pins[name].manifestUrl);
    register(name, true);
  }

  return { loadApp, forget };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
