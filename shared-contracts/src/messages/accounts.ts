/**
 * Texts of access and accounts (spec 000 §2, §4, §8), verbatim where the specification quotes them. Page titles are
 * the route table's (`ROUTES[].title`), not repeated here. Where the specification only describes a text ("a message
 * that the user has successfully registered"), the wording is the portal's and says so.
 */

/** The account verification page (spec 000 §2.3) and the resend of the verification e-mail (§8). */
export const accountVerificationMessages = {
  verifying: 'Verifying your account...',
  /** The specification describes it ("a message that the user has successfully registered for an account"): portal's wording. */
  verified: 'You have successfully registered for an account.',
  submitNewDeal: 'Submit a new Deal',
  completeApplication: "Let's complete your application",
  failed: 'Oops! Something went wrong. We could not verify your account...',
  resendVerificationEmail: 'Resend Verification Email',
  alreadyVerifiedTitle: 'Already verified!',
  alreadyVerified: 'You are already verified',
  /** "Resend verification shows Success or Error with the server message": the titles of that notice. */
  resendSucceededTitle: 'Success',
  resendFailedTitle: 'Error',
} as const;

/** The unlock page (spec 000 §2.3) and the account recovery modal (§2.6, §4.1). */
export const accountUnlockMessages = {
  unlocked: 'The account was successfully unlocked.',
  unlockFailed: 'Unlock failed',
  /**
   * "the text says the account was locked after too many unsuccessful attempts, that an e-mail was sent, and to
   * wait a few minutes and check the junk folder": portal's wording of that description.
   */
  locked:
    'Your account was locked after too many unsuccessful attempts. We sent you an e-mail to unlock it: please wait a few minutes and check your junk folder.',
  resendUnlockLink: 'Resend unlock e-mail',
} as const;

/** The login page and its three steps (spec 000 §2.5), and what the code step says (§8). */
export const signInMessages = {
  welcome: 'Welcome',
  continue: 'Continue',
  login: 'Login',
  verifyCode: 'Verify Code',
  resetPassword: 'Reset Password',
  invalidCode: 'Your verification code is invalid.',
  codeResent: 'A new 6-digit code was sent to your email.',
  codeNotResent: 'We could not send the 6-digit code to your email.',
} as const;

/** The password recovery wizard (spec 000 §2.6, §4.2). */
export const passwordRecoveryMessages = {
  steps: ['Email Confirmation', '6-Digit Code', 'New Password'],
  /** Spec 002 §8 names this success for the password change; the portal says the same after a recovery. */
  passwordReset: 'Password reset successfully.',
} as const;

/** Registration, invitation and contributor pages (spec 000 §2.4, §2.7); their title 'Create an account' is the route table's. */
export const registrationMessages = {
  /** The pages' button reads as their title does. */
  createAccount: 'Create an account',
  /** "text saying that a borrower invited the person to access the account": portal's wording. */
  contributorInvited: 'A borrower has invited you to access their account. Create your account to get started.',
  /** The opt-in checkbox's label is not shown: portal's wording. */
  emailOptIn: 'Send me e-mail notifications about my loans.',
} as const;

/** The teams area (spec 000 §2.8, §4.3). */
export const teamsAreaMessages = {
  mainAccount: 'Main Account',
  enter: 'Enter',
  teams: 'Teams',
  joined: (count: number) => `Joined (${count})`,
  invitations: 'Invitations',
  columns: { borrower: 'Borrower', role: 'Role', status: 'Status', createdOn: 'Created on', actions: 'Actions' },
  accept: 'Accept',
  reject: 'Reject',
  cancel: 'Cancel',
  /** "Reject and disconnect need confirmation first": the questions are the portal's wording. */
  confirmReject: 'Reject this invitation?',
  confirmDisconnect: 'Leave this team? You will no longer be able to work on behalf of this borrower.',
} as const;

/** The signed-in top bar's menu (spec 000 §2.9). */
export const accountMenuMessages = {
  accountSettings: 'Account Settings',
  logOut: 'Log out',
} as const;
