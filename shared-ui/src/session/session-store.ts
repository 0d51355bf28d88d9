import { SESSION_MAX_MS, sessionIsRestorable, type SessionState, type SignedInBundle } from '@portal/shared-contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { clearStoredSession, readStoredSession, writeBundle, writeLastActivity, type StoredSession } from './session-storage';

export interface SessionStoreOptions {
  /** Where the session survives a reload: localStorage in the browser. */
  storage: Storage;
  /** The clock, injectable so that tests can move time. */
  now?: () => number;
  /** How long a stored session stays restorable after its last activity (a lower environment may shorten it). */
  maxMs?: number;
  /**
   * Where pages keep what a borrower typed and has not sent yet (a deal half built), for this tab only:
   * sessionStorage in the browser. Its `portal.` items go with the session, like everything stored.
   */
  drafts?: Storage;
}

const tabStorage = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/**
 * "On load a stored session is restored if its last login is within 15 minutes; otherwise it is cleared"
 * (spec 000 §4.4). A stored session that is not a valid signed-in bundle is cleared too.
 */
export function restoreSession(storage: Storage, now: number, maxMs: number): SignedInBundle | null {
  return restorableSession(storage, now, maxMs)?.bundle ?? null;
}

function restorableSession(storage: Storage, now: number, maxMs: number): StoredSession | null {
  const stored = readStoredSession(storage, now);
  if (stored && sessionIsRestorable(stored.lastActivity, now, maxMs)) return stored;
  clearStoredSession(storage);
  return null;
}

/**
 * The session as a zustand vanilla store implementing the contract's `SessionState`. It starts from the
 * stored session when that is still restorable. The bundle in memory is the one the server sent, complete;
 * storage receives a copy without sensitive fields, so a reload brings back only what is safe to keep.
 */
export function createSessionStore({ storage, now = Date.now, maxMs = SESSION_MAX_MS, drafts = tabStorage() }: SessionStoreOptions): StoreApi<SessionState> {
  const restored = restorableSession(storage, now(), maxMs);
  if (!restored && drafts) clearStoredSession(drafts);

  return createStore<SessionState>()((set, get) => {
    function hold(bundle: SignedInBundle) {
      const at = now();
      writeBundle(storage, bundle);
      writeLastActivity(storage, at);
      set({ bundle, lastActivity: at });
    }

    return {
      bundle: restored?.bundle ?? null,
      lastActivity: restored?.lastActivity ?? null,
      signIn: hold,
      refresh: hold,
      switchBundle: hold,
      touch() {
        // Requests made while signed out (the login page's own calls) have no session to keep alive.
        if (!get().bundle) return;
        const at = now();
        writeLastActivity(storage, at);
        set({ lastActivity: at });
      },
      clear() {
        clearStoredSession(storage);
        if (drafts) clearStoredSession(drafts);
        set({ bundle: null, lastActivity: null });
      },
    };
  });
}
