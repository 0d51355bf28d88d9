/**
 * The portal's words for the entity creation form and the new-deal wizard's Entity Info step, where the
 * specification gives none and the contract's catalogue holds none yet: labels, the add button, the toast after
 * a creation. Every text the specification states comes from `@portal/shared-contracts` (the step's title
 * `dealMessages.entityInfo`, "No Entities added." `entityMessages.noEntities`, the unverified popover's
 * `verificationMessages`); these are candidates for the catalogue (see README).
 */
export const entityTexts = {
  // The creation form (spec 001 §5, §7; spec 002 §3 for the fields).
  newEntity: 'New entity',
  name: 'Entity name',
  type: 'Entity type',
  taxId: 'Tax ID',
  taxIdPlaceholder: '00-0000000',
  phone: 'Phone',
  phonePlaceholder: '(000) 000-0000',
  businessAddress: 'Business address',
  mailingAddress: 'Mailing address',
  sameAddress: 'Same as business address',
  address: 'Address',
  unit: 'Unit',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  create: 'Create entity',
  // The wizard's Entity Info step.
  chooseEntity: 'Which entity is borrowing?',
  addNewEntity: 'Add new entity',
  /** After a creation, in the words of the portal's "New Payment Method added." */
  entityAdded: 'New Entity added.',
} as const;
