import {
  formMessages,
  maskedDateOfBirth,
  maskedDriversLicense,
  maskedSsn,
  missingSensitiveFields,
  type ContactAnswer,
  type SavedContactFields,
  type SensitiveContactField,
} from '@portal/shared-contracts';
import type { Database } from '../../db/database';
import { refuseFields } from '../../http/refusal';
import { profileContactOf, saveProfileContact } from '../../profile-contact/profile-contact';
import { readsOf, saveSection, sectionOf, type ApplicationReads, type Saver, type Secrets } from '../store';

/*
 * The contact profile (spec 002 §3 'Contact profile'). The names and phones live where the signed-in bundle and Proof
 * of Funds read them (`profile_contacts`), so a change on either page shows on both; the rest of it is the
 * application's 'contact' section, with SSN, date of birth and driver's license only among its sealed secrets.
 */

const SECTION = 'contact';

/** What the section keeps in the clear. */
type StoredContact = Omit<SavedContactFields, 'firstName' | 'lastName' | 'phones' | SensitiveContactField>;

/** The contact as answered, or null before its first save. */
export async function contactAnswerOf(db: Database, dataKey: Buffer, accountId: number, from: ApplicationReads = readsOf(db, dataKey, accountId)): Promise<ContactAnswer | null> {
  const [saved, contact] = await Promise.all([from.section<StoredContact>(SECTION), profileContactOf(db, accountId)]);
  if (!saved || !contact) return null;
  const { data, secrets } = saved;
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phones: contact.phones,
    title: data.title,
    dateOfBirth: maskedDateOfBirth(secrets.dateOfBirth ?? ''),
    ssn: maskedSsn(secrets.ssn ?? ''),
    driversLicense: maskedDriversLicense(secrets.driversLicense ?? ''),
    driversLicenseState: data.driversLicenseState,
    maritalStatus: data.maritalStatus,
    contactMethod: data.contactMethod,
    optIn: data.optIn,
    address: data.address,
    mailingAddress: data.mailingAddress.sameAddress ? { sameAddress: true } : data.mailingAddress,
  };
}

/**
 * Saves the contact whole. A sensitive field left out keeps the one on file; while none is on file it is required
 * ("the server refuses a missing one with the required message").
 */
export async function saveContact(db: Database, dataKey: Buffer, saver: Saver, contact: SavedContactFields): Promise<ContactAnswer> {
  const { firstName, lastName, phones, ssn, dateOfBirth, driversLicense, ...kept } = contact;
  const onFile = (await sectionOf<StoredContact>(db, dataKey, saver.accountId, SECTION))?.secrets ?? {};
  const given = { ssn, dateOfBirth, driversLicense };
  const missing = missingSensitiveFields(given, onFile);
  if (missing.length > 0) throw refuseFields(Object.fromEntries(missing.map((field) => [field, [formMessages.required]])));
  const secrets: Secrets = { ...onFile };
  for (const [field, value] of Object.entries(given)) if (value !== undefined) secrets[field] = value;
  await db.transaction(async (tx) => {
    await saveSection(tx, dataKey, saver, SECTION, kept, secrets);
    await saveProfileContact(tx, saver.accountId, saver.userId, { firstName, lastName, phones });
  });
  return (await contactAnswerOf(db, dataKey, saver.accountId))!;
}
