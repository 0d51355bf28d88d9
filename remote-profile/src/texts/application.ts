import { APPLICATION_TABS } from '@portal/shared-contracts';

/**
 * The portal's own words on the Application page's shell and its Introduction, where the specification gives none.
 * The title and the tabs come from the contract (`routeByName`, `APPLICATION_TABS`), "{Section} updated." from
 * `applicationMessages`.
 */
export const applicationTexts = {
  loading: 'Loading your application…',
  tabNeedsWork: 'needs your attention',
  introductionHeading: 'Your guarantor and borrower application',
  introduction: [
    'The lender needs to know you as a guarantor before it funds your loans. This application collects what it asks every borrower once: who you are, your work, your finances, your background and your experience with real estate.',
    `It has ${APPLICATION_TABS.length} tabs. Each one is saved on its own, so you can stop and come back at any time; what you saved stays here. A tab marked in red still needs your answers.`,
    'When every part is complete, choose the entity you borrow through on the last tab and sign the application electronically.',
  ],
  whatYouNeed: 'What to have at hand',
  needs: [
    'Your Social Security number, date of birth and driver’s license',
    'Your employers of the last two years',
    'Your assets and liabilities, or a recent personal financial statement',
    'The properties you bought, sold or own',
  ],
  sensitive: 'Your Social Security number, date of birth and driver’s license are sent encrypted, stored encrypted and shown only masked once saved.',
  agreement:
    'I agree that the lender may use the information I give in this application to evaluate my loan requests, and may verify it with third parties, including a credit report.',
  saveAndContinue: 'Save and Continue',
} as const;
