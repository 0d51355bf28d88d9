import * as v from 'valibot';
import { NAME_MAX_LENGTH } from '../constants';
import { ContactMethod, MaritalStatus, missingPhoneTypeFor } from '../enums/contact';
import { UsState } from '../enums/states';
import { applicationMessages, formMessages } from '../messages';
import { CalendarDate, localToday, requiredText, Ssn } from '../validators';
import { EntityAddress, EntityAddressAnswer } from './entities';
import { ContactPhones } from './profile-contact';

/*
 * The application's Personal Information tab: the contact profile (spec 002 §3 'Contact profile', §5 'Contact
 * profile'). What a person typed that is sensitive (SSN, date of birth, driver's license) is sent once, kept sealed by
 * the API and only ever answered masked; once on file it may be left out of a later save, which keeps it.
 */

/** "the person at least 18": the portal lends to adults only (the specification states no age). */
export const BORROWER_MINIMUM_AGE_YEARS = 18;
/** Driver's license numbers of the US states run to 13 characters; 20 leaves room for spaces and dashes. */
export const DRIVERS_LICENSE_MAX_LENGTH = 20;
const DRIVERS_LICENSE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** The portal's words for the rules the specification names without wording. */
export const contactMessages = {
  dateOfBirthNotPast: 'The date of birth must be a date in the past.',
  tooYoung: `You must be at least ${BORROWER_MINIMUM_AGE_YEARS} years old.`,
  driversLicense: "Please enter the driver's license number with letters, digits, spaces or dashes only.",
} as const;

/** The fields kept only sealed and answered masked. */
export const SENSITIVE_CONTACT_FIELDS = ['ssn', 'dateOfBirth', 'driversLicense'] as const;
export type SensitiveContactField = (typeof SENSITIVE_CONTACT_FIELDS)[number];

// ---- Masks: "answered masked (last 4 visible)" ----

/** An SSN on file as the borrower may see it again: '***-**-6789'. */
export function maskedSsn(ssn: string): string {
  return `***-**-${ssn.replace(/\D/g, '').slice(-4)}`;
}

/** A date of birth ("YYYY-MM-DD") as shown once on file: the year only, '**\/**\/1984' (the last 4 of MM/DD/YYYY). */
export function maskedDateOfBirth(isoDay: string): string {
  return `**/**/${isoDay.slice(0, 4)}`;
}

/**
 * A driver's license number on file: '****' and its last 4 letters or digits, '****1234'; a number so short that
 * showing 4 would leave fewer than 4 hidden shows none.
 */
export function maskedDriversLicense(license: string): string {
  const characters = license.replace(/[^A-Za-z0-9]/g, '');
  return `****${characters.length >= 8 ? characters.slice(-4) : ''}`;
}

export const MaskedSsn = v.pipe(v.string(), v.regex(/^\*{3}-\*{2}-\d{4}$/));
export const MaskedDateOfBirth = v.pipe(v.string(), v.regex(/^\*{2}\/\*{2}\/\d{4}$/));
export const MaskedDriversLicense = v.pipe(v.string(), v.regex(/^\*{4}([A-Za-z0-9]{4})?$/));

// ---- Rules ----

/** Whether someone born on `birthDay` is at least `years` old on `today` (both "YYYY-MM-DD"); born 29 February, on 1 March. */
export function isAtLeastYearsOld(birthDay: string, today: string, years: number): boolean {
  const comingOfAge = `${String(Number(birthDay.slice(0, 4)) + years).padStart(4, '0')}${birthDay.slice(4)}`;
  return comingOfAge <= today;
}

/** "Date of birth: a real past date, the person at least 18": read as its ISO day. `today` for tests and the server's clock. */
export function dateOfBirth(today: () => string = localToday) {
  return v.pipe(
    CalendarDate,
    // A day in the future says only that it is not past, not also that the person is too young.
    v.string(),
    v.check((day: string) => day < today(), contactMessages.dateOfBirthNotPast),
    v.string(),
    v.check((day: string) => isAtLeastYearsOld(day, today(), BORROWER_MINIMUM_AGE_YEARS), contactMessages.tooYoung),
  );
}

export const DriversLicense = v.pipe(
  requiredText(DRIVERS_LICENSE_MAX_LENGTH),
  v.regex(DRIVERS_LICENSE_PATTERN, contactMessages.driversLicense),
  v.transform((license: string) => license.toUpperCase()),
);

/** A sensitive field of a save: empty or left out keeps the one on file (`missingSensitiveFields` says when there is none). */
function replacing<S extends v.GenericSchema<string, string>>(schema: S) {
  return v.pipe(
    v.optional(v.nullable(v.string(formMessages.required))),
    v.transform((given) => (given === undefined || given === null || given.trim() === '' ? undefined : given)),
    v.optional(schema),
  );
}

/**
 * "SSN, date of birth, driver's license ... are required" (spec 002 §5), once: while one is not on file, a save must
 * bring it. `onFile` holds what the API keeps (or, in the form, what it answered, masked); the fields still needed.
 */
export function missingSensitiveFields(
  given: Partial<Record<SensitiveContactField, unknown>>,
  onFile: Partial<Record<SensitiveContactField, unknown>> | null | undefined,
): SensitiveContactField[] {
  const present = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return SENSITIVE_CONTACT_FIELDS.filter((field) => !present(given[field]) && !present(onFile?.[field]));
}

/** The mailing address: "optional when it is the same as the primary address" (spec 002 §5). */
const MailingAddress = v.variant('sameAddress', [
  v.object({ sameAddress: v.literal(true) }),
  v.object({ sameAddress: v.optional(v.literal(false), false), ...EntityAddress.entries }),
]);

/** What the Personal Information form holds while the borrower types, and what a save may send. */
export type ContactForm = {
  firstName?: string | null;
  lastName?: string | null;
  title?: string | null;
  dateOfBirth?: string | null;
  ssn?: string | null;
  driversLicense?: string | null;
  driversLicenseState?: string | null;
  maritalStatus?: string | null;
  contactMethod?: string | null;
  optIn?: boolean | null;
  phones?: { type?: string | null; number?: string | null }[] | null;
  address?: AddressForm | null;
  mailingAddress?: (AddressForm & { sameAddress?: boolean | null }) | null;
};

/** An address as a form holds it. */
export type AddressForm = {
  address?: string | null;
  unit?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
};

/** "when sameAddress is true the mailing fields are not required and are cleared" (the server clears what the form clears). */
export function clearContactDependents<T extends ContactForm>(form: T): T {
  return form.mailingAddress?.sameAddress === true ? { ...form, mailingAddress: { sameAddress: true } } : form;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The contact fields of spec 002 §3, with the rules of §5: "first name, last name, title, date of birth, SSN, driver's
 * license, driver's license state and marital status are required"; "Fax or text needs a phone of type fax or mobile,
 * otherwise: 'Value not allowed when no phone with type "x" is informed!'" on the preferred contact; "At least one
 * phone is required". The e-mail is not sent: it is the owner's sign-in e-mail.
 */
export function contactFields(today: () => string = localToday) {
  return v.pipe(
    v.object({
      firstName: requiredText(NAME_MAX_LENGTH),
      lastName: requiredText(NAME_MAX_LENGTH),
      title: requiredText(NAME_MAX_LENGTH),
      dateOfBirth: replacing(dateOfBirth(today)),
      ssn: replacing(Ssn),
      driversLicense: replacing(DriversLicense),
      driversLicenseState: v.pipe(v.string(formMessages.required), v.nonEmpty(formMessages.required), UsState),
      maritalStatus: v.pipe(v.string(formMessages.required), v.nonEmpty(formMessages.required), MaritalStatus),
      /** "Preferred contact is one of email, phone, mail, fax, text"; not among the required fields, so it may be left unchosen. */
      contactMethod: v.pipe(
        v.optional(v.nullable(v.string()), null),
        v.transform((method) => (method === '' ? null : method)),
        v.nullable(ContactMethod),
      ),
      optIn: v.optional(v.boolean(), false),
      phones: ContactPhones,
      address: EntityAddress,
      mailingAddress: MailingAddress,
    }),
    v.forward(
      v.partialCheck(
        [['contactMethod'], ['phones']],
        (input) => !input.contactMethod || missingPhoneTypeFor(input.contactMethod, input.phones) === null,
        (issue) => {
          const input = issue.input as { contactMethod: ContactMethod; phones: { type: string }[] };
          return applicationMessages.contactMethodNeedsPhone(missingPhoneTypeFor(input.contactMethod, input.phones) ?? '');
        },
      ),
      ['contactMethod'],
    ),
  );
}

/** A save's body as the form sends it: the mailing fields cleared first when the same as the primary address. */
export function contactBody(today: () => string = localToday) {
  return v.pipe(v.custom<ContactForm>(isObject, formMessages.required), v.transform(clearContactDependents), contactFields(today));
}

/** `POST /users/{id}/profile/contact`'s body. */
export const ContactBody = contactBody();
export type ContactBody = v.InferInput<typeof ContactBody>;
export type SavedContactFields = v.InferOutput<typeof ContactBody>;

/** The mailing address as answered: none apart when the same as the primary address. */
export const MailingAddressAnswer = v.variant('sameAddress', [
  v.object({ sameAddress: v.literal(true) }),
  v.object({ sameAddress: v.literal(false), ...EntityAddressAnswer.entries }),
]);
export type MailingAddressAnswer = v.InferOutput<typeof MailingAddressAnswer>;

/**
 * The contact profile as `POST /users/{id}/profile/contact` answers it and `GET /users/{id}/profile` carries it
 * (`contact`): SSN, date of birth and driver's license only masked, the e-mail the owner signs in with.
 */
export const ContactAnswer = v.object({
  firstName: v.string(),
  lastName: v.string(),
  title: v.string(),
  email: v.string(),
  dateOfBirth: MaskedDateOfBirth,
  ssn: MaskedSsn,
  driversLicense: MaskedDriversLicense,
  driversLicenseState: UsState,
  maritalStatus: MaritalStatus,
  contactMethod: v.nullable(ContactMethod),
  optIn: v.boolean(),
  phones: v.array(v.object({ type: v.string(), number: v.string() })),
  address: EntityAddressAnswer,
  mailingAddress: MailingAddressAnswer,
});
export type ContactAnswer = v.InferOutput<typeof ContactAnswer>;
