/**
 * The portal's own words in the loans area, where the specification gives none (its texts come from the contract's
 * catalogue). Each page keeps its labels here or in a texts file of its own.
 */
export const loanTexts = {
  loadingPage: 'Loading the page…',
  sendingRequest: 'Sending the request',
  cancelSending: 'Cancel the upload',
  chosenFiles: 'Files to send',
  removeFile: (file: string) => `Remove ${file}`,
  tooManyFiles: (most: number) => `At most ${most} files can be sent with one request.`,
  addPaymentMethod: 'Add a payment method',
  drawExpenses: 'Expenses',
  drawPaymentMethod: 'Draw Payment Method',
  drawFiles: 'Files',
  drawNumber: (number: number) => `Draw Request ${number}`,

  // My Deals: the lists.
  categoryTabs: 'Loan categories',
  /** Each table's accessible name, by category. */
  tableLabels: { in_progress: 'Pending loans', active: 'Active loans', paid: 'Paid loans', all: 'All loans' },
  loadingLoans: 'Loading loans…',
  loadingMoreLoans: 'Loading more loans…',
  filterLoans: 'Filter loans',
  /** A search that found nothing (the specification words only the empty list, "No Deals Found"). */
  noLoansMatchSearch: 'No loans match your search.',

  // My Deals: the search.
  searchForm: 'Search loans',
  searchText: 'Search for',
  searchBy: 'Search by',

  // The lists' columns (spec 001 §2 names the fields; the headers are the portal's).
  loanNumber: 'Loan Number',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  type: 'Type',
  status: 'Status',
  amount: 'Amount',
  fundedDate: 'Funded Date',
  payoffDate: 'Payoff Date',
  entity: 'Entity',
  estimatedCloseDate: 'Estimated Close Date',
  dateEntered: 'Date Entered',
  maturityDate: 'Maturity Date',
  lastDrawDate: 'Last Draw Date',
  paymentDueDate: 'Payment Due Date',
  actions: 'Actions',
  /** The row's action button, named after its loan so each one is told apart. */
  actionsFor: (number: string) => `Actions for loan ${number}`,

  // The loan actions.
  loadingLoan: 'Loading the loan…',
  /** The wizard's header line: "Loan 1042 · 12 Main St, Austin, TX 78701 · Maturity date 06/30/2025". */
  loanLine: (number: string) => `Loan ${number}`,
  maturityLine: (date: string) => `Maturity date ${date}`,
  /** An action whose steps this release does not bring: the team that handles it by e-mail. */
  requestByEmail: (team: string) => `Please send this request to our ${team} team:`,
  emailSubject: (number: string) => `Loan ${number}`,

  // Loan detail.
  loanSummary: 'Loan Summary',
  loanType: 'Loan Type',
  appraisal: 'Appraisal',
  terms: 'Terms',
  termsInMonths: (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`,
  rate: 'Rate',
  ratePercent: (rate: number) => `${rate}%`,
  initialHoldback: 'Initial Holdback',
  currentBalance: 'Current Balance',
  currentDue: 'Current Due',
  prepaidInterest: 'Pre-paid Interest',
  holdback: 'Holdback',
  balance: 'Balance',
  paidOffDate: 'Paid-off Date',
  notSet: 'Not set',
  loanNotFound: 'This loan could not be found.',
  contacts: 'Loan contacts',
  contactLine: (role: string, name: string) => `${role}: ${name}`,
  emailTeams: 'E-mail our teams',
  goTo: 'Go to',
  dashboard: 'Dashboard',
  myDocuments: 'My Documents',
  myDeals: 'My Deals',
  backToMyDeals: 'Back to My Deals',
  actionsCard: 'Actions',
  legend: 'Legend',
  documentType: 'Document',
  documentStatus: 'Status',
  documentFiles: 'Files',
  loanDocuments: 'Loan Documents',
  uploadedFiles: 'Uploaded Files',
  statements: 'Statements',
  uploadedOn: (day: string) => `Uploaded on ${day}`,
  submittedOn: (day: string) => `submitted ${day}`,
  statementOf: (period: string) => `Statement ending ${period}`,
  uploadFiles: 'Upload Files',
  uploadLabel: 'Files for this loan',
  loadingDocuments: 'Loading the files…',
  requests: 'Requests',
  sentOn: (day: string) => `sent ${day}`,
} as const;
