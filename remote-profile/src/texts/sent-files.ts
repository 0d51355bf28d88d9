/** The portal's own words on a table of sent files (My Documents' modal, an entity's documents). */
export const sentFilesTexts = {
  file: 'File',
  submittedOn: 'Submitted',
  expiration: 'Expiration',
  status: 'Status',
  noExpiration: 'None',
} as const;
