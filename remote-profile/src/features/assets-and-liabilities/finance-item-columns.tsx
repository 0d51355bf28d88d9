import {
  CONTINGENT_TYPE_LABELS,
  formatDate,
  formatDollarsAndCents,
  labelOf,
  PAYMENT_FREQUENCY_LABELS,
  REAL_ESTATE_PROPERTY_TYPE_LABELS,
  type FinanceItemAnswer,
  type FinanceSide,
} from '@portal/shared-contracts';
import type { DataTableColumn } from '@portal/shared-ui/kit';
import { assetsAndLiabilitiesTexts as texts } from '../../texts/assets-and-liabilities';

export type ItemColumn = DataTableColumn<FinanceItemAnswer>;

const valueOf = (row: FinanceItemAnswer, field: string): unknown => (row as unknown as Record<string, unknown>)[field];

const words = (header: string, field: string): ItemColumn => ({ header, value: (row) => valueOf(row, field) ?? '', format: (value) => String(value) });
const money = (header: string, field: string): ItemColumn => ({
  header,
  value: (row) => valueOf(row, field),
  format: (value) => (typeof value === 'number' ? formatDollarsAndCents(value) : ''),
  align: 'end',
});
const day = (header: string, field: string): ItemColumn => ({ header, value: (row) => valueOf(row, field), format: (value) => (typeof value === 'string' ? formatDate(value) : '') });
const yesNo = (header: string, field: string): ItemColumn => ({ header, value: (row) => valueOf(row, field), format: (value) => (value === true ? texts.yes : texts.no) });
const labelled = (header: string, field: string, labels: Readonly<Record<string, string>>): ItemColumn => ({
  header,
  value: (row) => valueOf(row, field),
  format: (value) => (typeof value === 'string' ? labelOf(labels, value) : ''),
});
const accountNumber = words(texts.accountNumber, 'accountNumber');
const amount = money(texts.amount, 'amount');

const mortgageHolder: ItemColumn = {
  header: texts.mortgageHolder,
  value: (row) => ('holder' in row && row.holder ? row.holder.name : ''),
  format: (value) => String(value),
};

/** The columns that tell a category's items apart, then their amounts; the first one names the item. */
const ASSET_COLUMNS: Record<string, readonly ItemColumn[]> = {
  accounts_notes: [words(texts.borrowerName, 'borrowerName'), accountNumber, amount],
  automobiles: [amount, yesNo(texts.installment, 'installment'), words(texts.institution, 'institution'), money(texts.monthlyPayment, 'monthlyPayment')],
  cash_on_hand: [words(texts.institution, 'institution'), accountNumber, amount],
  iras: [words(texts.institution, 'institution'), accountNumber, amount],
  life_insurances: [words(texts.company, 'company'), words(texts.beneficiaries, 'beneficiaries'), money(texts.surrender, 'surrender'), money(texts.faceAmount, 'amount')],
  other: [words(texts.type, 'type'), yesNo(texts.pledged, 'pledged'), amount],
  other_properties: [words(texts.type, 'type'), yesNo(texts.pledged, 'pledged'), amount],
  real_estate: [
    words(texts.propertyAddress, 'address'),
    labelled(texts.propertyType, 'propertyType', REAL_ESTATE_PROPERTY_TYPE_LABELS),
    day(texts.datePurchased, 'datePurchased'),
    mortgageHolder,
    money(texts.originalCost, 'originalCost'),
    money(texts.presentValue, 'presentValue'),
  ],
  savings_accounts: [words(texts.institution, 'institution'), accountNumber, amount],
  stocks_and_bonds: [
    words(texts.securities, 'securities'),
    words(texts.shares, 'shares'),
    day(texts.quotationDate, 'date'),
    money(texts.cost, 'cost'),
    money(texts.marketValue, 'marketValue'),
    money(texts.totalValue, 'amount'),
  ],
};

const LIABILITY_COLUMNS: Record<string, readonly ItemColumn[]> = {
  accounts_payable: [words(texts.institution, 'institution'), accountNumber, amount],
  banks: [
    words(texts.noteholder, 'noteholder'),
    words(texts.collateralType, 'collateralType'),
    money(texts.currentBalance, 'currentBalance'),
    money(texts.paymentAmount, 'paymentAmount'),
    labelled(texts.paymentFrequency, 'frequency', PAYMENT_FREQUENCY_LABELS),
    amount,
  ],
  contingents: [labelled(texts.contingentType, 'type', CONTINGENT_TYPE_LABELS), amount],
  other_installments: [words(texts.institution, 'institution'), accountNumber, money(texts.monthlyPayment, 'monthlyPayment'), amount],
  other: [words(texts.description, 'description'), amount],
  unpaid_taxes: [words(texts.taxType, 'type'), words(texts.receiver, 'receiver'), day(texts.dueDate, 'dueDate'), amount],
};

export function itemColumnsOf(side: FinanceSide, category: string): readonly ItemColumn[] {
  return (side === 'assets' ? ASSET_COLUMNS : LIABILITY_COLUMNS)[category] ?? [];
}

/** How a row is named to those who cannot see the table (its delete button's name): its first column's text. */
export function itemNameOf(columns: readonly ItemColumn[], row: FinanceItemAnswer): string {
  const first = columns[0];
  if (!first?.value || !first.format) return '';
  return first.format(first.value(row), row);
}
