import type { IncomeField, ItemizedAssetField, ItemizedLiabilityField, TotalField } from '@portal/shared-contracts';

/**
 * The portal's own words on the application's Financial tab, where the specification gives none. The texts it states
 * ("Assets & Liabilities - Details", "Clear Fields to Enable", "{Section} updated.", the dollar rule) come from the
 * contract, the modes' names from `FINANCIAL_ENTRY_MODE_LABELS`.
 */
export const financesTexts = {
  heading: 'Your personal financial statement',
  intro: 'Give your yearly income, then your assets and liabilities: item by item, as two totals, or as a statement you upload.',
  // "Choose one of: Upload File, Itemize, Total Assets and Liabilities, or Provide Later."
  entryMode: 'How would you like to give your assets and liabilities?',
  // "An income block (yearly amounts)."
  income: 'Yearly income',
  totals: 'Totals',
  itemizedAssets: 'Assets',
  itemizedLiabilities: 'Liabilities',
  clearFields: 'Clear Fields',
  netWorth: 'Net worth',
  netWorthHint: 'Assets minus liabilities: the totals when you give them, otherwise the items.',
  creditScore: 'Estimated credit score',
  creditScoreHint: 'Optional, from 300 to 850.',
  // Upload File: "The financial statement counts as uploaded when a document of type Financial Statement exists with
  // submitted count above zero."
  statementOnFile: 'Your financial statement is on file. You may upload a newer one.',
  statementMissing: 'Upload your signed personal financial statement with its net worth and date before you save.',
  uploadStatement: 'Upload financial statement',
  statementUnavailable: 'Uploading documents needs access to My Documents. Please ask the account owner, or choose another way.',
  checkingStatement: 'Checking your documents…',
  // Provide Later: signing does not wait for the finances ("sections ignored in that check: … finances …").
  provideLater: 'You can give your financial statement later. Signing the application does not wait for it.',
} as const;

export const incomeLabels: Record<IncomeField, string> = {
  salary: 'Salary',
  netInvestmentIncome: 'Net investment income',
  realEstateIncome: 'Real estate income',
  otherIncome: 'Other income',
};

export const totalLabels: Record<TotalField, string> = {
  totalAssets: 'Total assets',
  totalLiabilities: 'Total liabilities',
};

export const itemizedAssetLabels: Record<ItemizedAssetField, string> = {
  currentCashOnHandInBank: 'Cash on hand and in banks',
  valueInvestmentPortfolio: 'Investment portfolio',
  valueRealEstateOwned: 'Real estate owned',
  assetAccountsNotesReceivable: 'Accounts and notes receivable',
  assetRealEstateHomestead: 'Homestead',
  assetIraOrOtherRetirement: 'IRA or other retirement accounts',
  assetCashValueLifeInsurance: 'Cash value of life insurance',
  assetOtherPersonalProperty: 'Other personal property',
  assetOtherAutos: 'Automobiles',
  assetNotesReceivable: 'Notes receivable',
  assetsMisc: 'Miscellaneous assets',
  assetOthers: 'Other assets',
};

export const itemizedLiabilityLabels: Record<ItemizedLiabilityField, string> = {
  liabilityRealEstateMortgageHomestead: 'Mortgage on the homestead',
  liabilityRealEstateMortgageInvestments: 'Mortgages on investment real estate',
  liabilityAccountsNotesPayableBusiness: 'Accounts and notes payable (business)',
  liabilityAccountsNotesPayableOther: 'Accounts and notes payable (other)',
  liabilityUnpaidTaxes: 'Unpaid taxes',
  liabilityCreditCardDebt: 'Credit card debt',
  liabilityOther: 'Other liabilities',
  liabilityInstallmentAuto: 'Auto installment loans',
  liabilityInstallmentOther: 'Other installment loans',
  liabilityLifeInsuranceLoan: 'Loans on life insurance',
};
