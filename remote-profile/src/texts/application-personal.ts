/**
 * The portal's own words on the Personal Information, Background Information and Demographics tabs, where the
 * specification gives none. The texts it states come from the contract: "{Section} updated." and the phone rules
 * (`applicationMessages`), the declarations' questions (`DECLARATION_QUESTION_TEXTS`), the choices' labels
 * (`MARITAL_STATUS_LABELS`, `CONTACT_METHOD_LABELS`, `ETHNICITY_LABELS`, `RACE_LABELS`…).
 */
export const personalTexts = {
  // Personal Information.
  personalHeading: 'Personal Information',
  personalIntro: 'Tell us who you are and how to reach you. Fields marked with * are required.',
  aboutYou: 'About you',
  firstName: 'First name',
  lastName: 'Last name',
  title: 'Title',
  titleHint: 'Your title in the entities you borrow through, such as Managing Member.',
  maritalStatus: 'Marital status',
  identity: 'Identification',
  identityNote: 'Your Social Security number, date of birth and driver’s license are stored encrypted and shown only masked once saved.',
  dateOfBirth: 'Date of birth',
  ssn: 'Social Security number',
  ssnPlaceholder: 'xxx-xx-xxxx',
  driversLicense: 'Driver’s license number',
  driversLicenseState: 'Driver’s license state',
  /** A sensitive field already on file: shown masked, typed again only to change it. */
  onFile: (masked: string) => `On file: ${masked}. Leave empty to keep it, or type a new one to change it.`,
  reachingYou: 'How to reach you',
  email: 'E-mail',
  emailNote: 'The e-mail you sign in with. Change it from your account settings.',
  contactMethod: 'Preferred contact method',
  optIn: 'Send me news and offers of the lender by e-mail and text message.',
  homeAddress: 'Home address',
  mailingAddress: 'Mailing address',
  sameAddress: 'My mailing address is the same as my home address',
  // Background Information.
  backgroundHeading: 'Background Information',
  backgroundIntro: 'Please answer each question. If you answer yes to any of them, explain below.',
  declarations: 'Declarations',
  explanation: 'Explanation',
  explanationHint: 'Tell us what happened, when, and how it was resolved.',
  // Demographics.
  demographicsHeading: 'Demographics',
  demographicsIntro:
    'The federal government asks lenders to collect this information to monitor compliance with fair lending laws. You are not required to provide it; your answers or your choice not to answer do not affect your application.',
  denied: 'I do not wish to provide any of this information',
  ethnicity: 'Ethnicity',
  origin: 'Hispanic or Latino origin',
  originDescription: 'Other Hispanic or Latino origin',
  originDescriptionHint: 'For example Argentinean, Colombian, Dominican, Nicaraguan, Salvadoran, Spaniard.',
  race: 'Race',
  tribe: 'Name of enrolled or principal tribe',
  hawaiianHeritage: 'Native Hawaiian or Other Pacific Islander heritage',
  hawaiianDescription: 'Other Pacific Islander heritage',
  hawaiianDescriptionHint: 'For example Fijian, Tongan.',
  asianHeritage: 'Asian heritage',
  asianDescription: 'Other Asian heritage',
  asianDescriptionHint: 'For example Hmong, Laotian, Thai, Pakistani, Cambodian.',
  sex: 'Sex',
} as const;
