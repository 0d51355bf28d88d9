import { accessMessages, transportMessages, verificationMessages } from './messages';
import { can, type Permission } from './permissions';

/**
 * Who may call an endpoint, in the route table's words (DESIGN §3): anyone, or a signed-in person, optionally
 * with a verified e-mail and with the permissions their role grants on the account the session operates on
 * (spec 002 §6; owner grants everything). The API enforces it before any handler runs; the portal reads the
 * same data to hide what would be refused.
 */
export type EndpointAccess = PublicAccess | SignedInAccess;

export interface PublicAccess {
  readonly public: true;
  /** Served only in lower environments; elsewhere the call does not exist (404). */
  readonly lowerEnvironmentsOnly?: boolean;
}

export interface SignedInAccess {
  readonly signedIn: true;
  /** "Unverified users cannot submit deals, add entities, upload, add employment or experience" (spec 001 §5, 002 §6). */
  readonly verified?: boolean;
  /** All are needed; the owner permission grants everything. Naming any means the session must operate on an account. */
  readonly permissions?: readonly Permission[];
  readonly lowerEnvironmentsOnly?: boolean;
}

/** Anyone may call it: the call proves what it needs itself (a password, a code, a link's token) or reveals nothing. */
export const publicAccess = { public: true } as const satisfies PublicAccess;

/** Signed in, with whatever else the call needs. */
export function signedIn<const P extends readonly Permission[] = readonly []>(
  needs: { verified?: boolean; permissions?: P } = {},
): { readonly signedIn: true; readonly verified?: boolean; readonly permissions: P } {
  return { signedIn: true, verified: needs.verified, permissions: (needs.permissions ?? []) as P };
}

export function isSignedInAccess(access: EndpointAccess): access is SignedInAccess {
  return 'signedIn' in access && access.signedIn === true;
}

/**
 * The path parameter that names the signed-in person: `/users/{id}/…` or `/users/{userId}/…` (spec 000 §7,
 * 001 §7, 002 §7). On a signed-in endpoint it must be the caller's own id. Other records in a path take other
 * names (`{loanId}`, `{notificationId}`), so this one always means the person.
 */
export function personParameterOf(path: string): 'id' | 'userId' | null {
  const match = /^\/users\/\{(id|userId)\}(?:\/|$)/.exec(path);
  return match ? (match[1] as 'id' | 'userId') : null;
}

/** What the decision needs to know about the caller. */
export interface Caller {
  userId: number;
  verified: boolean;
  /** Permissions on the account the session operates on; empty when it operates on none. */
  permissions: readonly string[];
  operatesOnAccount: boolean;
}

export type AccessRefusal = 'sign-in-needed' | 'not-yours' | 'verification-needed' | 'permission-missing';

/**
 * Why a caller may not make a call, or null when they may. Checked in this order: a session, the person in the
 * path, a verified e-mail, then the permissions. `personInPath` is the path's person parameter, as sent.
 */
export function accessRefusal(access: EndpointAccess, caller: Caller | null, personInPath?: string | number | null): AccessRefusal | null {
  if (!isSignedInAccess(access)) return null;
  if (!caller) return 'sign-in-needed';
  if (personInPath !== undefined && personInPath !== null && !isSamePerson(personInPath, caller.userId)) return 'not-yours';
  if (access.verified && !caller.verified) return 'verification-needed';
  const permissions = access.permissions ?? [];
  if (permissions.length > 0 && (!caller.operatesOnAccount || !can(caller.permissions, ...permissions))) return 'permission-missing';
  return null;
}

/** Strict: `/users/1e0/…` or `/users/01/…` is not person 1. */
function isSamePerson(value: string | number, userId: number): boolean {
  return String(value) === String(userId);
}

/** What the API answers for each refusal, and what the portal may show. */
export const accessRefusalAnswers: Record<AccessRefusal, { status: 401 | 403; message: string }> = {
  'sign-in-needed': { status: 401, message: transportMessages.sessionEnded },
  'not-yours': { status: 403, message: accessMessages.forbidden },
  'verification-needed': { status: 403, message: verificationMessages.notVerifiedYet },
  'permission-missing': { status: 403, message: accessMessages.permissionMissing },
};
