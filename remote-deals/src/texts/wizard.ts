/**
 * The portal's words for the new-deal wizard's frame and Deal Confirmation, where the specification gives none.
 * Every text the specification states comes from `@portal/shared-contracts` (`dealMessages`).
 */
export const wizardTexts = {
  title: "Let's build your deal",
  questions: {
    transactionType: 'Is this a purchase or a refinance?',
    dealType: 'What kind of deal is it?',
    propertyType: 'What kind of property is it?',
  },
  otherDescription: 'Describe the deal',
  otherDescriptionHint: 'At least 5 characters.',
  steps: 'Steps of your deal',
  submit: 'Submit Deal',
  submitting: 'Submitting your deal…',
  /** The icons of the Deal Summary, as a screen reader hears them. */
  stepState: { complete: 'complete', error: 'needs attention', blank: 'not started' },
  notAnswered: 'Not answered yet',
  crossesCount: (count: number) => (count === 1 ? '1 cross-collateral property' : `${count} cross-collateral properties`),
  documentsCount: (count: number) => (count === 1 ? '1 document' : `${count} documents`),
  documents: {
    label: 'Deal documents',
    hint: 'Purchase contract, scope of work, photos: anything that helps us review the deal. Optional.',
    sent: 'Documents that go with the deal',
    remove: (name: string) => `Remove ${name}`,
  },
  loadingPage: 'Loading the page…',
} as const;
