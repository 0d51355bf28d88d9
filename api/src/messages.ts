import { transportMessages } from '@portal/shared-contracts';

/** What the API says to people. The client shows these texts as they come, so they are written for borrowers. */
export const apiMessages = {
  invalidFields: 'Please correct the highlighted fields.',
  invalidJson: 'The request body is not valid JSON.',
  notJson: 'Please send the request body as JSON.',
  tooLarge: 'The request is too large.',
  invalidRequest: 'This request is not valid.',
  notFound: 'The page or item you asked for does not exist.',
  forbidden: 'You do not have access to this.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  wrongCredentials: 'The e-mail or password you entered is incorrect.',
  accountLocked: 'Your account has been locked after too many unsuccessful attempts.',
  signedOut: 'Signed out.',
  sessionEnded: transportMessages.sessionEnded,
  unexpected: transportMessages.generic,
} as const;
