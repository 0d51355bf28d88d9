import type { RemoteName } from '@portal/shared-contracts';
import type { CallsInFlight } from '@portal/shared-ui';
import { testEnvironment } from '../test-support/environment';
import { createRemotePrefetch, sidebarRemotes } from './prefetchRemotes';
import { createRemoteStatusStore, updateRemoteStatus } from './remoteStatus';

function prefetchWith({ signedIn = true, saveData = false, finePointer = true, calls = undefined as CallsInFlight | undefined } = {}) {
  const permissions = signedIn ? ['owner'] : undefined;
  const status = createRemoteStatusStore(testEnvironment().remotes);
  const idle: (() => void)[] = [];
  /** Pages whose code was asked for, as "remote path". */
  const pagesFetched: string[] = [];
  const apps = new Map<RemoteName, { preloadPage(path: string): Promise<void> }>();
  const appOf = (name: RemoteName) => ({ preloadPage: async (path: string) => void pagesFetched.push(`${name} ${path}`) });
  const loadApp = jest.fn(async (name: RemoteName) => {
    updateRemoteStatus(status, name, { state: 'loaded' });
    apps.set(name, appOf(name));
    return apps.get(name)!;
  });
  /** Pages whose own files were asked for from their remote's manifest, with the app, as "remote route". */
  const filesFetched: string[] = [];
  /** Pages whose own files were downloaded for later, as "remote route". */
  const filesDownloaded: string[] = [];
  const prefetch = createRemotePrefetch({
    loadApp,
    loadedApp: (name) => apps.get(name),
    preloadPageFiles: (name, route) => void filesFetched.push(`${name} ${route}`),
    prefetchPageFiles: (name, route) => void filesDownloaded.push(`${name} ${route}`),
    status,
    permissions: () => permissions,
    whenIdle: (callback) => idle.push(callback),
    calls,
    saveData: () => saveData,
    finePointer: () => finePointer,
  });
  const target = new EventTarget();
  prefetch.start(target as unknown as Window);
  /** Runs the idle callbacks one after another, as the browser would, until none is waiting. */
  const runIdle = async () => {
    await settled();
    while (idle.length > 0) {
      idle.shift()!();
      await settled();
    }
  };
  /** An app loaded before, as single-spa loads the page's own remote. */
  const alreadyLoaded = (name: RemoteName) => {
    updateRemoteStatus(status, name, { state: 'loaded' });
    apps.set(name, appOf(name));
  };
  return { prefetch, status, loadApp, target, runIdle, pagesFetched, filesFetched, filesDownloaded, alreadyLoaded };
}

/** Calls to the API on their way, started and answered by the test. */
function callsInFlight() {
  let count = 0;
  let waiting: (() => void)[] = [];
  const calls: CallsInFlight = { inFlight: () => count, whenNone: (callback) => (count === 0 ? callback() : void waiting.push(callback)) };
  const started = () => void count++;
  const answered = () => {
    count--;
    if (count > 0) return;
    const callbacks = waiting;
    waiting = [];
    for (const callback of callbacks) callback();
  };
  return { calls, started, answered };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An event on a link to this path, as the browser sends it (from the text inside the link). */
function onLink<E extends Event>(event: E, path: string): E {
  const link = Object.assign(document.createElement('a'), { href: path });
  link.append(document.createElement('span'));
  Object.defineProperty(event, 'target', { value: link.firstChild });
  return event;
}

test("the sidebar's areas are the remotes that own its links, for what the person may see", () => {
  expect(sidebarRemotes(['owner'])).toEqual(['loans', 'deals', 'profile']);
  expect(sidebarRemotes(['dashboard.read', 'loans.read'])).toEqual(['loans']);
});

test("after a page, the sidebar's remotes not loaded yet load one per idle moment: their apps, not their pages", async () => {
  const { loadApp, target, runIdle, pagesFetched, filesFetched, filesDownloaded, alreadyLoaded } = prefetchWith();
  alreadyLoaded('loans');
  target.dispatchEvent(new Event('single-spa:routing-event'));
  await runIdle();
  expect(loadApp.mock.calls.map(([name]) => name)).toEqual(['deals', 'profile']);
  expect(pagesFetched).toEqual([]);
  expect(filesFetched).toEqual([]);
  // Then the sidebar's pages have their files downloaded for later, once every remote is loaded, nothing run.
  expect(filesDownloaded).toEqual(['loans Dashboard', 'deals NewDeal', 'loans MyDeals', 'profile EntitiesList', 'profile BorrowerApplication', 'profile Plaid', 'profile Settings']);

  // On a phone or a tablet the areas load ahead as well, but their pages' files wait for a touch on a link.
  const touching = prefetchWith({ finePointer: false });
  touching.target.dispatchEvent(new Event('single-spa:routing-event'));
  await touching.runIdle();
  expect(touching.loadApp).toHaveBeenCalledTimes(3);
  expect(touching.filesDownloaded).toEqual([]);

  // Another page later: nothing is loaded twice.
  target.dispatchEvent(new Event('single-spa:routing-event'));
  await runIdle();
  expect(loadApp).toHaveBeenCalledTimes(2);
});

test("the sidebar's remotes wait for what the page opened on needs: its code, then the answers to its calls", async () => {
  const { calls, started, answered } = callsInFlight();
  const { prefetch, status, loadApp, target, runIdle } = prefetchWith({ calls });
  let appArrived = () => undefined as void;
  loadApp.mockImplementationOnce(
    (name) =>
      new Promise((resolve) => {
        appArrived = () => {
          updateRemoteStatus(status, name, { state: 'loaded' });
          resolve({ preloadPage: async () => undefined });
        };
      }),
  );
  prefetch.preloadOpenedPage(`${window.location.origin}/borrower_application`);
  target.dispatchEvent(new Event('single-spa:routing-event'));
  await runIdle();
  expect(loadApp.mock.calls.map(([name]) => name)).toEqual(['profile']);

  // The page's code has arrived, and the page has called the API: nothing yet.
  started();
  appArrived();
  await settled();
  await runIdle();
  expect(loadApp).toHaveBeenCalledTimes(1);

  // Answered; but by the idle moment the page has called again: that answer too is waited for.
  answered();
  started();
  await runIdle();
  expect(loadApp).toHaveBeenCalledTimes(1);
  answered();
  await runIdle();
  expect(loadApp.mock.calls.map(([name]) => name)).toEqual(['profile', 'loans', 'deals']);
});

test('a remote that failed, or one signed out, is not loaded ahead; nor anything when the browser saves data', async () => {
  const failed = prefetchWith();
  updateRemoteStatus(failed.status, 'deals', { state: 'failed', failure: { kind: 'network', detail: 'down' } });
  failed.target.dispatchEvent(new Event('single-spa:routing-event'));
  await failed.runIdle();
  expect(failed.loadApp.mock.calls.map(([name]) => name)).toEqual(['loans', 'profile']);

  const signedOut = prefetchWith({ signedIn: false });
  signedOut.target.dispatchEvent(new Event('single-spa:routing-event'));
  await signedOut.runIdle();
  signedOut.target.dispatchEvent(onLink(new MouseEvent('click', { button: 0 }), '/entities'));
  await settled();
  expect(signedOut.loadApp).not.toHaveBeenCalled();
  expect(signedOut.filesDownloaded).toEqual([]);

  const saving = prefetchWith({ saveData: true });
  saving.target.dispatchEvent(new Event('single-spa:routing-event'));
  await saving.runIdle();
  saving.target.dispatchEvent(onLink(new Event('pointerover'), '/entities'));
  await settled();
  expect(saving.loadApp).not.toHaveBeenCalled();
  expect(saving.filesDownloaded).toEqual([]);
});

test("a link pointed at or focused fetches its page's code at once: the page's own files with its remote's app", async () => {
  const { loadApp, target, pagesFetched, filesFetched, alreadyLoaded } = prefetchWith();
  target.dispatchEvent(onLink(new Event('pointerover'), '/entities'));
  expect(filesFetched).toEqual(['profile EntitiesList']);
  expect(loadApp).toHaveBeenLastCalledWith('profile');
  await settled();
  expect(pagesFetched).toEqual(['profile /entities']);

  target.dispatchEvent(onLink(new Event('focusin'), '/new_deal'));
  await settled();
  expect(loadApp).toHaveBeenLastCalledWith('deals');

  // A remote already loaded is not loaded again: its app asks for the page's code, at once.
  alreadyLoaded('loans');
  target.dispatchEvent(onLink(new Event('pointerover'), '/my_deals/12'));
  await settled();
  expect(loadApp).toHaveBeenCalledTimes(2);
  expect(pagesFetched).toEqual(['profile /entities', 'deals /new_deal', 'loans /my_deals/12']);
  expect(filesFetched).toEqual(['profile EntitiesList', 'deals NewDeal']);
});

test("a link clicked fetches its page's code before the shell changes page, even when saving data; not one opened elsewhere", async () => {
  const { loadApp, target, pagesFetched, filesFetched } = prefetchWith({ saveData: true });
  target.dispatchEvent(onLink(new MouseEvent('click', { button: 0, ctrlKey: true }), '/new_deal'));
  target.dispatchEvent(onLink(new MouseEvent('click', { button: 1 }), '/new_deal'));
  target.dispatchEvent(onLink(new MouseEvent('click', { button: 0 }), 'https://example.com/new_deal'));
  target.dispatchEvent(onLink(new MouseEvent('click', { button: 0 }), '/portal-kit'));
  await settled();
  expect(loadApp).not.toHaveBeenCalled();

  target.dispatchEvent(onLink(new MouseEvent('click', { button: 0 }), '/new_deal'));
  await settled();
  expect(loadApp).toHaveBeenCalledWith('deals');
  expect(filesFetched).toEqual(['deals NewDeal']);
  expect(pagesFetched).toEqual(['deals /new_deal']);
});

test("the page the portal opens on has its code fetched at once, beside the shell's first render; the host's own pages nothing", async () => {
  // Signed out and saving data: the page is opened, so it is wanted (a registration link's page, for one).
  const { prefetch, loadApp, pagesFetched, filesFetched } = prefetchWith({ signedIn: false, saveData: true });
  prefetch.preloadOpenedPage(`${window.location.origin}/portal-kit`);
  prefetch.preloadOpenedPage('https://example.com/registration');
  await settled();
  expect(loadApp).not.toHaveBeenCalled();

  prefetch.preloadOpenedPage(`${window.location.origin}/registration?invite=1`);
  expect(filesFetched).toEqual(['auth Registration']);
  await settled();
  expect(loadApp).toHaveBeenCalledWith('auth');
  expect(pagesFetched).toEqual(['auth /registration']);
});
