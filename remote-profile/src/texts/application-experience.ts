import { FLIP_LOOKBACK_MONTHS, type ExperienceCountField } from '@portal/shared-contracts';

/**
 * The portal's own words on the Employment Information and Real Estate tabs, where the specification gives none. The
 * texts it states ("It seems that you haven't added any employment records yet.", "Record successfully deleted.",
 * "Deleted! Your experience has been deleted.", "{Section} updated.", the two date messages, the delete questions)
 * come from the contract: `applicationMessages`, `deleteConfirmations`, `uploadMessages`.
 */

/** "flip windows are 12 months, 3 years and 24 months" (spec 002 §5): in the spec's words, months up to two years. */
const windowOf = (months: number) => (months > 24 && months % 12 === 0 ? `${months / 12} years` : `${months} months`);

export const employmentTexts = {
  records: 'Employment records',
  addEmployment: 'Add Employment',
  newEmployment: 'New Employment',
  selfEmployed: 'I am self-employed',
  /** A self-employed record's name in the list. */
  selfEmployedRecord: 'Self-employed',
  employer: 'Employer',
  position: 'Position',
  current: 'I currently work here',
  phone: 'Employer phone',
  fromDate: 'Start date',
  toDate: 'End date',
  addressLegend: 'Employer address',
  save: 'Save',
  cancel: 'Cancel',
  next: 'Next',
  /** "The Next button on the tab needs at least one record." */
  needsARecord: 'Please add at least one employment record to continue.',
  present: 'Present',
  period: 'Period',
  delete: 'Delete',
  deleteRecord: (what: string) => `Delete ${what}`,
} as const;

/** The experience questions, each with its window. */
export const experienceQuestions: Record<ExperienceCountField, string> = {
  flipsLastYear: `How many properties have you flipped in the last ${windowOf(FLIP_LOOKBACK_MONTHS.flipsLastYear)}?`,
  flipsLastThreeYear: `How many properties have you flipped in the last ${windowOf(FLIP_LOOKBACK_MONTHS.flipsLastThreeYear)}?`,
  flipsNextYear: `How many properties do you plan to flip in the next 12 months?`,
  flipsLifetime: 'How many properties have you flipped in your lifetime?',
  flipsConstructionLifetime: 'How many new construction projects have you completed in your lifetime?',
  flipsConstructionLastThreeYears: `How many new construction projects have you completed in the last ${windowOf(FLIP_LOOKBACK_MONTHS.flipsLastThreeYear)}?`,
  flipsConstructionLastTwoYears: `How many new construction projects have you completed in the last ${windowOf(FLIP_LOOKBACK_MONTHS.flipsConstructionLastTwoYears)}?`,
};

export const realEstateTexts = {
  experience: 'Your real estate experience',
  flips: 'Flips and new construction',
  rentals: 'Rental properties',
  managesProperty: 'Do you manage rental properties?',
  rentalOwned: 'How many rental properties do you own?',
  rentalHeldMoreThanOneYear: 'How many of them have you held for more than one year?',
  rentalManagementCourseComplete: 'Have you completed a rental property management course?',
  rentalManagementCourseDate: 'Date the course was completed',
  rentalManagementCourseName: 'Name of the course',
  propertyManager: 'Property manager',
  propertyManagerHint: 'Optional: who manages your rentals, if not you.',
  averages: 'Averages',
  averagePurchasePrice: 'Average purchase price',
  averageRehabBudget: 'Average rehab budget',
  averagesHint: 'Optional.',
  saveAndContinue: 'Save and Continue',
  // Properties owned or operated.
  operations: 'Properties owned or operated',
  addExperience: 'Add Experience',
  newOperation: 'New Experience',
  propertyAddress: 'Property address',
  ownershipPercentage: 'Ownership percentage',
  propertyType: 'Property type',
  purchaseDate: 'Purchase date',
  purchasePrice: 'Purchase price',
  saleDate: 'Sale date',
  saleDateHint: 'Leave empty while you still own the property.',
  salePrice: 'Sale price',
  salePriceHint: 'Give the sale date first.',
  loan: 'Is there a loan on this property?',
  mortgage: 'Mortgage',
  lenderName: 'Lender name',
  balance: 'Loan balance',
  monthlyPayment: 'Monthly payment',
  save: 'Save',
  cancel: 'Cancel',
  notSold: 'Not sold',
  noLoan: 'No loan',
  delete: 'Delete',
  deleteOperation: (address: string) => `Delete ${address}`,
  // The stated-experience document ("A stated-experience document may be uploaded with type Borrower Stated Experience").
  statedExperience: 'Stated experience document',
  statedExperienceHint: 'You may upload a document stating your real estate experience.',
} as const;
