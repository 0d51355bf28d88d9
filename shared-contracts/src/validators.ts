import * as v from 'valibot';
import { DOLLAR_MAXIMUM } from './constants';

export const DOLLAR_AMOUNT_MESSAGE = 'Please input a dollar amount between $0 and $100,000,000';

/**
 * "Dollar amount: empty is accepted; the text must be 1 to 9 characters, numeric, between 0 and 100,000,000;
 * otherwise 'Please input a dollar amount between $0 and $100,000,000'."
 */
export function dollarAmountIsValid(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  const text = String(value);
  return text.length >= 1 && text.length <= 9 && /^\d+(\.\d+)?$/.test(text) && Number(text) >= 0 && Number(text) <= DOLLAR_MAXIMUM;
}

export const DollarAmount = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()]))),
  v.check<string | number | null | undefined, typeof DOLLAR_AMOUNT_MESSAGE>(dollarAmountIsValid, DOLLAR_AMOUNT_MESSAGE),
);
