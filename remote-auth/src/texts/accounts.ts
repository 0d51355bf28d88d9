/**
 * The portal's words for registration, invitations, verification and unlock, where the specification gives none
 * and the contract's catalogue holds none yet. Every text the specification states comes from
 * `@portal/shared-contracts`; these are candidates for the catalogue (see README).
 */
export const accountTexts = {
  firstName: 'First name',
  lastName: 'Last name',
  cellPhone: 'Cell phone',
  leadSourceType: 'How did you hear about us?',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
  registrationUnavailable: 'Registration is not available here. Please sign in with your account.',
  invitationMissing:
    'We could not find the details of your invitation on this page. Please sign in with the e-mail address your invitation was sent to: we will e-mail you a 6-digit code to continue.',
  signInToResend: 'Please sign in first: we can send a new verification e-mail only to the account you are signed in to.',
  signInAndReturn: 'Sign in',
  unlocking: 'Unlocking your account…',
  unlockLinkIncomplete: 'This unlock link is incomplete. Please open the link from the e-mail again.',
  goingOnSoon: 'You will be taken there in a few seconds.',
  goToSignIn: 'Go to Sign In',
  goToHome: 'Go to the home page',
} as const;

/** The choice within a lead source type, and the typed name, as each type asks for them. */
export const leadSourceTexts = {
  choice: { referral: 'Who referred you?', conferences: 'Which event?', social_media: 'Which network?' },
  manual: {
    referral: "Referrer's name",
    partner: 'Partner name',
    conferences: 'Event name',
    social_media: 'Network name',
    online_search: 'Search engine or website',
  },
} as const;
