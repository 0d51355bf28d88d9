import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { navigateToUrl, start, triggerAppChange } from 'single-spa';
import { CONTRACT_VERSION, pathFor, SESSION_MAX_MS, SESSION_WARNING_MS, sessionMessages } from '@portal/shared-contracts';
import { createPortalContext, PortalProvider, SESSION_STORAGE_PREFIX } from '@portal/shared-ui';
import { bootDataOf, EnvironmentUnavailable, loadEnvironment, remoteLoadTimeout, sessionTiming } from './environment/loadEnvironment';
import { overridesAtBoot } from './environment/overrides';
import { createGuardRouting } from './navigation/guardRouting';
import { createLocationStore, currentLocation } from './navigation/locationStore';
import { keepPrerenderedPage } from './remotes/prerenderedPage';
import { createRemotePrefetch } from './remotes/prefetchRemotes';
import { registerRemoteApplications } from './remotes/registerRemoteApplications';
import { createRemoteLoader, REMOTE_LOAD_TIMEOUT_MS } from './remotes/remoteLoader';
import { createRemoteSlot } from './remotes/remoteSlot';
import { createRemoteStatusStore } from './remotes/remoteStatus';
import { refreshBundle } from './session/refreshBundle';
import { createSessionClock } from './session/sessionClock';
import { nextTask } from './nextTask';
import { BootFailure } from './shell/BootFailure';
import { preloadSignedInFrame, Shell } from './shell/Shell';

/**
 * The boot runs in a few tasks rather than one (issue 15): its modules' evaluation, the shell's set-up, the opened page's
 * request and the first render were one task of 60–70 ms on /login (four times that on a phone), in which the page drawn
 * ahead could not answer a tap. Between them the browser paints and answers input (`nextTask`).
 */
async function boot(root: ReturnType<typeof createRoot>) {
  await nextTask();
  const bootData = bootDataOf(document);
  const env = bootData?.environment ?? (await loadEnvironment());
  const timing = sessionTiming(env, { maxMs: SESSION_MAX_MS, warningMs: SESSION_WARNING_MS });

  // A tester's versions for this browser, settled before any remote is registered (and its parameter taken out of
  // the address before the guard or any router reads it).
  const overrides = overridesAtBoot({
    lower: env.lower,
    address: window.location.href,
    storage: window.localStorage,
    replaceAddress: (address) => window.history.replaceState(window.history.state, '', address),
    warn: (message) => console.warn(message),
  });
  const status = createRemoteStatusStore(env.remotes, overrides);
  const loader = createRemoteLoader({
    env,
    overrides,
    status,
    hostContract: CONTRACT_VERSION,
    knownManifests: bootData?.manifests,
    loadTimeoutMs: remoteLoadTimeout(env, REMOTE_LOAD_TIMEOUT_MS),
  });

  const hadStoredSession = Object.keys(window.localStorage).some((key) => key.startsWith(SESSION_STORAGE_PREFIX));
  const { portal, uiStore, calls } = createPortalContext({
    env: { name: env.name, lower: env.lower, apiBase: env.apiBase, marketingSiteUrl: env.marketingSiteUrl, contractVersion: CONTRACT_VERSION, thirdPartyScripts: env.thirdPartyScripts },
    navigateToUrl,
    currentPath: currentLocation,
    storage: window.localStorage,
    sessionMaxMs: timing.maxMs,
    // Remotes' parcels (the entity form, the notifications bell) load as their apps do: pinned, checked, classified.
    loadParcel: loader.loadParcel,
  });

  // "On load a stored session is restored if its last login is within 15 minutes; otherwise it is cleared
  // and the user goes to Index."
  if (hadStoredSession && !portal.session.getState().bundle) window.history.replaceState(null, '', pathFor('Index'));
  // A restored session is refreshed from the API: what the role allows may have changed since it was stored (the
  // owner changed it, or suspended the member). A failure keeps what was stored; a 401 has signed the person out.
  if (portal.session.getState().bundle) refreshBundle(portal).catch(() => undefined);
  // A restored session is drawn in the signed-in frame from the first render (a chunk that fails to arrive is asked for
  // again by the render, which shows its Retry).
  const signedInFrame = portal.session.getState().bundle ? preloadSignedInFrame().catch(() => undefined) : undefined;

  const guard = createGuardRouting(env, portal.session);
  const location = createLocationStore();
  const slot = createRemoteSlot();
  const { retry } = registerRemoteApplications({ loader, status, guard, slot, portal });
  const clock = createSessionClock({
    session: portal.session,
    maxMs: timing.maxMs,
    warningMs: timing.warningMs,
    // "A timeout-triggered logout remembers the current path to return to."
    onExpired: () => void portal.signOut({ rememberPath: true, message: sessionMessages.over }),
  });

  // The guard decides before anything mounts: at every URL change and whenever the session changes.
  window.addEventListener('single-spa:before-routing-event', () => guard.enforce());
  portal.session.subscribe((next, previous) => {
    if (next.bundle !== previous.bundle && !guard.enforce()) void triggerAppChange();
  });
  guard.enforce();
  await nextTask();
  // The page opened on (past the guard): its area's app and its own files asked for now, beside the shell's first
  // render, not once single-spa has mounted the app (issue 15: its heading ~0.4 s sooner on a slow phone link).
  const prefetch = createRemotePrefetch({ loadApp: loader.loadApp, loadedApp: loader.loadedApp, preloadPageFiles: loader.preloadPageFiles, prefetchPageFiles: loader.prefetchPageFiles, status, calls, permissions: () => portal.session.getState().bundle?.permissions });
  prefetch.preloadOpenedPage(window.location.href);
  await nextTask();

  // The page the server sent drawn ahead, if any: a copy waits in its remote's element, which the render below attaches
  // as it replaces the static frame.
  keepPrerenderedPage(document.getElementById('portal-root') ?? document, slot, location);
  await signedInFrame;
  // In a transition React renders the shell in slices of a few milliseconds.
  startTransition(() =>
    root.render(
      <PortalProvider portal={portal}>
        <Shell env={env} overrides={overrides} guard={guard} location={location} slot={slot} status={status} clock={clock} uiStore={uiStore} retry={retry} />
      </PortalProvider>,
    ),
  );
  await nextTask();
  // The sidebar's areas load when the browser is idle after a page; a page's code when its link is pointed at or clicked.
  prefetch.start();
  // single-spa keeps every remote's router on the same URL (DESIGN §9).
  start({ urlRerouteOnly: true });
}

const container = document.getElementById('portal-root');
if (container) {
  const root = createRoot(container);
  boot(root).catch((error: unknown) => {
    const message = error instanceof EnvironmentUnavailable ? error.message : 'The portal could not start. Reload the page in a moment.';
    root.render(<BootFailure message={message} />);
  });
}
