import { matchRoute, REMOTE_NAMES, routeByName, sidebarFor, type RemoteName } from '@portal/shared-contracts';
import type { CallsInFlight } from '@portal/shared-ui';
import type { RemoteStatusStore } from './remoteStatus';

/*
 * Switching areas feels instant when the area's code is already on the page (issue 15: a cold switch into a remote not
 * loaded yet took 190 ms, 40 once loaded). So the shell loads the remotes its sidebar links to before they are asked
 * for, one at a time once the browser is idle after a page has shown and has its answers; and when a link is pointed at
 * or focused, the code of the page it leads to — the remote's app, then the page's own chunk. A click on a link starts
 * the same fetch before the shell takes the old page down, so the new page's code arrives while the old one unmounts;
 * and the page the portal opens on has its code asked for as the shell boots, before the shell's first render. Loading
 * a remote's app runs no page of it (nothing mounts, no call to the API); a remote that fails here fails as it would
 * have on the click, and single-spa asks again then (a failure is not kept). A browser asked to save data (Save-Data,
 * `navigator.connection.saveData`) downloads nothing ahead: each area loads when opened. The JavaScript budgets measure
 * a page that way, so that they count what the page needs, not the areas it might lead to.
 */

/** What the shell asks of a remote's app here: a page's code (a release from before it has no such function). */
interface PreloadingApp {
  preloadPage?(path: string): Promise<unknown>;
}

interface Options {
  /** The remote's app through the loader (pinned, checked, classified), as single-spa loads it. */
  loadApp(name: RemoteName): Promise<PreloadingApp>;
  /** The remote's app if it is loaded already. */
  loadedApp(name: RemoteName): PreloadingApp | undefined;
  /** Fetches a page's own files from its remote's manifest, if the loader holds one that lists them. */
  preloadPageFiles(name: RemoteName, route: string): void;
  /** The same, downloaded at the lowest priority for later: nothing parsed or run. */
  prefetchPageFiles(name: RemoteName, route: string): void;
  status: RemoteStatusStore;
  /** What the signed-in person may see in the sidebar; none while signed out. */
  permissions(): readonly string[] | undefined;
  /** Calls back when the browser is idle (requestIdleCallback where there is one). */
  whenIdle?: (callback: () => void) => void;
  /** The page's calls to the API on their way: the sidebar's areas wait until none is. None by default. */
  calls?: CallsInFlight;
  saveData?: () => boolean;
  /** Whether the device points with a mouse or a trackpad (a desktop's, a laptop's), not a finger. */
  finePointer?: () => boolean;
}

interface RemotePage {
  owner: RemoteName;
  /** The contract's name of its route (NewDeal). */
  route: string;
  path: string;
}

const idle = (callback: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 3000 }) : window.setTimeout(callback, 1000);

const isRemote = (owner: string): owner is RemoteName => (REMOTE_NAMES as readonly string[]).includes(owner);

/** The remote pages the sidebar's links lead to for these permissions, in the sidebar's order. */
export function sidebarPages(permissions: readonly string[]): Omit<RemotePage, 'path'>[] {
  return sidebarFor(permissions).flatMap(({ route }) => {
    const { owner } = routeByName(route);
    return isRemote(owner) ? [{ owner, route }] : [];
  });
}

/** The remotes that own the sidebar's links for these permissions, in the sidebar's order. */
export function sidebarRemotes(permissions: readonly string[]): RemoteName[] {
  return [...new Set(sidebarPages(permissions).map((page) => page.owner))];
}

/** Whether the device's main pointer is a mouse or a trackpad. */
export const pointsFinely = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: fine)').matches;

/** Whether the person asked their browser to save data. */
export const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** The remote page at an address of the portal's own; none for another site's or the host's pages. */
function remotePageAt(address: string): RemotePage | undefined {
  const url = new URL(address, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const { owner, name } = matchRoute(url.pathname).route;
  return isRemote(owner) ? { owner, route: name, path: url.pathname } : undefined;
}

/** The remote page a link leads to. */
function remotePageOf(target: EventTarget | null): RemotePage | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link ? remotePageAt((link as HTMLAnchorElement).href) : undefined;
}

/** A click that follows the link in this tab: the main button, no key held for a new tab or window. */
const followsLink = (event: Event) =>
  !(event instanceof MouseEvent) || (event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey);

const NO_CALLS: CallsInFlight = { inFlight: () => 0, whenNone: (callback) => callback() };

export function createRemotePrefetch({
  loadApp,
  loadedApp,
  preloadPageFiles,
  prefetchPageFiles,
  status,
  permissions,
  whenIdle = idle,
  calls = NO_CALLS,
  saveData = savesData,
  finePointer = pointsFinely,
}: Options) {
  let scheduled = false;
  /** The code of the page the portal opened on, on its way (preloadOpenedPage). */
  let openedPage: Promise<void> = Promise.resolve();

  /**
   * Calls back in an idle moment once the page has what it opens with: its code, and the answers of its calls to the
   * API. An idle moment while the page waits for an answer is no moment for another area's code, which would share the
   * link with that answer (Lighthouse mobile /sign_application, whose words wait for the application: scores 88–89
   * before, 89–93 in six runs after; an idle moment can still fall between the answer's render and its paint).
   */
  function whenPageHasArrived(callback: () => void) {
    const attempt = () => calls.whenNone(() => whenIdle(() => (calls.inFlight() > 0 ? attempt() : callback())));
    void openedPage.then(attempt);
  }

  /**
   * The code of a remote's page: its app (awaited if being loaded; a remote that failed is left to single-spa, which
   * asks again when the area is opened) and, at the same time, the page's own files where the remote's manifest lists
   * them; then the page's chunk through the app (a release that does not list its pages).
   */
  async function preloadPage({ owner, route, path }: RemotePage): Promise<void> {
    if (status.getState()[owner].state === 'failed') return;
    const app = loadedApp(owner);
    if (!app) preloadPageFiles(owner, route);
    const loaded = app ?? (await loadApp(owner).catch(() => undefined));
    await loaded?.preloadPage?.(path).catch(() => undefined);
  }

  /** Loads a remote nobody has asked for yet; one being loaded, loaded, or failed is left as it is. */
  function prefetch(name: RemoteName): Promise<void> {
    if (status.getState()[name].state !== 'not-loaded') return Promise.resolve();
    return loadApp(name).then(
      () => undefined,
      () => undefined,
    );
  }

  /**
   * After a page has shown: the sidebar's remotes, one per idle moment once the page has what it opens with
   * (`whenPageHasArrived`), until none is left; then, in the next such moment and on a device with a mouse or a
   * trackpad, the files of the sidebar's pages downloaded for later (each file once; the loader keeps count). A page's
   * chunk is run only on a sign that it is wanted (a link pointed at, focused or clicked), so that the idle moments of
   * a page still busy with its own first render do not fill with running every page the sidebar could lead to; its
   * files are already here then, and the switch waits on no download (issue 15: the switch into Submit New Loan as the
   * portal runs 139 → 96 ms). Not on a phone or a tablet: there the ~75 KB would share a mobile link with the page's
   * own opening (Lighthouse's phone leaned to a cost on /dashboard), and a touch on a link still fetches its page at
   * once.
   */
  function whenIdleAfterPage() {
    if (scheduled || saveData()) return;
    scheduled = true;
    const next = () => {
      const allowed = permissions();
      const remote = allowed && sidebarRemotes(allowed).find((name) => status.getState()[name].state === 'not-loaded');
      if (!remote) {
        if (allowed && finePointer()) for (const page of sidebarPages(allowed)) prefetchPageFiles(page.owner, page.route);
        scheduled = false;
        return;
      }
      void prefetch(remote).then(() => whenPageHasArrived(next));
    };
    whenPageHasArrived(next);
  }

  /** A link pointed at or focused: its page's code now, ahead of the click. */
  function onIntent(event: Event) {
    const page = permissions() && !saveData() ? remotePageOf(event.target) : undefined;
    if (page) void preloadPage(page);
  }

  /** A link clicked: its page's code at once, even when saving data (it is asked for), before the old page unmounts. */
  function onClick(event: Event) {
    const page = permissions() && followsLink(event) ? remotePageOf(event.target) : undefined;
    if (page) void preloadPage(page);
  }

  /**
   * The page the portal opens on: its own files and its area's app asked for as the shell boots, beside the shell's
   * first render, rather than once single-spa has mounted the app and the app has asked for its page's chunk.
   */
  function preloadOpenedPage(address: string) {
    const page = remotePageAt(address);
    if (page) openedPage = preloadPage(page);
  }

  return {
    preloadOpenedPage,
    /** Starts listening: idle prefetching after each page, pointer or focus on links, and clicks on them. */
    start(target: Pick<Window, 'addEventListener'> = window) {
      target.addEventListener('single-spa:routing-event', whenIdleAfterPage);
      target.addEventListener('pointerover', onIntent, { passive: true });
      target.addEventListener('focusin', onIntent);
      target.addEventListener('click', onClick, { capture: true });
    },
  };
}
