/**
 * The portal's own words on the Payment Methods page, where the specification gives none. The texts it states
 * ("+ New Payment Method", "Created Date", "No payment methods.", "New Payment Method added." and the two
 * authorization wordings) come from the contract's `paymentMethodMessages`; the labels of methods, kinds and account
 * types from its enumerations.
 */
export const paymentMethodTexts = {
  tableLabel: 'Payment methods',
  loadingPaymentMethods: 'Loading payment methods…',
  openHint: 'Select a payment method to see its details.',
  // Columns, and the details' labels.
  name: 'Name',
  /** Spec 001 §2 calls the column "method" and §5 the field "type": one word for both, so the two read alike. */
  method: 'Method',
  usedFor: 'Used for',
  accountType: 'Account type',
  bankName: 'Bank name',
  bankAddress: 'Bank address',
  routingNumber: 'Routing number',
  accountNumber: 'Account number',
  accountName: 'Account name',
  recipientAddress: 'Recipient address',
  authorized: 'Authorized',
  // The "+ New Payment Method" menu and the form.
  add: 'Add payment method',
  /** The form's dialog, titled with the kind chosen in the menu ("New ACH Payment method"). */
  formTitle: (kind: string) => `New ${kind} method`,
  /** Routing and account numbers: what the field takes, said before it is refused. */
  digitsHint: 'Digits only.',
  accountNumberHint: 'Digits only. Once saved, only its last 4 digits are shown.',
  // The details.
  detailsTitle: (name: string) => `Payment method: ${name}`,
  /** Read instead of the asterisks of the masked number ("****6789"). */
  accountNumberEndingIn: (last4: string) => `Ending in ${last4}`,
} as const;
