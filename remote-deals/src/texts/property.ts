/**
 * The portal's words for the Property Details tab and the property search, where the specification gives none and
 * the contract's catalogue holds none. Every text the specification states ('Main Property', 'No Properties found.',
 * the selection messages) comes from `dealMessages` in `@portal/shared-contracts`; these are candidates for it.
 */
export const propertyTexts = {
  // The property's address (spec 001 §3 'Deal': address, unit, city, state, zipCode).
  addressLegend: 'Property address',
  address: 'Address',
  unit: 'Unit',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',

  // What the search found of the main property ("also carries lotSize, bedrooms, total_baths_calculated, building_sqft and apn").
  foundFigures: 'Found by the property search',
  apn: 'APN',
  bedrooms: 'Bedrooms',
  baths: 'Bathrooms',
  buildingSqft: 'Building size (sq ft)',
  lotSize: 'Lot size (sq ft)',

  // Occupancy (status, closingStatus).
  occupancyLegend: 'Occupancy',
  status: 'Property status',
  closingStatus: 'Closing status',

  // Contact {name, phone, notes}.
  contactLegend: 'Property contact',
  contactName: 'Contact name',
  contactPhone: 'Contact phone',
  contactNotes: 'Contact notes',
  contactDisabledHint: 'Appointment only: give the name and phone of the appointment below.',

  // Visit {type, lockBox, supra, appointment, other}.
  visitLegend: 'Property access',
  visitType: 'Visit type',
  lockBoxCode: 'Lock box code',
  lockBoxLocation: 'Lock box location',
  supraLocation: 'Supra location',
  appointmentName: 'Appointment contact name',
  appointmentPhone: 'Appointment contact phone',
  visitNotes: 'Access notes',

  hoaFees: 'HOA fees',

  // Cross-collateral properties under the main one.
  crossesTitle: 'Cross-collateral properties',
  noCrosses: 'None. Select more than one property in the search: the first is the Main Property, the others are cross-collateral properties.',
  removeCross: (address: string) => `Remove ${address}`,
  remove: 'Remove',

  // The search and its modal (spec 001 §2 'Property search modal and form').
  searchProperty: 'Search property',
  searchPropertyHint: 'Find the property by its address or APN to fill in its address, or type the address yourself.',
  searchTitle: 'Search property',
  searchExplanation: 'The first property you select is the Main Property; the others are cross-collateral properties.',
  searchFormName: 'Property search',
  searchBy: 'Search by',
  search: 'Search',
  searching: 'Searching…',
  resultsName: 'Properties found',
  resultsCount: (count: number) => (count === 1 ? '1 property found.' : `${count} properties found.`),
  selectedName: 'Selected properties',
  unselect: (address: string) => `Unselect ${address}`,
  useSelected: 'Use selected properties',
} as const;
