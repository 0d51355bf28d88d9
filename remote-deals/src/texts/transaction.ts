/**
 * The portal's words for the transaction tab (Purchase / Refinance Information), where spec 001 names the fields
 * (§3 'Purchase', 'Refinance') but gives no labels. The tab's title, the enumerations' labels and every message
 * come from `@portal/shared-contracts`; these are candidates for the catalogue (see README).
 */
export const transactionTexts = {
  purchase: {
    section: 'Purchase details',
    price: 'Purchase price',
    type: 'Purchase type',
    contractExists: 'Is there a signed purchase contract?',
  },
  shortSale: {
    section: 'Short sale',
    approval: 'Has the short sale been approved?',
    hasSecondLien: 'Is there a second lien on the property?',
    secondLienApproval: 'Has the second lien holder approved the short sale?',
  },
  refinance: {
    section: 'Refinance details',
    price: 'Original purchase price',
    asIsValue: 'As-is value',
    debt: 'Is there any debt on the property?',
  },
  liens: {
    section: 'Liens',
    hint: 'List each lien on the property and tick the ones the new loan should pay off.',
    lien: (position: number) => `Lien ${position}`,
    price: 'Lien amount',
    payoff: 'Pay off this lien with the new loan',
    none: 'No liens listed yet.',
    add: 'Add lien',
    remove: 'Remove',
    removeLien: (position: number) => `Remove lien ${position}`,
  },
  closing: {
    section: 'Closing and exit',
    closingDate: 'Closing date',
    exitStrategy: 'Exit strategy',
  },
} as const;
