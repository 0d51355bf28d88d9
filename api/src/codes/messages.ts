import { signInMessages } from '@portal/shared-contracts';

/** What the 6-digit code routes say about a code (password recovery and invitations alike). */
export const codeApiMessages = {
  /** Every failed check: a wrong, expired or used-up code, or an e-mail with no code (see codes/one-time-codes.ts). */
  codeInvalid: signInMessages.invalidCode,
  /** The person's failure budget is spent (codes/code-budget.ts); `Retry-After` says for how long. */
  budgetSpent: 'Too many wrong codes for this e-mail address. Please try again later.',
} as const;
