import * as v from 'valibot';
import {
  DOLLAR_MAX_CHARACTERS,
  DOLLAR_MAXIMUM,
  OWNERSHIP_PERCENTAGE_MAX,
  OWNERSHIP_PERCENTAGE_MIN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_CODE_LENGTH,
} from './constants';
import { calendarDayOf, parseDate } from './format';
import { formMessages } from './messages';

export const DOLLAR_AMOUNT_MESSAGE = 'Please input a dollar amount between $0 and $100,000,000';

/**
 * "Dollar amount: empty is accepted; the text must be 1 to 9 characters, numeric, between 0 and 100,000,000;
 * otherwise 'Please input a dollar amount between $0 and $100,000,000'."
 */
export function dollarAmountIsValid(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  const text = String(value);
  return text.length >= 1 && text.length <= DOLLAR_MAX_CHARACTERS && /^\d+(\.\d+)?$/.test(text) && Number(text) >= 0 && Number(text) <= DOLLAR_MAXIMUM;
}

export const DollarAmount = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()]))),
  v.check<string | number | null | undefined, typeof DOLLAR_AMOUNT_MESSAGE>(dollarAmountIsValid, DOLLAR_AMOUNT_MESSAGE),
);

// ---- Field rules of spec 000 §5, spec 001 §5 and spec 002 §5 ----
// A rule with no wording in the specification uses the portal's message from `formMessages`.

/**
 * In a valibot pipe, a schema placed after a failed rule ends the pipe and marks the value untyped: the rules after
 * it, and the checks across fields that read it, then leave the value alone. So an empty field says only that it is
 * required, and "Passwords must match" waits until both passwords are otherwise valid.
 */
const endOfRules = v.string();

/**
 * Control characters (C0, DEL and C1) have no place in what people type: NUL breaks PostgreSQL's text, and the
 * others hide in names, e-mails and logs. A multi-line text keeps tab, line feed and carriage return. Checked
 * code by code, so the rule reads without a regular expression full of escapes.
 */
export function hasControlCharacters(text: string, { multiLine = false }: { multiLine?: boolean } = {}): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20) {
      if (!(multiLine && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
    } else if (code >= 0x7f && code <= 0x9f) return true;
  }
  return false;
}

/** The one rule against control characters, which every text schema of the contract ends with. */
const withoutControlCharacters = (multiLine = false) =>
  v.check((text: string) => !hasControlCharacters(text, { multiLine }), formMessages.controlCharacters);

/** Text as given (not trimmed, may be empty), without control characters: the base of every text field below. */
export function plainText(options: { multiLine?: boolean } = {}) {
  return v.pipe(v.string(formMessages.required), withoutControlCharacters(options.multiLine), endOfRules);
}

const requiredString = (options: { multiLine?: boolean } = {}) =>
  v.pipe(v.string(formMessages.required), v.trim(), v.nonEmpty(formMessages.required), endOfRules, withoutControlCharacters(options.multiLine), endOfRules);

/** "E-mail fields use an e-mail format check." */
export const EmailAddress = v.pipe(requiredString(), v.email(formMessages.email));

/** "Phone pattern (ddd) ddd-dddd", the mask "(000) 000-0000" (spec 000 §5). */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const PhoneNumber = v.pipe(requiredString(), v.regex(PHONE_PATTERN, formMessages.phone));

/** "SSN pattern ddd-dd-dddd" (spec 000 §5). */
export const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;
export const Ssn = v.pipe(requiredString(), v.regex(SSN_PATTERN, formMessages.ssn));

/** "Tax ID pattern dd-ddddddd" (spec 000 §5). */
export const TAX_ID_PATTERN = /^\d{2}-\d{7}$/;
export const TaxId = v.pipe(requiredString(), v.regex(TAX_ID_PATTERN, formMessages.taxId));

/**
 * "Password: at least 8 characters" (spec 000 §5, spec 002 §5). Not trimmed: a space is a character of a password.
 * The spec's form maximum of 12 is not adopted; PASSWORD_MAX_LENGTH only bounds the server's work (see README).
 */
export const Password = v.pipe(
  v.string(formMessages.required),
  v.nonEmpty(formMessages.required),
  endOfRules,
  withoutControlCharacters(),
  endOfRules,
  v.minLength(PASSWORD_MIN_LENGTH, formMessages.passwordTooShort),
  v.maxLength(PASSWORD_MAX_LENGTH, formMessages.passwordTooLong),
  endOfRules,
);

/**
 * A rule across fields of one form, reported on one of them. It is a valibot partial check: it runs as soon as the
 * fields it reads are valid, even while other fields are still empty, so the form shows every message at once.
 * `requirement` must read only `fields`.
 */
export function crossFieldCheck<T extends Record<string, unknown>>(
  fields: readonly (keyof T & string)[],
  requirement: (input: T) => boolean,
  message: string,
  reportOn: keyof T & string,
): v.BaseValidation<T, T, v.PartialCheckIssue<T>> {
  // valibot types a partial check by the literal paths it is given; here they are data, so the types are asserted.
  const check = v.partialCheck(fields.map((field) => [field]) as never, (input) => requirement(input as T), message);
  return v.forward(check as never, [reportOn] as never) as unknown as v.BaseValidation<T, T, v.PartialCheckIssue<T>>;
}

/**
 * "Confirm password must match, else 'Passwords must match'" (spec 000 §5, spec 002 §5), reported on the
 * confirmation, `password2` as the registration model names it.
 */
export function passwordsMustMatch<T extends { password: string; password2: string }>() {
  return crossFieldCheck<T>(['password', 'password2'], (input) => input.password === input.password2, formMessages.passwordsMustMatch, 'password2');
}

/** A password as typed, to compare or check (sign-in, the confirmation): required, not trimmed, no other rule. */
export const TypedPassword = v.pipe(v.string(formMessages.required), v.nonEmpty(formMessages.required), endOfRules, withoutControlCharacters(), endOfRules);

/** The confirmation field itself: required; `passwordsMustMatch` compares it. */
export const PasswordConfirmation = TypedPassword;

/** The largest id a record can have: PostgreSQL's `integer` (and `serial`) ends there. */
export const RECORD_ID_MAX = 2_147_483_647;
/** An id written out: digits without a leading zero, sign, space, exponent or fraction (at most 10 of them). */
const RECORD_ID_TEXT = /^[1-9][0-9]{0,9}$/;

/**
 * Whether a value is a record's id as the contract reads one: a whole number from 1 to RECORD_ID_MAX, given as a
 * number (a JSON body) or as its digits (a path or a query). `Number()` alone would take '1e3', '0x10', ' 7', '07'
 * and '7.0', and an id past the range would reach the database as an error.
 */
export function isRecordId(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= RECORD_ID_MAX;
  return typeof value === 'string' && RECORD_ID_TEXT.test(value) && Number(value) <= RECORD_ID_MAX;
}

/**
 * The one schema of every id in the contract: a path's `{id}`, a query's `user_id`, a body's `id` or `teamInviteId`.
 * Its output is the number.
 */
export const RecordId = v.pipe(
  v.custom<number | string>((value) => value !== undefined && value !== null && value !== '', formMessages.required),
  v.check((value: number | string) => isRecordId(value), formMessages.invalidNumber),
  v.transform((value) => Number(value)),
);

/** "Reset code: exactly 6 characters, required." (spec 000 §5); also the login's and the invitations' 6-digit code. */
export const VerificationCode = v.pipe(requiredString(), v.length(RESET_CODE_LENGTH, formMessages.code));

/**
 * Required text, trimmed, with the specification's maximum where it states one. Single-line unless `multiLine`
 * (free text such as a description keeps its line breaks and tabs); no other control character either way.
 */
export function requiredText(maxLength?: number, options: { multiLine?: boolean } = {}) {
  return maxLength === undefined
    ? requiredString(options)
    : v.pipe(requiredString(options), v.maxLength(maxLength, formMessages.tooLong(maxLength)));
}

/** Optional text, trimmed; empty or absent reads as ''. The same control-character rule as `requiredText`. */
export function optionalText(maxLength: number, options: { multiLine?: boolean } = {}) {
  return v.pipe(
    v.optional(v.nullable(plainText(options)), ''),
    v.transform((text) => (text ?? '').trim()),
    v.maxLength(maxLength, formMessages.tooLong(maxLength)),
  );
}

/** "Checked boxes ... report 'This field is required!'": a box that must be ticked. */
export const RequiredCheckbox = v.literal(true, formMessages.required);

/** "... and multi-selects report 'This field is required!'": at least one item chosen. */
export function requiredSelection<S extends v.GenericSchema>(item: S) {
  return v.pipe(v.array(item, formMessages.required), v.minLength(1, formMessages.required));
}

/** A calendar day given as the date fields hold it ("YYYY-MM-DD") or as typed ("MM/DD/YYYY"): its ISO day, or null. */
function calendarDayFrom(given: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(given.trim());
  return iso ? parseDate(`${iso[2]}/${iso[3]}/${iso[1]}`) : parseDate(given);
}

/**
 * A date "MM/DD/YYYY" (spec 000 §9) that is a real calendar day, as typed or as the kit's date field holds it
 * ("YYYY-MM-DD"); read as its ISO day "YYYY-MM-DD", which is what the API stores.
 */
export const CalendarDate = v.pipe(
  requiredString(),
  v.check((given: string) => calendarDayFrom(given) !== null, formMessages.date),
  v.transform((given: string) => calendarDayFrom(given) as string),
);

/** A date that may be left empty: its ISO day, or null when empty (a multipart field that was sent blank). */
export const OptionalCalendarDate = v.pipe(
  v.string(),
  v.trim(),
  v.check((given: string) => given === '' || calendarDayFrom(given) !== null, formMessages.date),
  v.transform((given: string) => (given === '' ? null : (calendarDayFrom(given) as string))),
);

/** Today where the code runs, "YYYY-MM-DD". Tests and the server pass their own. */
export const localToday = (): string => calendarDayOf(new Date());

/**
 * "Closing date required, not earlier than today"; "projected payoff date (MM/DD/YYYY, not before today)" (spec 001
 * §5). `today` gives the current calendar day as "YYYY-MM-DD", so a test or the server's time zone can fix it.
 */
export function dateNotBeforeToday(today: () => string = localToday) {
  return v.pipe(
    CalendarDate,
    // A date that is not one says only so, not also that it is before today.
    endOfRules,
    v.check((day: string) => day >= today(), formMessages.dateBeforeToday),
  );
}

/** "zip required (5 digits or 5+4, max 10)" (spec 001 §5): the pattern holds at most ZIP_CODE_MAX_LENGTH characters. */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
export const ZipCode = v.pipe(requiredString(), v.regex(ZIP_CODE_PATTERN, formMessages.zipCode));

/** "APN pattern: optional 5-character prefix with a dash, then word characters" (spec 001 §5). */
export const APN_PATTERN = /^(\w{5}-)?\w+$/;
export const Apn = v.pipe(requiredString(), v.regex(APN_PATTERN, formMessages.apn));

/** "ownershipPercentage between 0.01 and 100 (placeholder 51.00)" (spec 002 §5); typed text or a number. */
export const OwnershipPercentage = v.pipe(
  v.union([v.number(formMessages.ownershipPercentage), requiredString()], formMessages.required),
  v.transform((value) => Number(value)),
  v.number(formMessages.ownershipPercentage),
  v.minValue(OWNERSHIP_PERCENTAGE_MIN, formMessages.ownershipPercentage),
  v.maxValue(OWNERSHIP_PERCENTAGE_MAX, formMessages.ownershipPercentage),
);
