import * as v from 'valibot';
import { DOLLAR_AMOUNT_MESSAGE, DollarAmount } from './validators';

const messageFor = (value: unknown) => {
  const result = v.safeParse(DollarAmount, value);
  return result.success ? null : result.issues[0]?.message;
};

test('"Dollar amount: empty is accepted"', () => {
  expect(messageFor('')).toBeNull();
  expect(messageFor(undefined)).toBeNull();
  expect(messageFor(null)).toBeNull();
});

test('"the text must be 1 to 9 characters, numeric, between 0 and 100,000,000"', () => {
  expect(messageFor('0')).toBeNull();
  expect(messageFor(100_000_000)).toBeNull();
  expect(messageFor('100000000')).toBeNull();
  expect(messageFor('100000001')).toBe(DOLLAR_AMOUNT_MESSAGE);
  expect(messageFor('999999999')).toBe(DOLLAR_AMOUNT_MESSAGE);
  expect(messageFor('1000000000')).toBe(DOLLAR_AMOUNT_MESSAGE);
  expect(messageFor('12345.50')).toBeNull();
  expect(messageFor('-5')).toBe(DOLLAR_AMOUNT_MESSAGE);
  expect(messageFor('12a')).toBe(DOLLAR_AMOUNT_MESSAGE);
  expect(messageFor('$1,000')).toBe(DOLLAR_AMOUNT_MESSAGE);
});

test("the message is the specification's", () => {
  expect(DOLLAR_AMOUNT_MESSAGE).toBe('Please input a dollar amount between $0 and $100,000,000');
});
