import * as v from 'valibot';
import { ACCOUNT_NUMBER_MAX_LENGTH, ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, DOLLAR_MAX_CHARACTERS, EMPLOYMENT_TEXT_MAX_LENGTH } from '../constants';
import {
  AssetCategory,
  ContingentType,
  LiabilityCategory,
  MortgageStatus,
  PaymentFrequency,
  RealEstatePropertyType,
  type AssetCategory as AssetCategoryName,
  type LiabilityCategory as LiabilityCategoryName,
} from '../enums/finances';
import { UsState } from '../enums/states';
import { formMessages } from '../messages';
import { CalendarDate, DOLLAR_AMOUNT_MESSAGE, dollarAmountIsValid, optionalText, RecordId, requiredText, ZipCode } from '../validators';
import { maskedAccountNumber } from './payment-methods';

/*
 * The items of the personal financial statement (spec 002 §2.6 "Assets & Liabilities - Details", §3 'Asset
 * categories' and 'Liability categories', §5 'Financial', §7). One schema per category, exactly the spec's tables:
 * "amount and most item fields are required; account numbers are optional". The request carries its category as the
 * path does, so one schema checks the form and the request alike. Account numbers are what a person typed that is
 * sensitive: the API keeps them sealed and answers them masked, last four shown.
 */

/** "employment text fields max 255 (all text fields max 255)" (spec 002 §5): every text of an item. */
export const FINANCE_ITEM_TEXT_MAX_LENGTH = EMPLOYMENT_TEXT_MAX_LENGTH;

/** "Dollar field" (spec 002 §5) that may not be left empty: "amount and most item fields are required". */
export const RequiredDollarAmount = v.pipe(
  v.union([v.number(), v.string()], formMessages.required),
  v.check((value: number | string) => value !== '', formMessages.required),
  v.check((value: number | string) => dollarAmountIsValid(value), DOLLAR_AMOUNT_MESSAGE),
  v.transform((value) => Number(value)),
);

const WHOLE_NUMBER = new RegExp(`^\\d{1,${DOLLAR_MAX_CHARACTERS}}$`);

/** A number of shares: whole, written in at most as many digits as a dollar field. */
const ShareCount = v.pipe(
  v.union([v.number(), v.string()], formMessages.required),
  v.check((value: number | string) => value !== '', formMessages.required),
  v.check((value: number | string) => WHOLE_NUMBER.test(String(value)), formMessages.invalidNumber),
  v.transform((value) => Number(value)),
);

const itemText = requiredText(FINANCE_ITEM_TEXT_MAX_LENGTH);
/** "account numbers are optional": '' when none was given. */
const accountNumber = optionalText(ACCOUNT_NUMBER_MAX_LENGTH);
const money = RequiredDollarAmount;
const yes = v.literal(true);
const no = v.literal(false);

// ---- Asset categories ----

const category = <C extends AssetCategoryName>(name: C) => ({ category: v.literal(name) });

/** "automobiles | amount, installment (yes/no); if yes: liabilityAmount, institution, accountNumber (optional), monthlyPayment" */
const automobileInstallment = { liabilityAmount: money, institution: itemText, accountNumber, monthlyPayment: money };
/** "life_insurances | ... loan (yes/no); if loan: loanAmount, institution, accountNumber (optional)" */
const policyLoan = { loanAmount: money, institution: itemText, accountNumber };
/** "other, other_properties | type, amount, pledged; if pledged: name, address, lien, terms, delinquent; if delinquent: delinquency" */
const pledge = { name: itemText, address: itemText, lien: money, terms: itemText };
const delinquency = { delinquency: itemText };
/**
 * "real_estate | ... loan; if loan a mortgage with holder.name, holder.address, holder.account (optional),
 * holder.balance, holder.frequency (monthly/annual), holder.payment, holder.status (current/delinquent/foreclosure)"
 */
export const MortgageHolder = v.object({
  name: itemText,
  address: itemText,
  account: accountNumber,
  balance: money,
  frequency: PaymentFrequency,
  payment: money,
  status: MortgageStatus,
});
const mortgage = { holder: MortgageHolder };

/** A yes/no answer and the sub-form it opens: the sub-form is checked only when the answer is yes. */
export interface SubForm {
  answer: string;
  fields: readonly string[];
}

/**
 * The asset sub-forms, by category. What a sub-form held is dropped when its answer is not yes, by the request's
 * schema and by the form alike: "No loan on a property removes the mortgage holder" (spec 002 §4 'Dependent
 * clearing'), and the same for an automobile without installment, a policy without loan, an asset not pledged.
 */
export const ASSET_SUB_FORMS: Readonly<Partial<Record<AssetCategoryName, readonly SubForm[]>>> = {
  automobiles: [{ answer: 'installment', fields: Object.keys(automobileInstallment) }],
  life_insurances: [{ answer: 'loan', fields: Object.keys(policyLoan) }],
  other: [
    { answer: 'pledged', fields: [...Object.keys(pledge), 'delinquent', ...Object.keys(delinquency)] },
    { answer: 'delinquent', fields: Object.keys(delinquency) },
  ],
  other_properties: [
    { answer: 'pledged', fields: [...Object.keys(pledge), 'delinquent', ...Object.keys(delinquency)] },
    { answer: 'delinquent', fields: Object.keys(delinquency) },
  ],
  real_estate: [{ answer: 'loan', fields: Object.keys(mortgage) }],
};

/** The fields of sub-forms whose answer is not yes, which the form and the request drop. */
export function fieldsSwitchedOff(category: string, values: Readonly<Record<string, unknown>>): string[] {
  const subForms = ASSET_SUB_FORMS[category as AssetCategoryName] ?? [];
  return [...new Set(subForms.filter(({ answer }) => values[answer] !== true).flatMap(({ fields }) => fields))];
}

/** The values without the fields of switched-off sub-forms (`fieldsSwitchedOff`). */
export function withoutSwitchedOffFields<T extends Record<string, unknown>>(category: string, values: T): T {
  const dropped = new Set(fieldsSwitchedOff(category, values));
  return Object.fromEntries(Object.entries(values).filter(([field]) => !dropped.has(field))) as T;
}

/** A yes/no answer with its sub-form: yes takes the sub-form's fields, no takes none. */
function answered<K extends string, B extends v.ObjectEntries, S extends v.ObjectEntries>(answer: K, base: B, subForm: S) {
  const withAnswer = <A extends v.GenericSchema>(value: A) => ({ [answer]: value }) as Record<K, A>;
  return v.variant(answer, [v.object({ ...base, ...withAnswer(yes), ...subForm }), v.object({ ...base, ...withAnswer(no) })], formMessages.invalidChoice);
}

/** "cash_on_hand, iras, savings | amount, institution, accountNumber (optional)" (the key is `savings_accounts`). */
const heldAtInstitution = <C extends AssetCategoryName>(name: C) => v.object({ ...category(name), amount: money, institution: itemText, accountNumber });

const pledgeable = <C extends AssetCategoryName>(name: C) => {
  const base = { ...category(name), type: itemText, amount: money };
  return v.variant(
    'pledged',
    [answered('delinquent', { ...base, pledged: yes, ...pledge }, delinquency), v.object({ ...base, pledged: no })],
    formMessages.invalidChoice,
  );
};

export const ASSET_ITEM_SCHEMAS = {
  /** "accounts_notes | amount, borrowerName, accountNumber (optional)" */
  accounts_notes: v.object({ ...category('accounts_notes'), amount: money, borrowerName: itemText, accountNumber }),
  automobiles: answered('installment', { ...category('automobiles'), amount: money }, automobileInstallment),
  cash_on_hand: heldAtInstitution('cash_on_hand'),
  iras: heldAtInstitution('iras'),
  /** "life_insurances | amount (face), company, beneficiaries, surrender, loan (yes/no)" */
  life_insurances: answered('loan', { ...category('life_insurances'), amount: money, company: itemText, beneficiaries: itemText, surrender: money }, policyLoan),
  other: pledgeable('other'),
  other_properties: pledgeable('other_properties'),
  /** "real_estate | propertyType, address, date purchased, originalCost, presentValue, loan" */
  real_estate: answered(
    'loan',
    { ...category('real_estate'), propertyType: RealEstatePropertyType, address: itemText, datePurchased: CalendarDate, originalCost: money, presentValue: money },
    mortgage,
  ),
  savings_accounts: heldAtInstitution('savings_accounts'),
  /** "stocks_and_bonds | shares, securities, cost, marketValue, date, amount (total)" */
  stocks_and_bonds: v.object({ ...category('stocks_and_bonds'), shares: ShareCount, securities: itemText, cost: money, marketValue: money, date: CalendarDate, amount: money }),
} as const;

/**
 * `POST /users/{id}/profile/finances/assets/{category}`: "item fields", with the path's category. A sub-form whose
 * answer is not yes is dropped before anything is checked ("validated only when a loan is declared").
 */
export const AssetItemBody = v.pipe(
  v.looseObject({ category: AssetCategory }),
  v.transform((input) => withoutSwitchedOffFields(input.category, input)),
  v.variant('category', Object.values(ASSET_ITEM_SCHEMAS) as unknown as AssetItemOptions, formMessages.invalidChoice),
);
type AssetItemOptions = [(typeof ASSET_ITEM_SCHEMAS)[AssetCategoryName], ...(typeof ASSET_ITEM_SCHEMAS)[AssetCategoryName][]];
export type AssetItemBody = v.InferInput<(typeof ASSET_ITEM_SCHEMAS)[AssetCategoryName]>;
export type AssetItem = v.InferOutput<typeof AssetItemBody>;

// ---- Liability categories ----

const liability = <C extends LiabilityCategoryName>(name: C) => ({ category: v.literal(name) });
/** "accounts_payable | amount, institution, accountNumber (optional)" */
const payable = { amount: money, institution: itemText, accountNumber };

export const LIABILITY_ITEM_SCHEMAS = {
  accounts_payable: v.object({ ...liability('accounts_payable'), ...payable }),
  /**
   * "banks | noteholder, collateralType, amount, originalBalance, currentBalance, paymentAmount, frequency
   * (monthly/annual), plus an address"; "Bank liabilities also validate the address" with the address rules of the
   * portal's other addresses (spec 001 §5).
   */
  banks: v.object({
    ...liability('banks'),
    noteholder: itemText,
    collateralType: itemText,
    amount: money,
    originalBalance: money,
    currentBalance: money,
    paymentAmount: money,
    frequency: PaymentFrequency,
    address: requiredText(ADDRESS_MAX_LENGTH),
    city: requiredText(CITY_MAX_LENGTH),
    state: UsState,
    zipCode: ZipCode,
  }),
  /** "contingents | type (as_endorser_of_co_maker, ...), amount" */
  contingents: v.object({ ...liability('contingents'), type: ContingentType, amount: money }),
  /** "other_installments | the accounts_payable fields plus monthlyPayment" */
  other_installments: v.object({ ...liability('other_installments'), ...payable, monthlyPayment: money }),
  /** "other | amount, description" */
  other: v.object({ ...liability('other'), amount: money, description: itemText }),
  /**
   * "unpaid_taxes | type, receiver, amount, dueDate, attachedProperty". The property a tax lien attaches to is
   * optional: a tax owed need not have a lien on any property.
   */
  unpaid_taxes: v.object({
    ...liability('unpaid_taxes'),
    type: itemText,
    receiver: itemText,
    amount: money,
    dueDate: CalendarDate,
    attachedProperty: optionalText(FINANCE_ITEM_TEXT_MAX_LENGTH),
  }),
} as const;

/** `POST /users/{id}/profile/finances/liabilities/{category}`: "item fields (banks add address)", with the path's category. */
export const LiabilityItemBody = v.variant('category', Object.values(LIABILITY_ITEM_SCHEMAS) as unknown as LiabilityItemOptions, formMessages.invalidChoice);
type LiabilityItemOptions = [(typeof LIABILITY_ITEM_SCHEMAS)[LiabilityCategoryName], ...(typeof LIABILITY_ITEM_SCHEMAS)[LiabilityCategoryName][]];
export type LiabilityItemBody = v.InferInput<typeof LiabilityItemBody>;
export type LiabilityItem = v.InferOutput<typeof LiabilityItemBody>;

// ---- Answers ----

const id = v.number();
const amount = v.number();
const words = v.string();
/** An account number as answered: masked, last four shown (`maskedItemAccountNumber`), or null when none was given. */
const maskedNumber = v.nullable(v.string());

/** An account number as the API answers it: "****6789"; one of four characters or fewer shows none of them. */
export function maskedItemAccountNumber(accountNumber: string): string | null {
  const trimmed = accountNumber.trim();
  if (trimmed === '') return null;
  return maskedAccountNumber(trimmed.length > 4 ? trimmed.slice(-4) : '');
}

export const AccountsNotesAnswer = v.object({ id, amount, borrowerName: words, accountNumber: maskedNumber });
export const InstitutionAccountAnswer = v.object({ id, amount, institution: words, accountNumber: maskedNumber });
export const AutomobileAnswer = v.object({
  id,
  amount,
  installment: v.boolean(),
  liabilityAmount: v.optional(amount),
  institution: v.optional(words),
  accountNumber: maskedNumber,
  monthlyPayment: v.optional(amount),
});
export const LifeInsuranceAnswer = v.object({
  id,
  amount,
  company: words,
  beneficiaries: words,
  surrender: amount,
  loan: v.boolean(),
  loanAmount: v.optional(amount),
  institution: v.optional(words),
  accountNumber: maskedNumber,
});
export const PledgeableAssetAnswer = v.object({
  id,
  type: words,
  amount,
  pledged: v.boolean(),
  name: v.optional(words),
  address: v.optional(words),
  lien: v.optional(amount),
  terms: v.optional(words),
  delinquent: v.optional(v.boolean()),
  delinquency: v.optional(words),
});
export const RealEstateAnswer = v.object({
  id,
  propertyType: RealEstatePropertyType,
  address: words,
  datePurchased: words,
  originalCost: amount,
  presentValue: amount,
  loan: v.boolean(),
  holder: v.optional(
    v.object({ name: words, address: words, account: maskedNumber, balance: amount, frequency: PaymentFrequency, payment: amount, status: MortgageStatus }),
  ),
});
export const StocksAndBondsAnswer = v.object({ id, shares: v.number(), securities: words, cost: amount, marketValue: amount, date: words, amount });

/** Each asset category's item as answered. */
export const ASSET_ITEM_ANSWERS = {
  accounts_notes: AccountsNotesAnswer,
  automobiles: AutomobileAnswer,
  cash_on_hand: InstitutionAccountAnswer,
  iras: InstitutionAccountAnswer,
  life_insurances: LifeInsuranceAnswer,
  other: PledgeableAssetAnswer,
  other_properties: PledgeableAssetAnswer,
  real_estate: RealEstateAnswer,
  savings_accounts: InstitutionAccountAnswer,
  stocks_and_bonds: StocksAndBondsAnswer,
} as const satisfies Record<AssetCategoryName, v.GenericSchema>;

/**
 * "assets (camel-cased keys): accountsAndNotes, automobiles, cashOnHand, iras, lifeInsurances, other, otherProperties,
 * realEstate, savings, stocks" (spec 002 §3), each the category's items, oldest first.
 */
export const AssetsAnswer = v.object({
  accountsAndNotes: v.array(AccountsNotesAnswer),
  automobiles: v.array(AutomobileAnswer),
  cashOnHand: v.array(InstitutionAccountAnswer),
  iras: v.array(InstitutionAccountAnswer),
  lifeInsurances: v.array(LifeInsuranceAnswer),
  other: v.array(PledgeableAssetAnswer),
  otherProperties: v.array(PledgeableAssetAnswer),
  realEstate: v.array(RealEstateAnswer),
  savings: v.array(InstitutionAccountAnswer),
  stocks: v.array(StocksAndBondsAnswer),
});
export type AssetsAnswer = v.InferOutput<typeof AssetsAnswer>;

export const AccountsPayableAnswer = v.object({ id, amount, institution: words, accountNumber: maskedNumber });
export const BankNoteAnswer = v.object({
  id,
  noteholder: words,
  collateralType: words,
  amount,
  originalBalance: amount,
  currentBalance: amount,
  paymentAmount: amount,
  frequency: PaymentFrequency,
  address: words,
  city: words,
  state: UsState,
  zipCode: words,
});
export const ContingentAnswer = v.object({ id, type: ContingentType, amount });
export const InstallmentAnswer = v.object({ id, amount, institution: words, accountNumber: maskedNumber, monthlyPayment: amount });
export const OtherLiabilityAnswer = v.object({ id, amount, description: words });
export const UnpaidTaxAnswer = v.object({ id, type: words, receiver: words, amount, dueDate: words, attachedProperty: words });

/** Each liability category's item as answered. */
export const LIABILITY_ITEM_ANSWERS = {
  accounts_payable: AccountsPayableAnswer,
  banks: BankNoteAnswer,
  contingents: ContingentAnswer,
  other_installments: InstallmentAnswer,
  other: OtherLiabilityAnswer,
  unpaid_taxes: UnpaidTaxAnswer,
} as const satisfies Record<LiabilityCategoryName, v.GenericSchema>;

/** "liabilities: accountsPayable, installmentOther, banks, other, unpaidTaxes, contingents" (spec 002 §3). */
export const LiabilitiesAnswer = v.object({
  accountsPayable: v.array(AccountsPayableAnswer),
  installmentOther: v.array(InstallmentAnswer),
  banks: v.array(BankNoteAnswer),
  other: v.array(OtherLiabilityAnswer),
  unpaidTaxes: v.array(UnpaidTaxAnswer),
  contingents: v.array(ContingentAnswer),
});
export type LiabilitiesAnswer = v.InferOutput<typeof LiabilitiesAnswer>;

/** Both sides, as `GET /users/{id}/profile` carries them beside the finances (`assets`, `liabilities`). */
export const FinanceItemsAnswer = v.object({ assets: AssetsAnswer, liabilities: LiabilitiesAnswer });
export type FinanceItemsAnswer = v.InferOutput<typeof FinanceItemsAnswer>;

/** What a delete answers: "response updates assets or liabilities", the side the item was on. */
export const FinanceItemsChange = v.union([v.object({ assets: AssetsAnswer }), v.object({ liabilities: LiabilitiesAnswer })]);
export type FinanceItemsChange = v.InferOutput<typeof FinanceItemsChange>;

export type AssetsKey = keyof AssetsAnswer;
export type LiabilitiesKey = keyof LiabilitiesAnswer;
export type AssetItemAnswer = AssetsAnswer[AssetsKey][number];
export type LiabilityItemAnswer = LiabilitiesAnswer[LiabilitiesKey][number];
/** Any item of either side, as answered. */
export type FinanceItemAnswer = AssetItemAnswer | LiabilityItemAnswer;

// ---- Totals ----

/**
 * "For the real-estate category the total uses presentValue; for the others it uses amount" (spec 002 §2.6). In
 * cents, so that a sum of amounts with cents is not off by a float's rounding.
 */
export function categoryTotal(category: AssetCategoryName | LiabilityCategoryName, items: readonly FinanceItemAnswer[]): number {
  const cents = items.reduce((sum, item) => {
    const value = category === 'real_estate' && 'presentValue' in item ? item.presentValue : 'amount' in item ? item.amount : 0;
    return sum + Math.round(value * 100);
  }, 0);
  return cents / 100;
}

// ---- Calls ----

export const AssetItemParams = v.object({ id: RecordId, category: AssetCategory });
export const LiabilityItemParams = v.object({ id: RecordId, category: LiabilityCategory });

/** `DELETE /users/{id}/profile/finances/{assets or liabilities}/{category}/{itemId}`: the category of that side. */
export const FinanceItemParams = v.variant(
  'side',
  [
    v.object({ id: RecordId, side: v.literal('assets'), category: AssetCategory, itemId: RecordId }),
    v.object({ id: RecordId, side: v.literal('liabilities'), category: LiabilityCategory, itemId: RecordId }),
  ],
  formMessages.invalidChoice,
);
export type FinanceItemParams = v.InferOutput<typeof FinanceItemParams>;
