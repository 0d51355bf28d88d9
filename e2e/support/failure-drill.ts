import type { Page } from '@playwright/test';
import { BOOT_DATA_ID, type RemoteName } from '@portal/shared-contracts';
import { startRemote, stopRemote } from './processes';

/** Every way a remote can fail the page, as issue 15's failure matrix names them. */
export const FAILURES = ['server down', 'manifest 404', 'entry 404', 'mount error', 'render error', 'stale chunk', 'hung response'] as const;
export type Failure = (typeof FAILURES)[number];

/** The "Error kind" the fallback names for each failure. */
export const KIND_OF: Record<Failure, string> = {
  'server down': 'network',
  'manifest 404': 'http',
  'entry 404': 'chunk-load',
  'mount error': 'mount',
  'render error': 'render',
  // The loader starts the remote over from its manifest once; when the chunk is still missing, it says so.
  'stale chunk': 'chunk-load',
  'hung response': 'timeout',
};

export interface FailureDrill {
  /** The remote is healthy again (idempotent: a test's `finally` calls it too). */
  heal(): Promise<void>;
  /** How many times the page asked for the files the failure concerns (the stale chunk's start-over is one more). */
  requests(): number;
}

interface DrillState {
  remote: RemoteName;
  failure: 'mount error' | 'render error';
  healed: boolean;
}

/**
 * Runs in the page before any of its scripts: a Module Federation runtime plugin, registered globally (the runtime
 * takes `__FEDERATION__.__GLOBAL_PLUGIN__` into every instance), that hands the host the remote's real `./app` with
 * its mount failing ('mount error'), or with a PortalContext whose every read throws, so the remote's first render
 * throws ('render error'), until the test heals it. The remote's own code and the host are the production build's.
 */
function installDrill(drill: Omit<DrillState, 'healed'>) {
  const state: DrillState = { ...drill, healed: false };
  (window as unknown as { __portalFailureDrill: DrillState }).__portalFailureDrill = state;
  type Lifecycle = (props: Record<string, unknown>) => Promise<unknown>;
  type AppModule = { bootstrap: Lifecycle; mount: Lifecycle; unmount: Lifecycle; info: unknown };
  const failingPortal = (portal: object) =>
    new Proxy(portal, {
      get(target, key, receiver) {
        // The remote's error boundary reports through analytics: that one read keeps working.
        if (!state.healed && typeof key === 'string' && key !== 'analytics') throw new Error(`failure drill: ${state.remote} threw while rendering`);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
  const plugin = {
    name: 'portal-failure-drill',
    onLoad(args: { pkgNameOrAlias: string; expose: string; exposeModule?: AppModule }) {
      const module = args.exposeModule;
      if (args.pkgNameOrAlias !== `portal_${state.remote}` || args.expose.replace(/^\.\//, '') !== 'app' || !module) return undefined;
      const mount: Lifecycle =
        state.failure === 'mount error'
          ? (props) => (state.healed ? module.mount(props) : Promise.reject(new Error(`failure drill: ${state.remote} failed to mount`)))
          : (props) => module.mount({ ...props, portal: failingPortal(props.portal as object) });
      // The runtime hands on what this hook answers only when it is a function: the lifecycles ride on one.
      return Object.assign(function portalFailureDrill() {}, { bootstrap: module.bootstrap, unmount: module.unmount, info: module.info, mount });
    },
  };
  (window as unknown as { __FEDERATION__: unknown }).__FEDERATION__ = { __GLOBAL_PLUGIN__: [plugin] };
}

/** The remote's pin in the environment the portal serves. */
async function pinOf(page: Page, remote: RemoteName): Promise<{ manifestUrl: string }> {
  const environment = (await (await page.request.get('/environment.json')).json()) as { remotes: Record<RemoteName, { manifestUrl: string }> };
  return environment.remotes[remote];
}

const originOf = async (page: Page, remote: RemoteName) => new URL((await pinOf(page, remote)).manifestUrl).origin;

/**
 * The page boots without the remote's manifest in the shell's boot data (deploy/src/shellPage.ts), as when the host
 * server could not have it either: the data block is edited as the parser inserts it, before any script reads it.
 * (Rewriting the document through a route instead would make Chromium treat the page as outside the loopback
 * address space, and refuse it every remote.)
 */
async function withoutInlinedManifest(page: Page, remote: RemoteName) {
  const { manifestUrl } = await pinOf(page, remote);
  await page.addInitScript(
    ({ id, url }) => {
      const observer = new MutationObserver(() => {
        const block = document.getElementById(id);
        if (!block) return;
        observer.disconnect();
        const data = JSON.parse(block.textContent ?? '{}') as { manifests?: Record<string, unknown> };
        delete data.manifests?.[url];
        block.textContent = JSON.stringify(data);
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    { id: BOOT_DATA_ID, url: manifestUrl },
  );
}

/** Makes `remote` fail the page in the given way; install before the page loads the remote. */
export async function injectFailure(page: Page, remote: RemoteName, failure: Failure): Promise<FailureDrill> {
  let requests = 0;
  if (failure === 'server down') {
    await stopRemote(remote);
    return { heal: () => startRemote(remote), requests: () => requests };
  }
  if (failure === 'mount error' || failure === 'render error') {
    await page.addInitScript(installDrill, { remote, failure });
    return {
      heal: () => page.evaluate(() => void ((window as unknown as { __portalFailureDrill?: { healed: boolean } }).__portalFailureDrill!.healed = true)).catch(() => undefined),
      requests: () => requests,
    };
  }

  const origin = await originOf(page, remote);
  // The host server inlines the active remote's manifest when it can fetch it; a manifest that is missing or never
  // answers could not have been inlined either: the page must fetch it, as it does then.
  if (failure === 'manifest 404') await withoutInlinedManifest(page, remote);
  const file = { 'manifest 404': /mf-manifest\.json/, 'entry 404': /remoteEntry\.js/, 'stale chunk': /__federation_expose_app\.[0-9a-f]+\.js/, 'hung response': /remoteEntry\.js/ }[failure];
  // Whatever the query: after Try again the loader asks for the entry at an address of its own (`?retry=1`).
  const concerned = (url: URL) => url.origin === origin && new RegExp(`/${file.source}$`).test(url.pathname);
  // Once healed, the route lets everything through rather than being removed: Playwright's unroute waits for the
  // requests it holds, and a hung one is never answered (the page gave up on it; closing the page ends it).
  let healed = false;
  await page.route(concerned, async (route) => {
    if (healed) return route.fallback();
    requests += 1;
    if (failure === 'hung response') return;
    // A stale chunk: the release the page's manifest names is gone from the server.
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  return {
    async heal() {
      healed = true;
    },
    requests: () => requests,
  };
}
