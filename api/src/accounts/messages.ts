import { accountUnlockMessages, accountVerificationMessages } from '@portal/shared-contracts';

/** What the accounts area (registration, verification, unlocking) says to people; the catalogue's where it has the text. */
export const accountApiMessages = {
  emailTaken: 'An account with this e-mail already exists.',
  verified: accountVerificationMessages.verified,
  alreadyVerified: accountVerificationMessages.alreadyVerified,
  verificationLinkInvalid: 'This verification link is not valid or has expired. Please ask for a new one.',
  verificationSent: 'We sent you a new verification e-mail.',
  unlocked: accountUnlockMessages.unlocked,
  unlockLinkInvalid: 'This unlock link is not valid or has expired. Please ask for a new one.',
  unlockLinkResent: 'If this account is locked, a new unlock link is on its way to its e-mail.',
} as const;
