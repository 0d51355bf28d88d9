import { ERROR_CODES } from '@portal/shared-contracts';
import { isBadRequest, PortalRequestError } from '@portal/shared-ui';

// The sign-in area's own readings of a refusal; the general ones (messageOf, isBadRequest, asksToSignIn,
// fieldErrorsOf) are shared-ui's.

/** "Login, on 400 with reset_password true, opens password recovery at the code step" (spec 000 §7). */
export function asksForPasswordReset(error: unknown): boolean {
  return isBadRequest(error) && error.body?.reset_password === true;
}

/** "with an errors list containing account_locked it opens the unlock modal" (spec 000 §7). */
export function saysAccountLocked(error: unknown): boolean {
  const errors = error instanceof PortalRequestError ? error.body?.errors : undefined;
  return Array.isArray(errors) && errors.includes(ERROR_CODES.accountLocked);
}
