/**
 * The portal's own words on the Dashboard, where the specification gives none. The texts it states ("You have no
 * active deals yet.", "Missing Docs", the three "Unable to load …") come from the contract's `dashboardMessages`; the
 * stats' labels from `LOAN_STATS_LABELS`.
 */
export const dashboardTexts = {
  // The profile/contact card.
  profileTitle: 'My profile',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  /** A team member works on someone else's account: who is signed in, beside whose account it is. */
  signedInAs: 'Signed in as',
  accountExecutive: 'Your account executive',

  // Loan stats.
  loanStatsTitle: 'Loan stats',
  loadingLoanStats: 'Loading loan stats…',
  loanAmounts: 'Loan amounts',
  /** The doughnut's title, and the start of its text alternative ("Number of loans: In Progress 3, Active 5, Paid 2"). */
  numberOfLoans: 'Number of loans',
  /** Under the listed stats: what choosing one does. */
  openStatHint: 'Choose a stat to see those loans in My Deals.',

  // Loan summary.
  loanSummaryTitle: 'Loan summary',
  loadingLoanSummary: 'Loading the loan summary…',
  maturityDates: 'Upcoming maturity dates',
  paymentDueDates: 'Payment due dates',
  address: 'Address',
  loanNumber: 'Loan number',
  maturityDate: 'Maturity date',
  dueDate: 'Due date',
  openLoanHint: 'Select a loan to open it.',
  noMaturityDates: 'No upcoming maturity dates.',
  noPaymentDueDates: 'No payment due dates.',

  // Missing Docs.
  loadingMissingDocs: 'Loading outstanding documents…',
  loans: 'Loans',
  entities: 'Entities',
  documentsNeeded: 'Documents still needed',
  neededCount: (count: number) => (count === 1 ? '1 document needed' : `${count} documents needed`),
  progressToFunding: 'Progress to funding',
  percent: (value: number) => `${value}%`,
  openLoan: (number: string) => `Open loan ${number}`,
  loanHeading: (number: string) => `Loan ${number}`,
  openEntity: (name: string) => `Open ${name}`,
  noOutstandingDocuments: 'You have no outstanding documents.',
} as const;
