import { setIn } from 'final-form';
import { transportMessages } from '@portal/shared-contracts';
import { PortalRequestError } from '../api/request-error';

// Reading a failed call: every area asks the same questions of a PortalRequestError, so they are answered once.

/** What to tell people about a failed call: the transport's words (spec 000 §8), or the generic text. */
export function messageOf(error: unknown): string {
  return error instanceof PortalRequestError ? error.message : transportMessages.generic;
}

/** The server refused with a 400 (a refusal about what was sent), not a timeout, an outage or a lost connection. */
export function isBadRequest(error: unknown): error is PortalRequestError {
  return error instanceof PortalRequestError && error.reason === 'server' && error.status === 400;
}

/** "if the error data has redirectToLogin go to Login" (spec 000 §7): the person already has an account. */
export function asksToSignIn(error: unknown): boolean {
  return error instanceof PortalRequestError && error.body?.data?.redirectToLogin === true;
}

/**
 * The server's field errors, first message per field, for final-form to show under the fields (return them from
 * `onSubmit`; the toast lists them all as well). Field names are the body's, which the forms share; the API names a
 * nested field by its path ("businessAddress.zipCode"), and the errors come back nested as final-form reads them.
 */
export function fieldErrorsOf(error: unknown): Record<string, unknown> | undefined {
  const errors = error instanceof PortalRequestError ? error.body?.errors : undefined;
  if (!errors || Array.isArray(errors)) return undefined;
  let byField: Record<string, unknown> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0]) byField = setIn(byField, field, messages[0]) as Record<string, unknown>;
  }
  return byField;
}
