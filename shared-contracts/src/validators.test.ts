import * as v from 'valibot';
import { RegisterBody, UnlockAccountQuery } from './api/accounts';
import { LoginBody, UserIdParams } from './api/session';
import { TeamIdBody } from './api/teams-area';
import {
  Apn,
  CalendarDate,
  crossFieldCheck,
  dateNotBeforeToday,
  DOLLAR_AMOUNT_MESSAGE,
  DollarAmount,
  EmailAddress,
  hasControlCharacters,
  optionalText,
  OwnershipPercentage,
  Password,
  PasswordConfirmation,
  passwordsMustMatch,
  PhoneNumber,
  plainText,
  RECORD_ID_MAX,
  RecordId,
  RequiredCheckbox,
  requiredSelection,
  requiredText,
  Ssn,
  TaxId,
  TypedPassword,
  VerificationCode,
  ZipCode,
} from './validators';
import { fieldMessages, firstMessage } from './testing/field-messages';

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

const required = 'This field is required!';

describe('"E-mail fields use an e-mail format check." (spec 000 §5)', () => {
  test('an address is accepted, trimmed', () => {
    expect(firstMessage(EmailAddress, 'ann@lender.example')).toBeNull();
    expect(v.parse(EmailAddress, '  ann@lender.example ')).toBe('ann@lender.example');
  });
  test('anything else is refused; empty is required', () => {
    expect(firstMessage(EmailAddress, 'ann@')).toBe('Please enter a valid e-mail address.');
    expect(firstMessage(EmailAddress, 'ann lender.example')).toBe('Please enter a valid e-mail address.');
    expect(firstMessage(EmailAddress, '')).toBe(required);
    expect(firstMessage(EmailAddress, undefined)).toBe(required);
  });
});

describe('"Phone pattern (ddd) ddd-dddd" (spec 000 §5)', () => {
  test("'(555) 010-2030' is a phone number", () => {
    expect(firstMessage(PhoneNumber, '(555) 010-2030')).toBeNull();
  });
  test.each(['555-010-2030', '(555)010-2030', '(555) 010-203', '(555) 010-20300', '5550102030', '(55a) 010-2030'])('%s is not', (typed) => {
    expect(firstMessage(PhoneNumber, typed)).toBe('Please enter the phone number as (xxx) xxx-xxxx.');
  });
  test('empty is required', () => {
    expect(firstMessage(PhoneNumber, '')).toBe(required);
  });
});

describe('"SSN pattern ddd-dd-dddd" (spec 000 §5)', () => {
  test("'123-45-6789' is an SSN", () => {
    expect(firstMessage(Ssn, '123-45-6789')).toBeNull();
  });
  test.each(['123456789', '123-456-789', '12-345-6789', '123-45-678', '123-45-67890', 'abc-de-fghi'])('%s is not', (typed) => {
    expect(firstMessage(Ssn, typed)).toBe('Please enter the SSN as xxx-xx-xxxx.');
  });
});

describe('"Tax ID pattern dd-ddddddd" (spec 000 §5)', () => {
  test("'12-3456789' is a tax id", () => {
    expect(firstMessage(TaxId, '12-3456789')).toBeNull();
  });
  test.each(['123456789', '123-456789', '12-345678', '12-34567890'])('%s is not', (typed) => {
    expect(firstMessage(TaxId, typed)).toBe('Please enter the tax ID as xx-xxxxxxx.');
  });
});

describe('"Password: at least 8 characters" (spec 000 §5, spec 002 §5)', () => {
  test('7 characters are refused, 8 accepted', () => {
    expect(firstMessage(Password, '1234567')).toBe('Your password must have at least 8 characters.');
    expect(firstMessage(Password, '12345678')).toBeNull();
  });
  test('the form\'s maximum of 12 is not adopted; only what no one types (over 128) is refused', () => {
    expect(firstMessage(Password, 'a'.repeat(13))).toBeNull();
    expect(firstMessage(Password, 'a'.repeat(128))).toBeNull();
    expect(firstMessage(Password, 'a'.repeat(129))).toBe('Your password can have at most 128 characters.');
  });
  test('spaces count and are kept; empty is required', () => {
    expect(v.parse(Password, ' 1234567')).toBe(' 1234567');
    expect(firstMessage(Password, '')).toBe(required);
  });
});

describe('"Confirm password must match, else \'Passwords must match\'" (spec 000 §5)', () => {
  const Form = v.pipe(v.object({ email: EmailAddress, password: Password, password2: PasswordConfirmation }), passwordsMustMatch<{ email: string; password: string; password2: string }>());

  test('a different confirmation is reported on the confirmation field', () => {
    expect(fieldMessages(Form, { email: 'ann@lender.example', password: 'secret-one', password2: 'secret-two' })).toEqual({ password2: ['Passwords must match'] });
  });
  test('it is reported even while another field is still wrong', () => {
    expect(fieldMessages(Form, { email: '', password: 'secret-one', password2: 'secret-two' })).toEqual({
      email: [required],
      password2: ['Passwords must match'],
    });
  });
  test('matching passwords pass; an empty confirmation is required', () => {
    expect(fieldMessages(Form, { email: 'ann@lender.example', password: 'secret-one', password2: 'secret-one' })).toEqual({});
    expect(fieldMessages(Form, { email: 'ann@lender.example', password: 'secret-one', password2: '' })).toEqual({ password2: [required] });
  });
});

test('a rule across fields is reported on the field it names', () => {
  type Range = { from: number; to: number };
  const Range = v.pipe(v.object({ from: v.number(), to: v.number() }), crossFieldCheck<Range>(['from', 'to'], (r) => r.to >= r.from, 'Too early', 'to'));
  expect(fieldMessages(Range, { from: 2, to: 1 })).toEqual({ to: ['Too early'] });
  expect(fieldMessages(Range, { from: 1, to: 2 })).toEqual({});
});

describe('"Reset code: exactly 6 characters, required." (spec 000 §5)', () => {
  test('5 and 7 characters are refused, 6 accepted', () => {
    expect(firstMessage(VerificationCode, '12345')).toBe('The code must have exactly 6 characters.');
    expect(firstMessage(VerificationCode, '123456')).toBeNull();
    expect(firstMessage(VerificationCode, '1234567')).toBe('The code must have exactly 6 characters.');
  });
  test('surrounding spaces are not part of the code; empty is required', () => {
    expect(v.parse(VerificationCode, ' 123456 ')).toBe('123456');
    expect(firstMessage(VerificationCode, '')).toBe(required);
  });
});

describe('required and optional text with the specification\'s maximum ("address required (max 100)", "employment text fields max 255")', () => {
  test('required text is trimmed; blank is required', () => {
    expect(v.parse(requiredText(100), '  12 Main St ')).toBe('12 Main St');
    expect(firstMessage(requiredText(100), '   ')).toBe(required);
    expect(firstMessage(requiredText(), 'any length at all')).toBeNull();
  });
  test('at the maximum it is accepted, one more is refused', () => {
    expect(firstMessage(requiredText(255), 'x'.repeat(255))).toBeNull();
    expect(firstMessage(requiredText(255), 'x'.repeat(256))).toBe('Please use at most 255 characters.');
  });
  test('"Free text max 500": optional, absent reads as empty', () => {
    expect(v.parse(optionalText(500), undefined)).toBe('');
    expect(v.parse(optionalText(500), null)).toBe('');
    expect(firstMessage(optionalText(500), 'x'.repeat(500))).toBeNull();
    expect(firstMessage(optionalText(500), 'x'.repeat(501))).toBe('Please use at most 500 characters.');
  });
});

describe('"Checked boxes and multi-selects report \'This field is required!\'" (spec 000 §5, spec 001 §5)', () => {
  test('a box that must be ticked', () => {
    expect(firstMessage(RequiredCheckbox, true)).toBeNull();
    expect(firstMessage(RequiredCheckbox, false)).toBe(required);
    expect(firstMessage(RequiredCheckbox, undefined)).toBe(required);
  });
  test('a multi-select needs one item', () => {
    const Reasons = requiredSelection(v.string());
    expect(firstMessage(Reasons, ['other'])).toBeNull();
    expect(firstMessage(Reasons, [])).toBe(required);
    expect(firstMessage(Reasons, undefined)).toBe(required);
  });
});

describe('"Closing date required, not earlier than today"; "projected payoff date (MM/DD/YYYY, not before today)" (spec 001 §5)', () => {
  const ClosingDate = dateNotBeforeToday(() => '2025-03-15');

  test('today and later are accepted, yesterday is refused', () => {
    expect(firstMessage(ClosingDate, '03/15/2025')).toBeNull();
    expect(firstMessage(ClosingDate, '01/02/2026')).toBeNull();
    expect(firstMessage(ClosingDate, '03/14/2025')).toBe('The date cannot be earlier than today.');
    expect(firstMessage(ClosingDate, '12/31/2024')).toBe('The date cannot be earlier than today.');
  });
  test('a date not written MM/DD/YYYY, or not on the calendar, is refused; empty is required', () => {
    expect(firstMessage(ClosingDate, '20/03/2025')).toBe('Please enter the date as MM/DD/YYYY.');
    expect(firstMessage(ClosingDate, '02/30/2026')).toBe('Please enter the date as MM/DD/YYYY.');
    expect(firstMessage(ClosingDate, '2026-02-30')).toBe('Please enter the date as MM/DD/YYYY.');
    expect(firstMessage(ClosingDate, '')).toBe(required);
  });
  test('the day the date field holds ("YYYY-MM-DD") is taken too; either way the day is read as "YYYY-MM-DD"', () => {
    expect(firstMessage(ClosingDate, '2025-03-20')).toBeNull();
    expect(firstMessage(ClosingDate, '2025-03-14')).toBe('The date cannot be earlier than today.');
    expect(v.parse(ClosingDate, '03/20/2025')).toBe('2025-03-20');
    expect(v.parse(ClosingDate, '2025-03-20')).toBe('2025-03-20');
  });
  test('without a fixed day it reads today where it runs', () => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(firstMessage(dateNotBeforeToday(), `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`)).toBeNull();
    expect(firstMessage(CalendarDate, '02/29/2024')).toBeNull();
  });
});

describe('"zip required (5 digits or 5+4, max 10)"; "APN pattern: optional 5-character prefix with a dash, then word characters" (spec 001 §5)', () => {
  test.each([
    ['12345', null],
    ['12345-6789', null],
    ['1234', 'Please enter the ZIP code as 12345 or 12345-6789.'],
    ['123456', 'Please enter the ZIP code as 12345 or 12345-6789.'],
    ['12345-678', 'Please enter the ZIP code as 12345 or 12345-6789.'],
  ])('zip %s', (typed, message) => {
    expect(firstMessage(ZipCode, typed)).toBe(message);
  });
  test.each([
    ['0123456789', null],
    ['ABCDE-12345', null],
    ['ABC-12345', 'Please enter a valid APN.'],
    ['12 345', 'Please enter a valid APN.'],
  ])('APN %s', (typed, message) => {
    expect(firstMessage(Apn, typed)).toBe(message);
  });
});

describe('"ownershipPercentage between 0.01 and 100 (placeholder 51.00)" (spec 002 §5)', () => {
  test.each([
    ['0.01', null],
    ['51.00', null],
    [100, null],
    ['0', 'Please enter a percentage between 0.01 and 100.'],
    [100.01, 'Please enter a percentage between 0.01 and 100.'],
    ['abc', 'Please enter a percentage between 0.01 and 100.'],
    ['', required],
  ])('%s', (typed, message) => {
    expect(firstMessage(OwnershipPercentage, typed)).toBe(message);
  });
  test('typed text becomes a number', () => {
    expect(v.parse(OwnershipPercentage, '51.00')).toBe(51);
  });
});

describe('ids: one schema for every id of the contract, read strictly and within PostgreSQL\'s integer range', () => {
  const invalidNumber = 'Please enter a valid number.';

  test('a whole number from 1 to 2147483647, as a number or as its digits; the output is the number', () => {
    for (const id of [1, 7, RECORD_ID_MAX, '1', '7', '2147483647']) expect(firstMessage(RecordId, id)).toBeNull();
    expect(v.parse(RecordId, '42')).toBe(42);
    expect(v.parse(RecordId, 42)).toBe(42);
    expect(RECORD_ID_MAX).toBe(2_147_483_647);
  });

  test.each([0, -1, 1.5, 2_147_483_648, Number.NaN, Number.POSITIVE_INFINITY, 1e21])('the number %s is refused', (id) => {
    expect(firstMessage(RecordId, id)).toBe(invalidNumber);
  });

  test.each(['0', '-1', '1e3', '0x10', ' 7', '7 ', '07', '7.0', '+7', '2147483648', '99999999999', '١٢', 'abc', '7\u0000'])('the text %j is refused', (id) => {
    expect(firstMessage(RecordId, id)).toBe(invalidNumber);
  });

  test('other kinds of value are refused; a missing id is required', () => {
    expect(firstMessage(RecordId, true)).toBe(invalidNumber);
    expect(firstMessage(RecordId, ['7'])).toBe(invalidNumber);
    expect(firstMessage(RecordId, undefined)).toBe(required);
    expect(firstMessage(RecordId, null)).toBe(required);
    expect(firstMessage(RecordId, '')).toBe(required);
  });

  test('the path, query and body ids of the contract are this schema', () => {
    expect(fieldMessages(UserIdParams, { id: '99999999999' })).toEqual({ id: [invalidNumber] });
    expect(fieldMessages(UnlockAccountQuery, { user_id: '2147483648', token: 't' })).toEqual({ user_id: [invalidNumber] });
    expect(fieldMessages(TeamIdBody, { id: 2_147_483_648 })).toEqual({ id: [invalidNumber] });
    expect(v.parse(TeamIdBody, { id: 12 })).toEqual({ id: 12 });
  });
});

describe('text refuses control characters, in one rule every text field shares', () => {
  const controlCharacters = 'Please remove the control characters.';

  test.each(['Ann\u0000', 'A\u0007nn', 'An\u001bn', 'Ann\u007f', 'Ann\u0085x', 'Ann\nLee', 'Ann\tLee'])('a one-line text with %j is refused', (text) => {
    expect(firstMessage(requiredText(), text)).toBe(controlCharacters);
    expect(firstMessage(optionalText(100), text)).toBe(controlCharacters);
    expect(firstMessage(plainText(), text)).toBe(controlCharacters);
  });

  test('a multi-line text keeps line feeds, carriage returns and tabs, and refuses the rest', () => {
    expect(firstMessage(requiredText(500, { multiLine: true }), 'First line\r\nsecond\tline')).toBeNull();
    expect(firstMessage(optionalText(500, { multiLine: true }), 'a\nb')).toBeNull();
    expect(firstMessage(requiredText(500, { multiLine: true }), 'a\u0000b')).toBe(controlCharacters);
    expect(firstMessage(optionalText(500, { multiLine: true }), 'a\u000bb')).toBe(controlCharacters);
  });

  test('white space around a text is trimmed before the rule: a pasted trailing line break is no fault', () => {
    expect(v.parse(requiredText(), '  Ann\n')).toBe('Ann');
    expect(firstMessage(requiredText(), '\t')).toBe(required);
  });

  test('accented letters, other scripts and emoji are text, not control characters', () => {
    expect(firstMessage(requiredText(), 'Zoë Ñúñez 李 😀')).toBeNull();
    expect(hasControlCharacters('Zoë\u00a0Ñ')).toBe(false);
  });

  test('every kind of text field: e-mail, phone, password, its confirmation, the code, and the registration', () => {
    expect(firstMessage(EmailAddress, 'ann\u0000@lender.example')).toBe(controlCharacters);
    expect(firstMessage(PhoneNumber, '(555) 010-2030\u0000')).toBe(controlCharacters);
    expect(firstMessage(Password, 'secret\u0000-123')).toBe(controlCharacters);
    expect(firstMessage(PasswordConfirmation, 'secret\u0000-123')).toBe(controlCharacters);
    expect(firstMessage(TypedPassword, 'secret\u0000-123')).toBe(controlCharacters);
    expect(firstMessage(VerificationCode, '12345\u0000')).toBe(controlCharacters);
    expect(
      fieldMessages(RegisterBody, {
        firstName: 'Ann\u0000',
        lastName: 'Lee',
        phoneNumber: '(555) 010-2030',
        userEmail: 'ann@lender.example',
        password: 'secret-123',
        leadSourceType: 'online_search',
        campaignUrl: 'https://x.example/\u0000',
        code: 'a\u0000',
      }),
    ).toEqual({ firstName: [controlCharacters], campaignUrl: [controlCharacters], code: [controlCharacters] });
    expect(fieldMessages(LoginBody, { email: 'ann@lender.example', password: 'x\u0000' })).toEqual({ password: [controlCharacters] });
  });
});
