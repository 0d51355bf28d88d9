/**
 * The portal's own words around the application's signing (the Guarantor and Borrower Application page and the
 * application's last tab). The texts the specification states ("Document was successfully signed and submitted for
 * review.", "Failed to communicate with eSignature service.", the section names) come from the contract:
 * `signingMessages`, `APPLICATION_SECTION_LABELS`, `applicationSigningMessages`.
 */
export const applicationSigningTexts = {
  loadingApplication: 'Loading your application…',
  // The signing: "The user chooses the borrower entity, then uses Start Application and eSign."
  signingTitle: 'Borrower Application',
  intro: 'Choose the borrowing entity you guarantee, complete the application, then sign it electronically.',
  entity: 'Borrower entity',
  noEntities: 'You have no entity yet: add the borrowing entity before signing the application.',
  addEntity: 'Go to My Entities',
  startApplication: 'Start Application',
  eSign: 'eSign',
  certification: 'By signing, you certify:',
  // "Hovering lists the missing sections."
  missingSections: 'Complete these sections of the application before signing:',
  chooseEntity: 'Choose the borrower entity to sign for.',
  mayNotSign: 'Your role does not allow signing the application.',
  signingDialog: 'Sign the application',
  signingFrame: 'Sign the Guarantor and Borrower Application',
  // The last tab.
  reviewIntro: 'Review the sections of your application, choose the borrowing entity, then sign the application with eSign.',
  alreadySigned: 'Your application is signed. You may sign it again for another entity.',
  // The borrower documents beside the signing.
  documentsTitle: 'Borrower Documents',
  loadingDocuments: 'Loading your documents…',
  filesOf: (type: string) => `Files of ${type}`,
  notSent: 'Nothing sent yet.',
  noApplicationAccess: 'Your role does not give access to the application.',
} as const;
