/** An address's fields, wherever the profile area asks for one (portal's words). */
export const addressTexts = {
  address: 'Address',
  unit: 'Unit',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
} as const;
