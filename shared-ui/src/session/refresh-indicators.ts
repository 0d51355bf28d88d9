import { indicatorEndpoints, type PortalContext } from '@portal/shared-contracts';

/**
 * "indicators refresh" (spec 001 §4, after a deal; spec 002 after uploads and signing): reads
 * `GET /users/{userId}/indicators` and puts its counters into the session's bundle, so the shell's badges follow.
 * "Failed ... indicators: swallowed silently" (spec 001 §8): the counters shown stay as they were.
 */
export async function refreshIndicators(portal: Pick<PortalContext, 'api' | 'session'>): Promise<void> {
  const userId = portal.session.getState().bundle?.user.id;
  if (userId === undefined) return;
  try {
    const { missing, docs, alerts } = await portal.api.call(indicatorEndpoints.read, { params: { userId } });
    const bundle = portal.session.getState().bundle;
    // Signed out, or someone else signed in, while the answer travelled: it is not theirs.
    if (!bundle || bundle.user.id !== userId) return;
    portal.session.getState().refresh({ ...bundle, missing: { ...bundle.missing, ...missing }, docs: { ...bundle.docs, neededCount: docs.neededCount }, alerts: { ...bundle.alerts, ...alerts } });
  } catch {
    // Swallowed, as the specification says; the next sign-in or refresh brings the counters.
  }
}
