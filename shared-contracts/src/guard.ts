import { can } from './permissions';
import { matchRoute, pathFor, type RouteAccess, type RouteDefinition } from './routes';

/** What the guard needs to know about the visitor. */
export interface GuardSession {
  signedIn: boolean;
  verified: boolean;
  permissions: readonly string[];
  teamsAreaRequired: boolean;
}

export interface GuardEnvironment {
  lower: boolean;
  marketingContactUrl: string;
}

export type GuardDecision =
  | { kind: 'allow'; route: RouteDefinition; params: Record<string, string> }
  | { kind: 'redirect'; to: string; reason: GuardReason }
  | { kind: 'external'; url: string };

export type GuardReason =
  | 'sign-in-needed'
  | 'teams-area-only'
  | 'teams-area-not-needed'
  | 'signed-in-already'
  | 'verification-needed'
  | 'permission-missing'
  | 'lower-environments-only'
  | 'forwarding-route';

export const SIGNED_OUT_VISITOR: GuardSession = { signedIn: false, verified: false, permissions: [], teamsAreaRequired: false };

const redirect = (to: string, reason: GuardReason): GuardDecision => ({ kind: 'redirect', to, reason });

/** A route that needs sign-in: it says so, or it needs a verified account or permissions, which only a user has. */
export const routeNeedsSignIn = (access: RouteAccess): boolean => Boolean(access.signedIn || access.verified || access.permissions?.length);

/**
 * The navigation guard of spec 000 §2.2, as a pure function. `location` is the path with its query.
 * The rules are checked in the specification's order; the first that applies decides.
 */
export function decideNavigation(location: string, session: GuardSession, env: GuardEnvironment): GuardDecision {
  const [pathname = '/'] = location.split(/[?#]/);
  const { route, params } = matchRoute(pathname);
  const access = route.access;

  if (route.redirect && 'external' in route.redirect) return { kind: 'external', url: env.marketingContactUrl };

  // "A route that needs sign-in, visited without a user, goes to Login with a redirect query."
  if (routeNeedsSignIn(access) && !session.signedIn) return redirect(pathFor('Login', {}, { redirect: location }), 'sign-in-needed');

  if (session.signedIn) {
    // "A user flagged as needing the teams area may only see TeamsArea."
    if (session.teamsAreaRequired && route.name !== 'TeamsArea') return redirect(pathFor('TeamsArea'), 'teams-area-only');
    // "A user not so flagged who opens TeamsArea is sent to MyDeals."
    if (!session.teamsAreaRequired && route.name === 'TeamsArea') return redirect(pathFor('MyDeals'), 'teams-area-not-needed');
    // "An unauthenticated-only route visited while signed in goes to MyDeals."
    if (access.unauthenticatedOnly) return redirect(pathFor('MyDeals'), 'signed-in-already');
    // "A route requiring verification, visited by an unverified user, goes to MyDeals."
    if (access.verified && !session.verified) return redirect(pathFor('MyDeals'), 'verification-needed');
    // "A missing permission sends the user to Settings."
    if (access.permissions && !can(session.permissions, ...access.permissions)) return redirect(pathFor('Settings'), 'permission-missing');
  }

  // "Registration ... available only in lower environments, otherwise the visitor is sent to Login."
  if (access.lowerEnvironmentsOnly && !env.lower && !servedElsewhereTo(access.lowerEnvironmentsOnly, session)) {
    // A page other environments open with a permission asks a signed-out visitor to sign in first.
    if (access.lowerEnvironmentsOnly.elsewhere && !session.signedIn) return redirect(pathFor('Login', {}, { redirect: location }), 'sign-in-needed');
    const otherwise = access.lowerEnvironmentsOnly.otherwise;
    if (otherwise === 'NotFound') return { kind: 'allow', route: matchRoute('/__not_found__').route, params: {} };
    return redirect(pathFor(otherwise), 'lower-environments-only');
  }

  if (route.redirect && 'route' in route.redirect) return redirect(pathFor(route.redirect.route), 'forwarding-route');

  return { kind: 'allow', route, params };
}

/** Whether a lower-environment page is open, outside lower environments, to this signed-in person. */
function servedElsewhereTo(rule: NonNullable<RouteDefinition['access']['lowerEnvironmentsOnly']>, session: GuardSession): boolean {
  return Boolean(rule.elsewhere && session.signedIn && can(session.permissions, ...rule.elsewhere.permissions));
}

/** Only a path on this site is a safe place to return to; anything else would be an open redirect. */
export function isSafeReturnPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/** "After sign-in the user goes to the stored redirect, otherwise MyDeals." */
export function destinationAfterSignIn(storedRedirect: string | null | undefined): string {
  return isSafeReturnPath(storedRedirect) ? storedRedirect : pathFor('MyDeals');
}

/** "After sign-out the user goes to Login." A timeout remembers where the user was (spec 000 §4.4). */
export function destinationAfterSignOut(rememberedPath?: string | null): string {
  return isSafeReturnPath(rememberedPath) ? pathFor('Login', {}, { redirect: rememberedPath }) : pathFor('Login');
}
