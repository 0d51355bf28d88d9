import * as v from 'valibot';
import { LAST_ACTIVITY_STORAGE_KEY, SESSION_STORAGE_PREFIX } from '@portal/shared-contracts';

/*
 * The stored session read part by part, without the whole bundle's schema: what the script that draws the signed-in
 * banners ahead needs (host/src/shell/layout/bannersAhead.ts, a script in the page itself, kept small), and the keys
 * session-storage.ts writes under.
 */

// The keys are the contract's: the host server's script for the pages for anyone reads the last activity too.
export { SESSION_STORAGE_PREFIX };

/** Where a part of the stored bundle lives. */
export const storedKeyOf = (part: string) => `${SESSION_STORAGE_PREFIX}${part}`;

/** An item as written (JSON), or undefined when it is missing or unreadable. */
export function readStoredItem(storage: Storage, key: string): unknown {
  const text = storage.getItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Parts of the stored bundle as written, by name (each undefined when missing or unreadable). */
export function readStoredItems(storage: Storage, parts: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(parts.map((part) => [part, readStoredItem(storage, storedKeyOf(part))]));
}

/** When the stored session was last active, or null when that is missing or not a time. */
export function readLastActivity(storage: Storage): number | null {
  const lastActivity = readStoredItem(storage, LAST_ACTIVITY_STORAGE_KEY);
  return typeof lastActivity === 'number' && Number.isFinite(lastActivity) ? lastActivity : null;
}

/** The stored parts a schema names, checked by it, or null when one is missing or not what it says. */
export function readStoredParts<const Entries extends v.ObjectEntries>(storage: Storage, schema: v.ObjectSchema<Entries, undefined>): v.InferOutput<v.ObjectSchema<Entries, undefined>> | null {
  const parsed = v.safeParse(schema, readStoredItems(storage, Object.keys(schema.entries)));
  return parsed.success ? parsed.output : null;
}
