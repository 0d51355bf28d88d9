/**
 * The portal's own words on the Proof of Funds page, where the specification gives none. The texts it states (the
 * explanation, "Connect New Account", the widget's failure and its notice, the three successes) come from the
 * contract's `proofOfFundsMessages`; "You must register at least one cell phone!" from `applicationMessages`; the
 * delete question from `deleteConfirmations`; the phone types' names from `PHONE_TYPE_LABELS`.
 */
export const proofOfFundsTexts = {
  // The contact form shown in place of the page until the contact is complete.
  contactTitle: 'Your contact details',
  contactIntro: 'Before you link a bank account, please tell us your name and at least one phone number.',
  firstName: 'First name',
  lastName: 'Last name',
  saveContact: 'Save and continue',
  // The linked banks.
  linkedBanks: 'Linked banks',
  loadingBanks: 'Loading your linked banks…',
  noBanks: 'No bank accounts linked yet.',
  pending: 'Pending',
  pendingLabel: 'Report pending',
  locked: 'Locked: please enter your credentials again',
  linkEnded: 'The bank connection ended before it was finished. Please try again.',
  // The accounts modal.
  accountsOf: (institution: string) => `${institution} accounts`,
  noAccountsYet: 'The accounts show here once the report on this bank is ready.',
  institution: 'Institution',
  accountMask: 'Account ending in',
  availableBalance: 'Available balance',
  ownerName: 'Owner name',
  ownerEmail: 'E-mail',
  ownerPhone: 'Phone',
  ownerAddress: 'Address',
  notGiven: 'Not given',
  // The revalidate modal.
  revalidateTitle: (institution: string) => `Reconnect ${institution}`,
  revalidateText: 'Your bank asks you to enter your credentials again before it keeps sharing these accounts.',
  enterCredentials: 'Enter credentials again',
  removeBank: 'Remove this bank',
  bankRemoved: 'The bank was removed.',
} as const;
