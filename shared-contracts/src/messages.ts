/**
 * User-facing texts of spec 000 §8 and §4.4, quoted verbatim. The texts of each area live in `messages/*.ts` and are
 * re-exported here, so `messages` stays the one catalogue.
 */
export * from './messages/accounts';
export * from './messages/loans';
export * from './messages/profile';

export const formMessages = {
  /** "Checked boxes and multi-selects report 'This field is required!'"; the portal uses it for every required field. */
  required: 'This field is required!',
  /** "Confirm password must match, else 'Passwords must match'" (spec 000 §5, spec 002 §5). */
  passwordsMustMatch: 'Passwords must match',
  // The specification names the rules below but not their wording: these texts are the portal's (see README).
  email: 'Please enter a valid e-mail address.',
  phone: 'Please enter the phone number as (xxx) xxx-xxxx.',
  ssn: 'Please enter the SSN as xxx-xx-xxxx.',
  taxId: 'Please enter the tax ID as xx-xxxxxxx.',
  passwordTooShort: 'Your password must have at least 8 characters.',
  passwordTooLong: 'Your password can have at most 128 characters.',
  code: 'The code must have exactly 6 characters.',
  invalidChoice: 'Please choose one of the options.',
  tooLong: (max: number) => `Please use at most ${max} characters.`,
  tooShort: (min: number) => `Please use at least ${min} characters.`,
  date: 'Please enter the date as MM/DD/YYYY.',
  dateBeforeToday: 'The date cannot be earlier than today.',
  zipCode: 'Please enter the ZIP code as 12345 or 12345-6789.',
  apn: 'Please enter a valid APN.',
  ownershipPercentage: 'Please enter a percentage between 0.01 and 100.',
  /** An id (of a person, a team, an invitation) that is not a whole number from 1 to 2147483647, as written. */
  invalidNumber: 'Please enter a valid number.',
  /** NUL and the other control characters, in any text field (a multi-line text keeps line breaks and tabs). */
  controlCharacters: 'Please remove the control characters.',
  /** A link people will open (the social links): http or https. */
  webAddress: 'Please enter a web address starting with https://.',
} as const;

export const transportMessages = {
  timedOut: 'The request timed out.',
  noResponse: 'There was an error while trying to complete your request.',
  generic: 'We could not process your request, please try again later.',
  sessionEnded: 'It seems that your session is no longer active. Please log in again.',
} as const;

export const sessionMessages = {
  refreshFailedTitle: 'Oops...',
  refreshFailedText: 'It seems that something was wrong while retrieving your session. Please log in to recover access to the portal.',
  warningTitle: "You're about to be logged out.",
  timeRemaining: (seconds: number) => `Time remaining: ${seconds} seconds`,
  over: 'Your session is over, see you soon!',
  leave: 'See you soon!',
  logoutQuestion: 'Are you sure?',
} as const;

export const shellMessages = {
  onBehalfBanner: (teamMember: string, borrower: string) =>
    `You are logged in as ${teamMember} and operating on behalf of borrower ${borrower}`,
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has been moved.',
  notFoundButton: 'Back to the dashboard',
  landingHeadline: 'One spot for all your loans',
  landingBenefits: ['Instant application process', '24/7 access and live updates'],
  signIn: 'Sign in',
  submitNewLoan: 'Submit New Loan',
  /** The application alert (spec 002 §2: "Application alerts on other pages lead to BorrowerApplication with query tab"): the portal's words. */
  applicationAlert: (tab: string) => `Your application needs your attention: ${tab}.`,
  applicationAlertLink: 'Complete your application',
} as const;

/** Spec 001 §8 and §5: what the file upload says. */
export const uploadMessages = {
  tooBig: (file: string) => `The file "${file}" is too big, please select a file up to 25MB.`,
  spreadsheetTooBig: (file: string) => `The file "${file}" is too big. XLS file limit is 5MB.`,
  empty: (file: string) => `The file "${file}" is empty, please select a valid file.`,
  slow: 'Upload is taking a long time due to large file size or slow internet speed. You can cancel the upload and try again later when a better connection is available.',
  uploaded: 'Uploaded successfully',
  /** The specification words only the profile picture's (spec 002 §5); this is the portal's for other fields. */
  wrongType: (file: string, accepted: string) => `The file "${file}" is not of an accepted type (${accepted}).`,
  /** A request that sent no file where one is needed: the portal's wording. */
  noFile: 'Please choose a file to upload.',
  tooManyFiles: 'Please send fewer files at once.',
} as const;

/** Spec 001 §8: tables and loading. */
export const dataMessages = {
  noRecordsMatching: (filter: string) => `No records matching "${filter}".`,
  unableToLoad: 'Unable to load data',
} as const;

/** Spec 002 §8: the two delete confirmations, with their buttons. */
export const deleteConfirmations = {
  removeItem: { title: "You're about to remove this item! Are you sure you want to continue?", confirmLabel: 'Delete', cancelLabel: 'Back' },
  cannotRevert: { title: 'Are you sure?', text: "You won't be able to revert this action!", confirmLabel: 'Yes, delete it!', cancelLabel: 'Cancel' },
} as const;

/** Spec 001 §5: the popover shown to an unverified user on a blocked action. */
export const verificationMessages = {
  notVerifiedYet: "This action is not allowed because you're not verified yet.",
  resendLink: 'Resend Link',
} as const;

/**
 * What the API answers when an endpoint's declared access refuses a caller (see access.ts). The specification
 * words none of them: these are the portal's.
 */
export const accessMessages = {
  forbidden: 'You do not have access to this.',
  permissionMissing: 'Your role on this account does not allow this. Please ask the account owner for access.',
} as const;
