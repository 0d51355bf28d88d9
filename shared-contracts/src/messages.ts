/** User-facing texts of spec 000 §8 and §4.4, quoted verbatim. Other areas add theirs in their issues. */
export const formMessages = {
  /** "Checked boxes and multi-selects report 'This field is required!'"; the portal uses it for every required field. */
  required: 'This field is required!',
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
} as const;
