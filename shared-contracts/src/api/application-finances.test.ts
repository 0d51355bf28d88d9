import * as v from 'valibot';
import { FINANCIAL_ENTRY_MODES } from '../enums/finances';
import { formMessages } from '../messages';
import { fieldMessages } from '../testing/field-messages';
import { DOLLAR_AMOUNT_MESSAGE } from '../validators';
import {
  FinanceBody,
  financeMessages,
  FinancesAnswer,
  INCOME_FIELDS,
  ITEMIZED_ASSET_FIELDS,
  ITEMIZED_LIABILITY_FIELDS,
  lockedStatementPart,
  netWorthOf,
  startingEntryMode,
  STATEMENT_FIGURE_FIELDS,
  statementUploadMissing,
} from './application-finances';

test('the fields of spec 002 §3 "Finances": four yearly incomes, 12 itemized assets, 10 itemized liabilities, two lump sums', () => {
  expect(INCOME_FIELDS).toEqual(['salary', 'netInvestmentIncome', 'realEstateIncome', 'otherIncome']);
  expect(ITEMIZED_ASSET_FIELDS).toHaveLength(12);
  expect(ITEMIZED_LIABILITY_FIELDS).toHaveLength(10);
  expect(STATEMENT_FIGURE_FIELDS.slice(0, 2)).toEqual(['totalAssets', 'totalLiabilities']);
});

test('"The tab starts in itemize mode unless totals exist." (spec 002 §4)', () => {
  expect(startingEntryMode(null)).toBe('itemize');
  expect(startingEntryMode({ mode: 'itemize', currentCashOnHandInBank: 5000 })).toBe('itemize');
  expect(startingEntryMode({ mode: 'itemize', totalAssets: 900000, totalLiabilities: null })).toBe('total_assets_and_liabilities');
  expect(startingEntryMode({ mode: 'total_assets_and_liabilities', totalAssets: 0, totalLiabilities: 0 })).toBe('total_assets_and_liabilities');
  expect(startingEntryMode({ mode: 'total_assets_and_liabilities', totalAssets: null, totalLiabilities: null })).toBe('itemize');
  // Uploading the statement or providing it later is a choice of its own, kept as saved.
  expect(startingEntryMode({ mode: 'upload_file', totalAssets: 10 })).toBe('upload_file');
  expect(startingEntryMode({ mode: 'provide_later' })).toBe('provide_later');
});

test('"Entering any total disables and locks the itemized fields; entering any itemized value locks the totals." (spec 002 §4)', () => {
  expect(lockedStatementPart({})).toBeNull();
  expect(lockedStatementPart({ totalAssets: null, assetsMisc: undefined, assetOthers: '' })).toBeNull();
  expect(lockedStatementPart({ totalLiabilities: 120000 })).toBe('itemized');
  expect(lockedStatementPart({ liabilityCreditCardDebt: 4500 })).toBe('totals');
  // $0 is a value typed: it locks until Clear Fields empties it ("A hint says 'Clear Fields to Enable'").
  expect(lockedStatementPart({ totalAssets: 0 })).toBe('itemized');
  expect(lockedStatementPart({ assetOtherAutos: 0 })).toBe('totals');
});

test('"Net worth = assets minus liabilities, using totals if present, otherwise the itemized values." (spec 002 §4)', () => {
  expect(netWorthOf({})).toBe(0);
  expect(netWorthOf({ totalAssets: 900000, totalLiabilities: 250000 })).toBe(650000);
  expect(netWorthOf({ totalAssets: 900000 })).toBe(900000);
  expect(netWorthOf({ totalLiabilities: 1000 })).toBe(-1000);
  expect(
    netWorthOf({ currentCashOnHandInBank: 50000, valueRealEstateOwned: 400000, assetOthers: null, liabilityRealEstateMortgageInvestments: 300000, liabilityCreditCardDebt: 2500 }),
  ).toBe(147500);
  // Totals win whenever one is there, whatever itemized values a form still holds.
  expect(netWorthOf({ totalAssets: 10, currentCashOnHandInBank: 5000 })).toBe(10);
});

test('"Choose one of: Upload File, Itemize, Total Assets and Liabilities, or Provide Later." (spec 002 §2.6)', () => {
  for (const mode of FINANCIAL_ENTRY_MODES.filter((mode) => mode !== 'total_assets_and_liabilities')) {
    expect(fieldMessages(FinanceBody, { mode })).toEqual({});
  }
  expect(fieldMessages(FinanceBody, {})).toEqual({ mode: [formMessages.required] });
  expect(fieldMessages(FinanceBody, { mode: 'guess' })).toEqual({ mode: [formMessages.invalidChoice] });
});

test('"Lump-sum and itemized fields are mutually exclusive (see section 4)." (spec 002 §5)', () => {
  expect(fieldMessages(FinanceBody, { mode: 'itemize', totalAssets: 100, currentCashOnHandInBank: 5 })).toEqual({ totalAssets: [financeMessages.lumpSumOrItemized] });
  expect(fieldMessages(FinanceBody, { mode: 'total_assets_and_liabilities', totalAssets: 100, totalLiabilities: 0, liabilityOther: 0 })).toEqual({
    totalAssets: [financeMessages.lumpSumOrItemized],
  });
  expect(fieldMessages(FinanceBody, { mode: 'itemize', currentCashOnHandInBank: 5, liabilityOther: 3 })).toEqual({});
});

test('the portal’s reading of each mode: totals need both lump sums; itemize takes any itemized values, empty ones as $0', () => {
  expect(fieldMessages(FinanceBody, { mode: 'total_assets_and_liabilities' })).toEqual({
    totalAssets: [formMessages.required],
    totalLiabilities: [formMessages.required],
  });
  expect(fieldMessages(FinanceBody, { mode: 'total_assets_and_liabilities', totalAssets: 500000, totalLiabilities: 0 })).toEqual({});
  expect(fieldMessages(FinanceBody, { mode: 'itemize' })).toEqual({});
});

test('every amount follows the dollar rule: "Please input a dollar amount between $0 and $100,000,000" (spec 002 §5)', () => {
  expect(fieldMessages(FinanceBody, { mode: 'itemize', income: { salary: 100_000_001 }, assetsMisc: -1, liabilityOther: '12a' })).toEqual({
    'income.salary': [DOLLAR_AMOUNT_MESSAGE],
    assetsMisc: [DOLLAR_AMOUNT_MESSAGE],
    liabilityOther: [DOLLAR_AMOUNT_MESSAGE],
  });
  expect(fieldMessages(FinanceBody, { mode: 'itemize', totalAssets: 1_000_000_000 })).toEqual({ totalAssets: [DOLLAR_AMOUNT_MESSAGE] });
  expect(fieldMessages(FinanceBody, { mode: 'itemize', income: { salary: 100_000_000, otherIncome: '' } })).toEqual({});
});

test('"estimatedCreditScore (number, optional)": a whole score from 300 to 850 when given', () => {
  expect(fieldMessages(FinanceBody, { mode: 'provide_later', estimatedCreditScore: '720' })).toEqual({});
  expect(fieldMessages(FinanceBody, { mode: 'provide_later', estimatedCreditScore: null })).toEqual({});
  for (const score of [299, 851, '7.5', 'abc', 720.5]) {
    expect(fieldMessages(FinanceBody, { mode: 'provide_later', estimatedCreditScore: score })).toEqual({ estimatedCreditScore: [financeMessages.creditScore] });
  }
});

test('a saved body reads as the answer: every figure a number or null, the score a number', () => {
  const saved = v.parse(FinanceBody, { mode: 'itemize', income: { salary: '85000' }, currentCashOnHandInBank: 5000, estimatedCreditScore: '720' });
  expect(v.parse(FinancesAnswer, saved)).toEqual(saved);
  expect(saved).toMatchObject({
    mode: 'itemize',
    income: { salary: 85000, netInvestmentIncome: null, realEstateIncome: null, otherIncome: null },
    totalAssets: null,
    currentCashOnHandInBank: 5000,
    liabilityLifeInsuranceLoan: null,
    estimatedCreditScore: 720,
  });
  expect(Object.keys(saved)).toHaveLength(1 + 1 + STATEMENT_FIGURE_FIELDS.length + 1);
});

test('Upload File waits for the statement: "uploaded when a document of type Financial Statement exists with submitted count above zero" (spec 002 §2.6)', () => {
  const statement = (submittedCount: number) => ({ type: 'Financial Statement', submittedCount });
  expect(statementUploadMissing('upload_file', [])).toBe(true);
  expect(statementUploadMissing('upload_file', [statement(0), { type: 'Photo ID', submittedCount: 2 }])).toBe(true);
  expect(statementUploadMissing('upload_file', [statement(1)])).toBe(false);
  expect(statementUploadMissing('itemize', [])).toBe(false);
  expect(statementUploadMissing('provide_later', [])).toBe(false);
});
