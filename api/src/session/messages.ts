/** What the session area (sign-in, sign-out) says to people; see `http/messages.ts` for the shared texts. */
export const sessionApiMessages = {
  wrongCredentials: 'The e-mail or password you entered is incorrect.',
  accountLocked: 'Your account has been locked after too many unsuccessful attempts.',
  signedOut: 'Signed out.',
} as const;
