/** The API's words for Proof of Funds (the contract's catalogue has none for these), and the stand-in Link page's. */
export const bankLinkingTexts = {
  /** Any failure of the provider (or none configured): the portal shows it as it comes. */
  serviceFailed: 'Failed to communicate with the bank-linking service. Please try again later.',
  /** A public token the provider refuses: exchanged already, or more than 30 minutes old. */
  connectionExpired: 'This bank connection has expired or was already saved. Please connect the account again.',
  notLocked: 'Only a bank that asks for your credentials again can be removed here.',
  /** The PDF of an asset report, kept among the borrower's documents. */
  reportFileName: (institution: string, day: string) => `Asset report - ${institution} - ${day}.pdf`,

  linkUsed: 'This bank link has already been used. Please close it and connect again.',
  linkExpired: 'This bank link has expired. Please close it and connect again.',
  chooseOneOfTheBanks: 'Please choose one of the banks.',
  atLeastOneAccount: 'Please choose at least one account.',

  pageTitle: 'Connect a bank account',
  standIn: "This is the lower environments' stand-in: any username and password are accepted.",
  exit: 'Exit',
  selectBank: 'Select your bank',
  searchBank: 'Search for your bank',
  noBankMatches: 'No bank matches your search.',
  signInTo: 'Sign in to',
  signInAgain: 'Your bank asks you to sign in again to keep sharing your accounts.',
  username: 'Username',
  password: 'Password',
  fillIn: 'Please fill in this field.',
  chooseAccounts: 'Choose the accounts to share',
  back: 'Back',
  continue: 'Continue',
  connecting: 'Connecting…',
  linkEnded: 'This link can no longer be used',
} as const;
