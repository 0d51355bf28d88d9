import type { RemoteName } from '@portal/shared-contracts';
import { testEnvironment } from '../test-support/environment';
import { createRemotePrefetch, sidebarRemotes } from './prefetchRemotes';
import { createRemoteStatusStore, updateRemoteStatus } from './remoteStatus';

function prefetchWith({ signedIn = true, saveData = false } = {}) {
  const permissions = signedIn ? ['owner'] : undefined;
  const status = createRemoteStatusStore(testEnvironment().remotes);
  const idle: (() => void)[] = [];
  const loadApp = jest.fn(async (name: RemoteName) => updateRemoteStatus(status, name, { state: 'loaded' }));
  const prefetch = createRemotePrefetch({ loadApp, status, permissions: () => permissions, whenIdle: (callback) => idle.push(callback), saveData: () => saveData });
  const target = new EventTarget();
  prefetch.start(target as unknown as Window);
  /** Runs the idle callbacks one after another, as the browser would, until none is waiting. */
  const runIdle = async () => {
    while (idle.length > 0) {
      idle.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { status, loadApp, target, runIdle };
}

test("the sidebar's areas are the remotes that own its links, for what the person may see", () => {
  expect(sidebarRemotes(['owner'])).toEqual(['loans', 'deals', 'profile']);
  expect(sidebarRemotes(['dashboard.read', 'loans.read'])).toEqual(['loans']);
});

test("after a page, the sidebar's remotes not loaded yet load one per idle moment", async () => {
  const { status, loadApp, target, runIdle } = prefetchWith();
  updateRemoteStatus(status, 'loans', { state: 'loaded' });
  target.dispatchEvent(new Event('single-spa:routing-event'));
  await runIdle();
  expect(loadApp.mock.calls.map(([name]) => name)).toEqual(['deals', 'profile']);
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
  expect(signedOut.loadApp).not.toHaveBeenCalled();

  const saving = prefetchWith({ saveData: true });
  saving.target.dispatchEvent(new Event('single-spa:routing-event'));
  await saving.runIdle();
  expect(saving.loadApp).not.toHaveBeenCalled();
});

test("a link pointed at or focused loads its area's remote at once", () => {
  const { loadApp, target } = prefetchWith();
  const link = Object.assign(document.createElement('a'), { href: '/entities' });
  link.append(document.createElement('span'));
  const over = new Event('pointerover');
  Object.defineProperty(over, 'target', { value: link.firstChild });
  target.dispatchEvent(over);
  expect(loadApp).toHaveBeenLastCalledWith('profile');

  const focus = new Event('focusin');
  Object.defineProperty(focus, 'target', { value: Object.assign(document.createElement('a'), { href: '/new_deal' }) });
  target.dispatchEvent(focus);
  expect(loadApp).toHaveBeenLastCalledWith('deals');
  expect(loadApp).toHaveBeenCalledTimes(2);
});
