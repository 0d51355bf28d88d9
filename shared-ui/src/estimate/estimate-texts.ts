/** The estimate of repairs' own words (the specification gives the categories and the rules' messages). */
export const estimateTexts = {
  estimate: 'Estimate of Repairs',
  categoryTotal: (category: string) => `${category} total`,
  lineItem: (category: string, item: string) => `${category}: ${item}`,
  showItems: (category: string) => `Show the line items of ${category}`,
  itemsLocked: 'A category with a total above $0.00 cannot be expanded: set its total to 0.00 to enter line items.',
  categoryColumn: 'Category',
  totalColumn: 'Total',
  balance: 'Balance',
  estimateTotal: 'Total cost of repairs',
  drawTotalBalance: 'Total balance',
  description: 'Description',
  accessInformation: 'Access Information',
  accessInformationHint: 'How the inspector gets into the property: lockbox code, contact, hours.',
} as const;
