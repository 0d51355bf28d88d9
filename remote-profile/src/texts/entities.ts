/**
 * The portal's own words on My Entities and the entity details, where the specification gives none. The texts it
 * states (the two table titles, the details title, the no-address sentence, "No Entities added.", "Uploaded
 * successfully") come from the contract: `entityMessages`, `uploadMessages`; the page title from the route table;
 * the types and the status from `ENTITY_TYPE_LABELS` and `ENTITY_STATUS_LABELS`.
 */
export const entityTexts = {
  loadingEntities: 'Loading your entities…',
  // My Entities.
  nameColumn: 'Name',
  typeColumn: 'Type',
  tablesHint: 'Choose an entity to see its details and documents.',
  noPending: 'No entity is waiting for documents.',
  noApproved: 'No entity is approved yet.',
  addEntity: 'Add an entity',
  newEntityDialog: 'New entity',
  /** The deals area's parcel, as RemoteParcel names it while loading or failing. */
  entityFormParcel: 'the entity form',
  entityAdded: (name: string) => `${name} was added. It is pending until its documents are approved.`,
  // Entity details.
  summary: 'Summary',
  name: 'Name',
  type: 'Type',
  taxId: 'Tax ID',
  status: 'Status',
  businessAddress: 'Business address',
  mailingAddress: 'Mailing address',
  phone: 'Phone',
  neededItems: 'Items needed before approval',
  documents: 'Entity documents',
  neededCount: 'Needed',
  submittedCount: 'Submitted',
  approvedCount: 'Approved',
  filesOf: (type: string) => `${type} files`,
  noFiles: 'No files submitted yet.',
  downloadZip: (type: string) => `Download ${type} (.zip)`,
  uploadFiles: (type: string) => `Upload ${type}`,
  notFound: 'This entity was not found among your entities.',
  backToEntities: 'Back to My Entities',
} as const;
