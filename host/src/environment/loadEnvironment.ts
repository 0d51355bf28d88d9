import * as v from 'valibot';
import { EnvironmentFile } from '@portal/shared-contracts';

export class EnvironmentUnavailable extends Error {}

/**
 * The environment file pins every remote's version; the host knows no remote until it has read it.
 * It is fetched fresh on every load so that an operator's promotion takes effect at the next reload.
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
