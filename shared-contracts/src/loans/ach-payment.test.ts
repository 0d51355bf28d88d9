import * as v from 'valibot';
import { AchPaymentBody, mayPayAchFrom } from './ach-payment';

test('"the ACH picker excludes the ach method" and "check exists but is excluded from pickers"', () => {
  expect(mayPayAchFrom({ method: 'transfer' })).toBe(true);
  expect(mayPayAchFrom({ method: 'ach' })).toBe(false);
  expect(mayPayAchFrom({ method: 'check' })).toBe(false);
});

test('"ACH: authorizedAmount, authorization checkbox and a payment method required"; the amount within the dollar rule', () => {
  const body = { authorizedAmount: '1250.50', authorized: true, paymentMethod: '4' };
  expect(v.safeParse(AchPaymentBody, body).output).toEqual({ authorizedAmount: 1250.5, authorized: true, paymentMethod: 4 });
  const problems = (given: object) => (v.safeParse(AchPaymentBody, given).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);
  expect(problems({ ...body, authorized: false })).toEqual([['authorized', 'This field is required!']]);
  expect(problems({ ...body, authorizedAmount: '' })).toEqual([['authorizedAmount', 'This field is required!']]);
  expect(problems({ ...body, authorizedAmount: '100000000.01' })).toEqual([['authorizedAmount', 'Please input a dollar amount between $0 and $100,000,000']]);
  expect(problems({ ...body, paymentMethod: '' })).toHaveLength(1);
});
