import { passwordRecoveryMessages } from '@portal/shared-contracts';

/** What password recovery says to people; the code's own answers are in `codes/messages.ts`. */
export const passwordApiMessages = {
  resetCodeSent: 'If this e-mail has an account, a 6-digit code is on its way to it.',
  resetTokenInvalid: 'Your password reset has expired. Please start again.',
  passwordReset: passwordRecoveryMessages.passwordReset,
} as const;
