/** The contact's phone list, on Proof of Funds' contact form and the application's Personal Information (portal's words). */
export const contactPhonesTexts = {
  phones: 'Phone numbers',
  phoneType: (position: number) => `Phone ${position} type`,
  phoneNumber: (position: number) => `Phone ${position} number`,
  phonePlaceholder: '(555) 555-5555',
  removePhone: (position: number) => `Remove phone ${position}`,
  remove: 'Remove',
  addPhone: 'Add a phone number',
} as const;
