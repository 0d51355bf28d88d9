import * as v from 'valibot';
import { fieldMessages } from '../testing/field-messages';
import { accountTypeShown, maskedAccountNumber, NewPaymentMethod, pickablePaymentMethods } from './payment-methods';

const wire = {
  kind: 'draw_payment',
  name: 'Draw account',
  method: 'transfer',
  details: {
    bankName: 'First Federal Bank',
    bankAddress: '1 Bank Plaza, Austin, TX 78701',
    routingNumber: '111000025',
    accountNumber: '000123456789',
    accountName: 'Borrower Holdings LLC',
    recipientAddress: '100 Congress Ave, Austin, TX 78701',
  },
  authorized: true,
};

test('a wire transfer for draws with every field passes; an ACH Transaction also needs its account type', () => {
  expect(v.safeParse(NewPaymentMethod, wire).success).toBe(true);
  const ach = { ...wire, kind: 'ach_payment', method: 'ach' };
  expect(fieldMessages(NewPaymentMethod, ach)).toEqual({ 'details.accountType': ['This field is required!'] });
  expect(v.safeParse(NewPaymentMethod, { ...ach, details: { ...ach.details, accountType: 'checking' } }).success).toBe(true);
});

test('"name required; type required (Wire Transfer or ACH Transaction); ... bank and recipient addresses required; authorization checkbox required" (spec 001 §5)', () => {
  const empty = { kind: '', name: '', method: '', details: { bankName: '', bankAddress: '', routingNumber: '', accountNumber: '', accountName: '', recipientAddress: '' }, authorized: false };
  const messages = fieldMessages(NewPaymentMethod, empty);
  for (const field of ['kind', 'name', 'method', 'details.bankName', 'details.bankAddress', 'details.routingNumber', 'details.accountNumber', 'details.accountName', 'details.recipientAddress', 'authorized']) {
    expect([field, messages[field]?.[0]]).toEqual([field, 'This field is required!']);
  }
  // "check exists but is excluded from pickers"
  expect(fieldMessages(NewPaymentMethod, { ...wire, method: 'check' })).toEqual({ method: ['This field is required!'] });
});

test('"bank name max 100; routing number max 20; account number max 20; account name max 100" (spec 001 §5); numbers are digits', () => {
  const details = (change: Partial<typeof wire.details>) => fieldMessages(NewPaymentMethod, { ...wire, details: { ...wire.details, ...change } });
  expect(details({ bankName: 'B'.repeat(100), accountName: 'A'.repeat(100), routingNumber: '1'.repeat(20), accountNumber: '2'.repeat(20) })).toEqual({});
  expect(details({ bankName: 'B'.repeat(101), accountName: 'A'.repeat(101), routingNumber: '1'.repeat(21), accountNumber: '2'.repeat(21) })).toEqual({
    'details.bankName': ['Please use at most 100 characters.'],
    'details.accountName': ['Please use at most 100 characters.'],
    'details.routingNumber': ['Please use at most 20 characters.'],
    'details.accountNumber': ['Please use at most 20 characters.'],
  });
  expect(details({ accountNumber: '1234-5678' })).toEqual({ 'details.accountNumber': ['Please enter digits only.'] });
});

test('"account type required when shown": shown for an ACH Transaction only', () => {
  expect(accountTypeShown('ach')).toBe(true);
  expect(accountTypeShown('transfer')).toBe(false);
  expect(accountTypeShown(undefined)).toBe(false);
});

test('the account number "masked except its last 4 digits"; pickers leave out checks', () => {
  expect(maskedAccountNumber('6789')).toBe('****6789');
  expect(pickablePaymentMethods([{ method: 'ach' }, { method: 'check' }, { method: 'transfer' }])).toEqual([{ method: 'ach' }, { method: 'transfer' }]);
});
