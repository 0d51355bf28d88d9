import {
  can,
  mayCall,
  destinationAfterSignIn,
  destinationAfterSignOut,
  pathFor,
  sessionEndpoints,
  transportMessages,
  type PortalContext,
  type PortalEnvironmentFacts,
} from '@portal/shared-contracts';
import { createApiTransport } from '../api/transport';
import { createPortalUi } from '../portal-ui/create-portal-ui';
import { createSessionStore } from '../session/session-store';

export interface PortalContextOptions {
  env: PortalEnvironmentFacts;
  /** How this page changes its URL: single-spa's navigateToUrl in the host, the history API when standalone. */
  navigateToUrl(url: string): void;
  /** The path and query the visitor is on, remembered when the session ends by itself. */
  currentPath(): string;
  storage: Storage;
  /** How long a session lasts without activity (the spec's 15 minutes unless a lower environment shortens it). */
  sessionMaxMs?: number;
  track?: PortalContext['analytics']['track'];
  /**
   * How this page loads other remotes' parcels: the host's remote loader. Without it (a remote's standalone mode,
   * which knows no other remote) every parcel is refused with a message that says where parcels do load.
   */
  loadParcel?: PortalContext['loadParcel'];
}

/** Standalone mode runs one remote against the API and knows no other remote, so it has no parcel to give. */
export const refuseParcels: PortalContext['loadParcel'] = (remote, module) =>
  Promise.reject(new Error(`Parcels of other remotes load in the portal shell, not in standalone mode (${remote} ${module}): run npm start.`));

/**
 * Assembles the PortalContext of DESIGN §4 from the shared pieces: the session store, the API transport and
 * the UI services. The host and every remote's standalone mode build theirs here, so both behave alike.
 */
export function createPortalContext({ env, navigateToUrl, currentPath, storage, sessionMaxMs, track = () => undefined, loadParcel = refuseParcels }: PortalContextOptions) {
  const session = createSessionStore({ storage, maxMs: sessionMaxMs });
  const { ui, store: uiStore } = createPortalUi();
  const calls = createCallsInFlight();

  const signOut: PortalContext['signOut'] = async ({ rememberPath = false, message } = {}) => {
    const remembered = rememberPath ? currentPath() : null;
    // Ending the session on the server is best effort: the session here ends whatever it answers.
    await api.call(sessionEndpoints.logout, {}, { quiet: true }).catch(() => undefined);
    session.getState().clear();
    if (message) ui.toast('info', message);
    navigateToUrl(destinationAfterSignOut(remembered));
  };

  const api = createApiTransport({
    apiBase: env.apiBase,
    ui,
    onCallsInFlight: calls.changed,
    onActivity: () => session.getState().touch(),
    // "401: the session is cleared; the toast reads 'It seems that your session is no longer active...'"
    onUnauthorized: () => {
      if (!session.getState().bundle) return;
      const remembered = currentPath();
      session.getState().clear();
      ui.toast('error', transportMessages.sessionEnded);
      navigateToUrl(destinationAfterSignOut(remembered));
    },
  });

  const portal: PortalContext = {
    session,
    api,
    can: (...permissions) => can(session.getState().bundle?.permissions ?? [], ...permissions),
    mayCall: (endpoint) => mayCall(endpoint, session.getState().bundle),
    navigate: (route, ...args) => navigateToUrl(pathFor(route, ...args)),
    completeSignIn: (bundle, redirect) => {
      session.getState().signIn(bundle);
      navigateToUrl(destinationAfterSignIn(redirect));
    },
    signOut,
    ui,
    analytics: { track },
    env,
    loadParcel,
  };
  const callsInFlight: CallsInFlight = { inFlight: calls.inFlight, whenNone: calls.whenNone };
  return { portal, uiStore, calls: callsInFlight };
}

/** The page's calls to the API on their way: how many, and a wait until none is (the host's prefetching waits so). */
export interface CallsInFlight {
  inFlight(): number;
  /** Calls back at once when no call is on its way, otherwise as soon as the last of them has ended. */
  whenNone(callback: () => void): void;
}

/** The calls to the API on their way, counted so that a caller can wait until none is (the host's prefetching). */
function createCallsInFlight() {
  let count = 0;
  let waiting: (() => void)[] = [];
  return {
    inFlight: () => count,
    changed(inFlight: number) {
      count = inFlight;
      if (count > 0 || waiting.length === 0) return;
      const callbacks = waiting;
      waiting = [];
      for (const callback of callbacks) callback();
    },
    whenNone(callback: () => void) {
      if (count === 0) callback();
      else waiting.push(callback);
    },
  };
}
