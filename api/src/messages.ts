import {
  accountUnlockMessages,
  accountVerificationMessages,
  passwordRecoveryMessages,
  signInMessages,
  transportMessages,
} from '@portal/shared-contracts';

/**
 * What the API says to people. The client shows these texts as they come, so they are written for borrowers.
 * The contract's catalogue is used wherever it has the text; the rest is the API's wording (see README).
 */
export const apiMessages = {
  invalidFields: 'Please correct the highlighted fields.',
  invalidJson: 'The request body is not valid JSON.',
  notJson: 'Please send the request body as JSON.',
  tooLarge: 'The request is too large.',
  invalidRequest: 'This request is not valid.',
  notFound: 'The page or item you asked for does not exist.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  wrongCredentials: 'The e-mail or password you entered is incorrect.',
  accountLocked: 'Your account has been locked after too many unsuccessful attempts.',
  signedOut: 'Signed out.',
  unexpected: transportMessages.generic,

  emailTaken: 'An account with this e-mail already exists.',
  verified: accountVerificationMessages.verified,
  alreadyVerified: accountVerificationMessages.alreadyVerified,
  verificationLinkInvalid: 'This verification link is not valid or has expired. Please ask for a new one.',
  verificationSent: 'We sent you a new verification e-mail.',
  unlocked: accountUnlockMessages.unlocked,
  unlockLinkInvalid: 'This unlock link is not valid or has expired. Please ask for a new one.',
  unlockLinkResent: 'If this account is locked, a new unlock link is on its way to its e-mail.',

  codeInvalid: signInMessages.invalidCode,
  codeExpired: 'Your verification code has expired. Please ask for a new one.',
  codeUsedUp: 'Too many wrong codes: this code no longer works. Please ask for a new one.',
  resetCodeSent: 'If this e-mail has an account, a 6-digit code is on its way to it.',
  resetTokenInvalid: 'Your password reset has expired. Please start again.',
  passwordReset: passwordRecoveryMessages.passwordReset,

  alreadyRegistered: 'You have already registered. Please sign in with your e-mail and password.',
  invitationGone: 'This invitation is no longer available.',
  invitationAccepted: 'The invitation was accepted.',
  invitationRejected: 'The invitation was rejected.',
  invitationAnswered: 'This invitation has already been answered.',
  leftTeam: 'You have left the team.',
  ownerCannotLeave: 'The Owner role cannot be disconnected.',
} as const;
