/**
 * Texts of loans and deals (spec 001 §2, §4, §5, §8), verbatim. Texts the upload widget, tables and the unverified
 * popover share live in `uploadMessages`, `dataMessages` and `verificationMessages` (messages.ts).
 */

/** The new-deal wizard, the property search and the deal confirmation (spec 001 §2, §8). */
export const dealMessages = {
  summaryTitle: 'Deal Summary',
  firstSteps: ['Transaction Type', 'Deal Type', 'Property Type'],
  propertyDetails: 'Property Details',
  /** "Purchase Information, Refinance Information or Transaction Information, depending on transaction type" */
  transactionTab: (transactionType: string | null | undefined) =>
    transactionType === 'purchase' ? 'Purchase Information' : transactionType === 'refinance' ? 'Refinance Information' : 'Transaction Information',
  propertyRepairs: 'Property Repairs',
  entityInfo: 'Entity Info',
  uploadDocuments: 'Upload Documents',
  mainProperty: 'Main Property',
  noPropertiesFound: 'No Properties found.',
  selectAtLeastOneProperty: 'Please, select at least one property to continue!',
  pressSearch: 'Press Search button to display legal APN and Address!',
  submitted: 'Thank You! Your deal has been submitted.',
  confirmationSections: ['Property', 'Transaction Data', 'Repairs', 'Crosses'],
  dealsInProgress: 'Deals in Progress',
  /** The portal's words: a deal brings at most this many documents. */
  tooManyDocuments: (max: number) => `A deal can bring at most ${max} documents; please add the others on the loan's page.`,
  /** The portal's words: a document the deal names that the account did not upload for a new deal (or already used). */
  documentNotFound: 'One of the documents could not be found. Please upload it again.',
  /** "the lender will be in touch within four business hours": portal's wording of that alert. */
  quickEstimateSent: 'Thank you! We will be in touch within four business hours.',
} as const;

/** My Deals and the loan detail (spec 001 §2, §8). */
export const loanListMessages = {
  /** "<category> LOANS - SUMMARY" */
  summaryTitle: (category: string) => `${category} LOANS - SUMMARY`,
  /** "the loan group in upper case followed by 'LOANS - DETAIL'" */
  detailTitle: (group: string) => `${group} LOANS - DETAIL`,
  searchMode: 'Search Mode',
  submit: 'Submit',
  clickOnLoan: 'Click on Loan to upload documents and see additional details',
  /** "The pending list uses loan_category as 'Loan Status'" */
  loanStatus: 'Loan Status',
  whatWouldYouLikeToDo: 'What would you like to do?',
  next: 'Next',
  previous: 'Previous',
  done: 'Done',
  noDeals: 'No Deals Found',
  submitNewLoan: 'SUBMIT NEW LOAN',
  noMoreDeals: 'No more deals.',
  filesSubmitted: 'Files Submitted For This Loan',
  loanAccountCoordinator: 'Loan Account Coordinator',
  loanMonitoringAssociate: 'Loan Monitoring Associate',
  /** The legend of a loan's files, with the colours the specification gives them. */
  fileLegend: [
    { label: 'Reviewed - Approved', colour: 'green' },
    { label: 'Submitted Files', colour: 'grey' },
    { label: 'Needed Files', colour: 'red' },
  ],
  unableToLoadDrawRequest: 'Unable to load Draw Request data',
} as const;

/** Loan actions: why an option is disabled, what the estimate of repairs refuses, what a saved request says (spec 001 §4, §5, §8). */
export const loanActionMessages = {
  changeOrderNotAllowed: 'Make sure you are in compliance with the requirements for Change Order Request.',
  drawNotAllowed: 'Holdback balance should be greater than $ 0.00.',
  /** The portal's words: the draw, shown to a person whose role cannot request one. */
  drawNotPermitted: 'Your role on this account does not allow requesting a draw.',
  repairsTotalNotPositive: 'The total cost of repairs should be greater than $ 0.00',
  repairsAboveHoldback: 'The total cost of repairs should not be greater than Holdback Balance.',
  categoryAboveBalance: 'The total for this category cannot exceed the current category balance',
  verifyMissingFields: 'Please verify all missing fields.',
  drawSaved: 'Draw Request saved successfully.',
  extensionSaved: 'Extension Request saved successfully.',
  payoffSaved: 'Payoff Request saved successfully.',
  insuranceSaved: 'Insurance files saved successfully.',
  changeOrderSaved: 'Change Order saved successfully.',
  /** The portal's words: a request the loan's state rules out (a payoff on a paid loan), sent anyway. */
  notAvailable: 'This request is not available for this loan.',
} as const;

/** The dashboard (spec 001 §2, §8). "Unable to load Outstanding Documents" is also the profile area's (spec 002 §8). */
export const dashboardMessages = {
  noActiveDeals: 'You have no active deals yet.',
  missingDocs: 'Missing Docs',
  unableToLoadMonetarySummary: 'Unable to load loan monetary summary',
  unableToLoadPaymentDates: 'Unable to load Payment dates',
  unableToLoadOutstandingDocuments: 'Unable to load Outstanding Documents',
} as const;

/** The payment methods page (spec 001 §2, §8). */
export const paymentMethodMessages = {
  newPaymentMethod: '+ New Payment Method',
  createdDate: 'Created Date',
  noPaymentMethods: 'No payment methods.',
  added: 'New Payment Method added.',
  /** The portal's words: routing and account numbers are digits. */
  digitsOnly: 'Please enter digits only.',
  /**
   * "the two authorization wordings (one-time withdrawal for ACH; authorized signatory releasing holdback funds for a
   * draw)" (spec 001 §5): the portal's sentences for them.
   */
  achAuthorization: (lender: string) =>
    `I authorize ${lender} to make a one-time withdrawal from this account for the amount of each ACH payment I request.`,
  drawAuthorization: (lender: string) =>
    `I certify that I am an authorized signatory on this account, and I authorize ${lender} to release holdback funds for my draw requests to it.`,
} as const;

/**
 * What each coloured row or cell of spec 001 §4's indicators means, said in words beside the colour (the portal's
 * wording; the rules are `loan-indicators.ts`).
 */
export const loanIndicatorMessages = {
  drawOverdue: 'Draw overdue: 90 days or more since the last draw',
  maturityUpcoming: 'Matures within 30 days',
  maturityPassed: 'Maturity date has passed',
  paymentLate: 'Payment overdue',
  paymentOverdue: 'Payment more than 11 days overdue',
} as const;

/** After an e-signature (spec 001 §4 for the ACH request, spec 002 §4 for the application). */
export const signingMessages = {
  signedAndSubmitted: 'Document was successfully signed and submitted for review.',
  serviceFailed: 'Failed to communicate with eSignature service.',
} as const;
