import { decideNavigation, guardSessionOf, type EnvironmentFile, type SessionStore } from '@portal/shared-contracts';
import { currentLocation } from './locationStore';

/**
 * Applies the guard (spec 000 §2.2) before anything mounts: single-spa's activity functions only let a
 * remote mount when the guard allows its route, and this replaces a refused URL with the guard's target.
 */
export function createGuardRouting(env: EnvironmentFile, session: SessionStore) {
  const guardEnv = { lower: env.lower, marketingContactUrl: env.marketingContactUrl };
  const decide = (location: string) => decideNavigation(location, guardSessionOf(session.getState()), guardEnv);

  /** Follow the guard for the current URL; true when the URL was changed. */
  function enforce(): boolean {
    const decision = decide(currentLocation());
    if (decision.kind === 'external') {
      window.location.assign(decision.url);
      return true;
    }
    if (decision.kind === 'redirect') {
      window.history.replaceState(window.history.state, '', decision.to);
      return true;
    }
    return false;
  }

  return { decide, enforce };
}

export type GuardRouting = ReturnType<typeof createGuardRouting>;
