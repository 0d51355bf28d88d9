import { LAST_ACTIVITY_STORAGE_KEY, SignedInBundle, storableBundle, StoredBundle } from '@portal/shared-contracts';
import * as v from 'valibot';
import { readLastActivity, readStoredItems, SESSION_STORAGE_PREFIX, storedKeyOf } from './stored-facts';

export { SESSION_STORAGE_PREFIX } from './stored-facts';

/** "Locally stored items: user, profile, alerts, docs, entities, missing, payment methods, notifications, permissions and the account executive." (spec 000 §9) */
const STORED_PARTS = Object.keys(StoredBundle.entries) as (keyof StoredBundle)[];

/**
 * Storage can refuse a write (quota, a private window, a policy). The session then lives in memory only
 * and simply is not restored after a reload, which is better than failing the sign-in.
 */
function write(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    /* the in-memory session carries on */
  }
}

export function writeBundle(storage: Storage, bundle: SignedInBundle): void {
  // Only what the contract's allow-list names: nothing sensitive (SSN, date of birth, driver's license, tax id,
  // account numbers) can reach web storage, whatever an area adds to the bundle.
  const storable = storableBundle(bundle);
  for (const part of STORED_PARTS) write(storage, storedKeyOf(part), storable[part]);
}

export function writeLastActivity(storage: Storage, at: number): void {
  write(storage, LAST_ACTIVITY_STORAGE_KEY, at);
}

/** "Sign-out clears all stored data": every `portal.` item, including ones an older release left behind. */
export function clearStoredSession(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(SESSION_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

export interface StoredSession {
  bundle: SignedInBundle;
  lastActivity: number;
}

/** The stored session as written, or null when anything is missing, unreadable or not a signed-in bundle. */
export function readStoredSession(storage: Storage, now: number): StoredSession | null {
  const lastActivity = readLastActivity(storage);
  if (lastActivity === null) return null;
  const parts = readStoredItems(storage, STORED_PARTS);
  // `elapsed` is a fact of the moment the server answered and is not among the stored items; after a
  // reload the client's only clock is the time since the last activity.
  const parsed = v.safeParse(SignedInBundle, { ...parts, elapsed: Math.max(0, now - lastActivity) });
  return parsed.success ? { bundle: parsed.output, lastActivity } : null;
}
