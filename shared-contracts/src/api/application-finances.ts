import * as v from 'valibot';
import { FinancialEntryMode } from '../enums/finances';
import { formMessages } from '../messages';
import { financialStatementUploaded, type AccountDocument } from './documents';
import { crossFieldCheck, DollarAmount } from '../validators';

/*
 * The personal financial statement's main part (spec 002 §2.6, §3 'Finances', §4 'Financial entry mode', §5
 * 'Financial'): the entry mode, the yearly income, the lump sums or the itemized figures, and the estimated credit
 * score. "POST /users/{id}/profile/finance | income or finance fields | response finances" (§7).
 */

/** "income: salary, netInvestmentIncome, realEstateIncome, otherIncome (all yearly)." */
export const INCOME_FIELDS = ['salary', 'netInvestmentIncome', 'realEstateIncome', 'otherIncome'] as const;
export type IncomeField = (typeof INCOME_FIELDS)[number];

/** "lump-sum fields: totalAssets, totalLiabilities." */
export const TOTAL_FIELDS = ['totalAssets', 'totalLiabilities'] as const;
export type TotalField = (typeof TOTAL_FIELDS)[number];

/** "itemized assets: …" in the specification's order. */
export const ITEMIZED_ASSET_FIELDS = [
  'currentCashOnHandInBank',
  'valueInvestmentPortfolio',
  'valueRealEstateOwned',
  'assetAccountsNotesReceivable',
  'assetRealEstateHomestead',
  'assetIraOrOtherRetirement',
  'assetCashValueLifeInsurance',
  'assetOtherPersonalProperty',
  'assetOtherAutos',
  'assetNotesReceivable',
  'assetsMisc',
  'assetOthers',
] as const;
export type ItemizedAssetField = (typeof ITEMIZED_ASSET_FIELDS)[number];

/** "itemized liabilities: …" in the specification's order. */
export const ITEMIZED_LIABILITY_FIELDS = [
  'liabilityRealEstateMortgageHomestead',
  'liabilityRealEstateMortgageInvestments',
  'liabilityAccountsNotesPayableBusiness',
  'liabilityAccountsNotesPayableOther',
  'liabilityUnpaidTaxes',
  'liabilityCreditCardDebt',
  'liabilityOther',
  'liabilityInstallmentAuto',
  'liabilityInstallmentOther',
  'liabilityLifeInsuranceLoan',
] as const;
export type ItemizedLiabilityField = (typeof ITEMIZED_LIABILITY_FIELDS)[number];

export const ITEMIZED_FIELDS = [...ITEMIZED_ASSET_FIELDS, ...ITEMIZED_LIABILITY_FIELDS] as const;
export type ItemizedField = ItemizedAssetField | ItemizedLiabilityField;

/** The statement's figures: the two lump sums and the itemized values, which the locking rule sets against each other. */
export const STATEMENT_FIGURE_FIELDS = [...TOTAL_FIELDS, ...ITEMIZED_FIELDS] as const;
export type StatementFigureField = TotalField | ItemizedField;

/** The portal's range of an estimated credit score (the specification says only "number, optional"). */
export const CREDIT_SCORE_MIN = 300;
export const CREDIT_SCORE_MAX = 850;

/** The financial tab's refusals. The first is §5's rule as the API words it; the others are the portal's words. */
export const financeMessages = {
  /** "Lump-sum and itemized fields are mutually exclusive (see section 4)." */
  lumpSumOrItemized: 'Lump-sum and itemized fields are mutually exclusive',
  creditScore: `Please enter a credit score between ${CREDIT_SCORE_MIN} and ${CREDIT_SCORE_MAX}.`,
  statementNotUploaded: 'Please upload your financial statement first.',
} as const;

/** A figure as the form holds it (a number, or nothing) or as typed; read as a number, or null when left empty. */
const isEmptyFigure = (value: unknown): value is null | undefined | '' => value === undefined || value === null || value === '';

/** "Dollar field: empty is fine; … else 'Please input a dollar amount between $0 and $100,000,000'" (§5); null when empty. */
export const FinanceAmount = v.optional(
  v.pipe(
    DollarAmount,
    v.transform((value) => (isEmptyFigure(value) ? null : Number(value))),
  ),
  null,
);

function creditScoreIsValid(value: string | number | null): boolean {
  if (isEmptyFigure(value)) return true;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{3}$/.test(text) && Number(text) >= CREDIT_SCORE_MIN && Number(text) <= CREDIT_SCORE_MAX;
}

/** "estimatedCreditScore (number, optional)", a whole number from 300 to 850 when given; null when not. */
export const EstimatedCreditScore = v.optional(
  v.pipe(
    v.nullable(v.union([v.number(), v.string()], financeMessages.creditScore)),
    v.check(creditScoreIsValid, financeMessages.creditScore),
    v.transform((value) => (isEmptyFigure(value) ? null : Number(value))),
  ),
  null,
);

const figures = <K extends string>(names: readonly K[]) => Object.fromEntries(names.map((name) => [name, FinanceAmount])) as Record<K, typeof FinanceAmount>;

export const YearlyIncome = v.optional(v.object(figures(INCOME_FIELDS)), {});

const FinanceFields = v.object({
  /** "Choose one of: Upload File, Itemize, Total Assets and Liabilities, or Provide Later." */
  mode: FinancialEntryMode,
  income: YearlyIncome,
  ...figures(STATEMENT_FIGURE_FIELDS),
  estimatedCreditScore: EstimatedCreditScore,
});

/** The statement's figures by name, as a form or an answer holds them. */
export type StatementFigures = Partial<Record<StatementFigureField, number | string | null | undefined>>;

/** A figure counts as entered once it holds a value, $0 included: only Clear Fields empties it. */
export function figureEntered(value: unknown): boolean {
  return !isEmptyFigure(value);
}

export function totalsEntered(figures: StatementFigures): boolean {
  return TOTAL_FIELDS.some((field) => figureEntered(figures[field]));
}

export function itemizedEntered(figures: StatementFigures): boolean {
  return ITEMIZED_FIELDS.some((field) => figureEntered(figures[field]));
}

/**
 * "Entering any total disables and locks the itemized fields; entering any itemized value locks the totals." (§4):
 * which of the two parts is locked, if either.
 */
export function lockedStatementPart(figures: StatementFigures): 'itemized' | 'totals' | null {
  if (totalsEntered(figures)) return 'itemized';
  if (itemizedEntered(figures)) return 'totals';
  return null;
}

const amount = (value: unknown) => (figureEntered(value) ? Number(value) || 0 : 0);
const sumOf = (figures: StatementFigures, fields: readonly StatementFigureField[]) => fields.reduce((sum, field) => sum + amount(figures[field]), 0);

/** "Net worth = assets minus liabilities, using totals if present, otherwise the itemized values." (§4); empty is 0. */
export function netWorthOf(figures: StatementFigures): number {
  return totalsEntered(figures)
    ? amount(figures.totalAssets) - amount(figures.totalLiabilities)
    : sumOf(figures, ITEMIZED_ASSET_FIELDS) - sumOf(figures, ITEMIZED_LIABILITY_FIELDS);
}

/**
 * "The tab starts in itemize mode unless totals exist." (§4). A statement uploaded or left for later is the
 * borrower's explicit choice and is kept; between the two ways of typing the statement, the figures decide.
 */
export function startingEntryMode(saved: (StatementFigures & { mode?: FinancialEntryMode | null }) | null): FinancialEntryMode {
  if (saved?.mode === 'upload_file' || saved?.mode === 'provide_later') return saved.mode;
  return saved && totalsEntered(saved) ? 'total_assets_and_liabilities' : 'itemize';
}

/**
 * Upload File counts once "a document of type Financial Statement exists with submitted count above zero" (§2.6):
 * whether a save in that mode must wait for the statement.
 */
export function statementUploadMissing(mode: FinancialEntryMode, documents: readonly Pick<AccountDocument, 'type' | 'submittedCount'>[]): boolean {
  return mode === 'upload_file' && !financialStatementUploaded(documents);
}

type FinanceInput = v.InferOutput<typeof FinanceFields>;

function totalRequiredInTotalMode(field: TotalField) {
  return crossFieldCheck<FinanceInput>(['mode', field], (input) => input.mode !== 'total_assets_and_liabilities' || figureEntered(input[field]), formMessages.required, field);
}

/**
 * What `POST /users/{id}/profile/finance` takes, and what the tab's form is checked with. Every amount follows the
 * dollar rule; totals and itemized values never come together; the Total Assets and Liabilities mode needs both
 * totals. Itemize needs nothing more (an item left empty counts as $0); Upload File needs the statement on file,
 * which only the API can see (`financialStatementUploaded`); Provide Later needs nothing.
 */
export const FinanceBody = v.pipe(
  FinanceFields,
  crossFieldCheck<FinanceInput>(STATEMENT_FIGURE_FIELDS, (input) => !(totalsEntered(input) && itemizedEntered(input)), financeMessages.lumpSumOrItemized, 'totalAssets'),
  totalRequiredInTotalMode('totalAssets'),
  totalRequiredInTotalMode('totalLiabilities'),
);
export type FinanceBody = v.InferInput<typeof FinanceBody>;
/** The tab's form values. */
export type FinanceForm = FinanceBody;

const SavedAmount = v.nullable(v.number());
const savedFigures = <K extends string>(names: readonly K[]) => Object.fromEntries(names.map((name) => [name, SavedAmount])) as Record<K, typeof SavedAmount>;

/** "response finances": the main part as saved, every figure a number or null. */
export const FinancesAnswer = v.object({
  mode: FinancialEntryMode,
  income: v.object(savedFigures(INCOME_FIELDS)),
  ...savedFigures(STATEMENT_FIGURE_FIELDS),
  estimatedCreditScore: SavedAmount,
});
export type FinancesAnswer = v.InferOutput<typeof FinancesAnswer>;
