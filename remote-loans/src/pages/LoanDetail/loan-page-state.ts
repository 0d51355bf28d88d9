import type { LoanActionChoice, LoanDetailAction } from '@portal/shared-contracts';
import { PortalRequestError } from '@portal/shared-ui';

/** The loan in the path: a positive whole number, or null when the address cannot name a loan. */
export function loanIdOf(raw: string | undefined): number | null {
  return raw && /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
}

/** A 404: "another account's loan answers 404 like one that does not exist"; nothing to retry, a way back instead. */
export function isNotFound(error: unknown): boolean {
  return error instanceof PortalRequestError && error.reason === 'server' && error.status === 404;
}

/**
 * "An action query opens the matching modal automatically after load" (spec 001 §2): only an action the rules offer
 * and allow on this loan; anything else is ignored.
 */
export function requestedAction(query: string | null, choices: readonly LoanActionChoice[]): LoanDetailAction | null {
  return choices.find((choice) => choice.action === query && choice.allowed)?.action ?? null;
}
