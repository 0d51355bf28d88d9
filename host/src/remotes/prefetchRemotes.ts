import { matchRoute, REMOTE_NAMES, routeByName, sidebarFor, type RemoteName } from '@portal/shared-contracts';
import type { RemoteStatusStore } from './remoteStatus';

/*
 * Switching areas feels instant when the area's code is already on the page (issue 15: a cold switch into a remote
 * not loaded yet took 190 ms, 40 once loaded). So the shell loads the remotes its sidebar links to before they are
 * asked for: one at a time once the browser is idle after a page has shown, and at once when a link is pointed at or
 * focused. Loading a remote's app runs no page of it (nothing mounts, no call to the API); a remote that fails here
 * fails as it would have on the click, and single-spa asks again then (a failure is not kept). A browser asked to
 * save data (Save-Data, `navigator.connection.saveData`) downloads nothing ahead: each area loads when opened. The
 * JavaScript budgets measure a page that way, so that they count what the page needs, not the areas it might lead to.
 */

interface Options {
  /** The remote's app through the loader (pinned, checked, classified), as single-spa loads it. */
  loadApp(name: RemoteName): Promise<unknown>;
  status: RemoteStatusStore;
  /** What the signed-in person may see in the sidebar; none while signed out. */
  permissions(): readonly string[] | undefined;
  /** Calls back when the browser is idle (requestIdleCallback where there is one). */
  whenIdle?: (callback: () => void) => void;
  saveData?: () => boolean;
}

const idle = (callback: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 3000 }) : window.setTimeout(callback, 1000);

/** The remotes that own the sidebar's links for these permissions, in the sidebar's order. */
export function sidebarRemotes(permissions: readonly string[]): RemoteName[] {
  const owners = sidebarFor(permissions).map((item) => routeByName(item.route).owner);
  return [...new Set(owners)].filter((owner): owner is RemoteName => (REMOTE_NAMES as readonly string[]).includes(owner));
}

/** Whether the person asked their browser to save data. */
export const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

export function createRemotePrefetch({ loadApp, status, permissions, whenIdle = idle, saveData = savesData }: Options) {
  let scheduled = false;

  /** Loads a remote nobody has asked for yet; one being loaded, loaded, or failed is left as it is. */
  function prefetch(name: RemoteName): Promise<void> {
    if (saveData() || status.getState()[name].state !== 'not-loaded') return Promise.resolve();
    return loadApp(name).then(
      () => undefined,
      () => undefined,
    );
  }

  /** After a page has shown: the sidebar's remotes, one per idle moment, until none is left. */
  function whenIdleAfterPage() {
    if (scheduled || saveData()) return;
    scheduled = true;
    const next = () => {
      const allowed = permissions();
      const remote = allowed && sidebarRemotes(allowed).find((name) => status.getState()[name].state === 'not-loaded');
      if (!remote) {
        scheduled = false;
        return;
      }
      void prefetch(remote).then(() => whenIdle(next));
    };
    whenIdle(next);
  }

  /** A link pointed at or focused: its remote now, ahead of the click. */
  function onIntent(event: Event) {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || !permissions()) return;
    const url = new URL((link as HTMLAnchorElement).href, window.location.href);
    if (url.origin !== window.location.origin) return;
    const { owner } = matchRoute(url.pathname).route;
    if ((REMOTE_NAMES as readonly string[]).includes(owner)) void prefetch(owner as RemoteName);
  }

  return {
    prefetch,
    /** Starts listening: idle prefetching after each page, and pointer or focus on links. */
    start(target: Pick<Window, 'addEventListener'> = window) {
      target.addEventListener('single-spa:routing-event', whenIdleAfterPage);
      target.addEventListener('pointerover', onIntent, { passive: true });
      target.addEventListener('focusin', onIntent);
    },
  };
}
