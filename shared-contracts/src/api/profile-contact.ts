import * as v from 'valibot';
import { NAME_MAX_LENGTH } from '../constants';
import { PhoneType } from '../enums/contact';
import { applicationMessages } from '../messages';
import { PhoneNumber, RecordId, requiredText } from '../validators';

/*
 * The contact part of the account's profile (spec 002 §3 'Contact profile'). The proof of funds page asks for what
 * bank linking needs of it ("A personal contact form is shown in place of the page until first name, last name and
 * phone numbers exist", spec 002 §2.3); the application's personal information tab asks for the rest.
 */

/** "phones (each type and number; types other, home, company, mobile, fax)"; the number as the phone mask writes it. */
export const ContactPhone = v.object({ type: v.pipe(v.string(), v.nonEmpty(), PhoneType), number: PhoneNumber });
export type ContactPhone = v.InferInput<typeof ContactPhone>;

/** The most phones a contact keeps: every type twice. */
export const CONTACT_PHONES_MAX = 10;

/** "At least one phone is required: 'You must register at least one cell phone!'" (spec 002 §5). */
export const ContactPhones = v.pipe(
  v.array(ContactPhone, applicationMessages.atLeastOneCellPhone),
  v.minLength(1, applicationMessages.atLeastOneCellPhone),
  v.maxLength(CONTACT_PHONES_MAX),
);

/** `POST /users/{id}/profile/contact/plaid`: "saves contact from the linking page", the fields bank linking needs. */
export const PlaidContactBody = v.object({
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  phones: ContactPhones,
});
export type PlaidContactBody = v.InferInput<typeof PlaidContactBody>;

/** The contact as the API answers it and the signed-in bundle carries it (`profile.contact`). */
export const ProfileContactAnswer = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phones: v.array(v.object({ type: v.string(), number: v.string() })),
});
export type ProfileContactAnswer = v.InferOutput<typeof ProfileContactAnswer>;

/** "until first name, last name and phone numbers exist" (spec 002 §2.3). */
export function contactIsComplete(contact: { firstName?: string; lastName?: string; phones?: readonly unknown[] }): boolean {
  return Boolean(contact.firstName?.trim() && contact.lastName?.trim() && (contact.phones?.length ?? 0) > 0);
}

export const ProfileContactParams = v.object({ id: RecordId });
