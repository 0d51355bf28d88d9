/**
 * Texts of the profile, application and account area (spec 002 §2, §4, §5, §8), verbatim. The delete confirmations
 * are `deleteConfirmations` and "Uploaded successfully" is `uploadMessages.uploaded` (messages.ts).
 */

/** My Entities and entity details (spec 002 §2.1). */
export const entityMessages = {
  pendingTable: 'PENDING',
  approvedTable: 'APPROVED',
  /** "My APPROVED Entities" or "My PENDING Entities" */
  detailsTitle: (approved: boolean) => (approved ? 'My APPROVED Entities' : 'My PENDING Entities'),
  noAddress: 'There is no Business/Mailing address registered for this Entity!',
  noEntities: 'No Entities added.',
} as const;

/** My Documents and documents lists in both areas (spec 001 §8, spec 002 §2.2). */
export const documentMessages = {
  noDocuments: 'No Documents added.',
  mortgageInterestStatement: '1098 Mortgage Interest Statement',
  allFieldsRequired: 'All fields are required.',
  // The bank statement package's date rules: "two files with two dates, and two prior months required when none
  // exist" (spec 002 §5), in the portal's words.
  statementInFuture: 'A statement cannot be dated after today.',
  twoStatementDates: 'Please give each statement its own date.',
  /** "two prior months required when none exist" */
  twoPriorMonths: ([first, second]: readonly [string, string]) => `Your first bank statements must be those of ${first} and ${second}.`,
} as const;

/** Proof of Funds (spec 002 §2.3, §4, §8). */
export const proofOfFundsMessages = {
  /** "Explains that linked accounts are only proof of funds ... not used for drawing funds": portal's wording. */
  onlyProofOfFunds: 'Linked accounts are used only as proof of funds. They are never used for drawing funds.',
  connectNewAccount: 'Connect New Account',
  linkFailed: 'Failed to load Plaid Link. Please try again later.',
  /** A script-load failure "also raises a notice (wording not shown)": portal's wording. */
  scriptFailed: 'The bank-linking service could not be reached. Please try again later.',
  credentialsUpdated: 'Success! Your Credentials were updated!',
  processing: 'Success! Plaid is processing your request. Refresh this page in few minutes.',
  reportReady: 'Report ready. Please refresh page.',
} as const;

/** The application page and its tabs' own texts (spec 002 §2.4 to §2.6, §4, §5, §8). */
export const applicationMessages = {
  /** "{Section} updated." */
  sectionUpdated: (section: string) => `${section} updated.`,
  /** 'Value not allowed when no phone with type "x" is informed!' (x is the type) */
  contactMethodNeedsPhone: (phoneType: string) => `Value not allowed when no phone with type "${phoneType}" is informed!`,
  atLeastOneCellPhone: 'You must register at least one cell phone!',
  assetsAndLiabilitiesDetails: 'Assets & Liabilities - Details',
  clearFieldsToEnable: 'Clear Fields to Enable',
  assetAdded: 'New Asset Added.',
  liabilityAdded: 'New Liability Added.',
  recordDeleted: 'Record successfully deleted.',
  employmentEndsBeforeStart: 'This date is less than the one you started working, please change it.',
  noEmployment: "It seems that you haven't added any employment records yet.",
  saleBeforePurchase: 'This date is less than the Purchase date, please change it.',
  experienceDeleted: 'Deleted! Your experience has been deleted.',
  noRecords: 'No Records Found.',
} as const;

/** Account Settings (spec 002 §2.7, §5, §8). */
export const settingsMessages = {
  imageTypeRefused: 'Please choose an image file. (Accepting.png .bmp .jpg .svg)',
  imageTooBig: 'Your file is too big, please select an image under 25MB.',
  pictureSaved: 'Profile picture saved successfully',
  pictureDeleted: 'Profile picture deleted successfully',
  socialUpdated: 'Social data updated.',
} as const;

/** Portal Team Members (spec 002 §2.7, §4, §5, §8). */
export const teamMemberMessages = {
  rolesInformation: 'Information about Roles',
  addMember: 'Add a Portal Team Member',
  updateInvite: 'Update Invite',
  sendInvite: 'Send Invite',
  changeRole: 'Change Role',
  invitationSent: 'Invitation sent successfully.',
  cannotDeletePrimary:
    'It is not possible to delete your Primary Point of Contact. To proceed you need to first select other team member to be your Primary Contact.',
} as const;

/** Notifications (spec 002 §2.8). */
export const notificationMessages = {
  whatsNew: "What's New",
  none: 'It appears you have no new notifications',
} as const;
