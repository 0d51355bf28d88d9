import * as v from 'valibot';
import { BOOT_DATA_ID, EnvironmentFile } from '@portal/shared-contracts';

export class EnvironmentUnavailable extends Error {}

/** What the host server put in the page: the environment, and the manifest of the remote the address belongs to. */
export interface BootData {
  environment: EnvironmentFile;
  /** Manifests by address, handed to the remote loader, which checks them as it checks what it fetches. */
  manifests: Record<string, unknown>;
}

/**
 * The boot data the shell carries, when it carries a valid one: the page then starts without asking for
 * `/environment.json` (one round trip fewer before any remote is known). Anything else is ignored: the environment is
 * fetched as without it.
 */
export function bootDataOf(document: Pick<Document, 'getElementById'>): BootData | undefined {
  let raw: { environment?: unknown; manifests?: unknown } | null;
  try {
    raw = JSON.parse(document.getElementById(BOOT_DATA_ID)?.textContent ?? 'null') as typeof raw;
  } catch {
    return undefined;
  }
  const environment = v.safeParse(EnvironmentFile, raw?.environment);
  if (!environment.success) return undefined;
  const manifests = raw?.manifests && typeof raw.manifests === 'object' ? (raw.manifests as Record<string, unknown>) : {};
  return { environment: environment.output, manifests };
}

/**
 * The environment file pins every remote's version; the host knows no remote until it has read it. The shell the
 * host server sends carries it (`bootDataOf`); otherwise it is fetched, fresh on every load, so that an operator's
 * promotion takes effect at the next reload either way.
 */
export async function loadEnvironment(fetchImpl: typeof fetch = fetch): Promise<EnvironmentFile> {
  let response: Response;
  try {
    response = await fetchImpl('/environment.json', { cache: 'no-store', credentials: 'same-origin' });
  } catch {
    throw new EnvironmentUnavailable('The portal could not reach its configuration. Check your connection and reload the page.');
  }
  if (!response.ok) throw new EnvironmentUnavailable(`The portal configuration could not be loaded (HTTP ${response.status}). Reload the page in a moment.`);
  const parsed = v.safeParse(EnvironmentFile, await response.json().catch(() => null));
  if (!parsed.success) throw new EnvironmentUnavailable('The portal configuration is invalid. Please contact support.');
  return parsed.output;
}

/** The session clock, shortened only where a lower environment's file asks for it (for end-to-end tests). */
export function sessionTiming(env: EnvironmentFile, defaults: { maxMs: number; warningMs: number }) {
  if (!env.lower || !env.testing) return defaults;
  return {
    maxMs: env.testing.sessionMaxMs ?? defaults.maxMs,
    warningMs: env.testing.sessionWarningMs ?? defaults.warningMs,
  };
}

/** How long a remote may take to load, shortened only where a lower environment's file asks for it (end-to-end tests). */
export function remoteLoadTimeout(env: EnvironmentFile, defaultMs: number): number {
  return (env.lower && env.testing?.remoteLoadTimeoutMs) || defaultMs;
}
