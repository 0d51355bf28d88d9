import * as v from 'valibot';
import { formMessages } from '../messages';

// The contact profile's enumerations (spec 002 §3, §5). Labels are the portal's words.

/** "maritalStatus (married, separated, unmarried)" */
export const MARITAL_STATUSES = ['married', 'separated', 'unmarried'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const MaritalStatus = v.picklist(MARITAL_STATUSES, formMessages.invalidChoice);
export const MARITAL_STATUS_LABELS: Record<MaritalStatus, string> = { married: 'Married', separated: 'Separated', unmarried: 'Unmarried' };

/** "contactMethod (email, phone, mail, fax, text)" */
export const CONTACT_METHODS = ['email', 'phone', 'mail', 'fax', 'text'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const ContactMethod = v.picklist(CONTACT_METHODS, formMessages.invalidChoice);
export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = { email: 'E-mail', phone: 'Phone', mail: 'Mail', fax: 'Fax', text: 'Text' };

/** "phones (each type and number; types other, home, company, mobile, fax)" */
export const PHONE_TYPES = ['other', 'home', 'company', 'mobile', 'fax'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const PhoneType = v.picklist(PHONE_TYPES, formMessages.invalidChoice);
export const PHONE_TYPE_LABELS: Record<PhoneType, string> = { other: 'Other', home: 'Home', company: 'Company', mobile: 'Mobile', fax: 'Fax' };

/** "Fax or text needs a phone of type fax or mobile" (spec 002 §5): the phone type each such method needs. */
export const PHONE_TYPE_NEEDED_BY: Partial<Record<ContactMethod, PhoneType>> = { fax: 'fax', text: 'mobile' };

/** The phone type a preferred contact method still lacks, or null when the phones allow it. */
export function missingPhoneTypeFor(method: ContactMethod, phones: readonly { type: string }[]): PhoneType | null {
  const needed = PHONE_TYPE_NEEDED_BY[method];
  return needed && !phones.some((phone) => phone.type === needed) ? needed : null;
}

/** "Social: linkedin, facebook, instagram, twitter" (spec 002 §3) */
export const SOCIAL_NETWORKS = ['linkedin', 'facebook', 'instagram', 'twitter'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = { linkedin: 'LinkedIn', facebook: 'Facebook', instagram: 'Instagram', twitter: 'Twitter' };
