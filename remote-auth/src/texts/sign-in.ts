/**
 * The portal's words for sign-in and its recovery dialogs, where the specification gives none and the contract's
 * catalogue holds none yet: labels, a link, a short explanation. Every text the specification states comes from
 * `@portal/shared-contracts`. Kept apart from the other pages' words, which /login never downloads (see README).
 */
export const signInTexts = {
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  passwordHint: 'At least 8 characters.',
  resendCode: 'Resend code',
  codeSentTo: (email: string) => `We sent a 6-digit code to ${email}.`,
  passwordRecoveryTitle: 'Password Recovery',
  accountRecoveryTitle: 'Account Recovery',
  recoveryLoading: 'Opening…',
  loadingPage: 'Loading the page…',
} as const;
