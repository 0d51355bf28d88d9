import type { PlaidContactBody, ProfileContactAnswer } from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { accounts, users } from '../accounts/schema';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import { profileContacts } from './schema';

/** The contact form's fields as the contract's `PlaidContactBody` outputs them: trimmed and checked. */
export type SavedContact = v.InferOutput<typeof PlaidContactBody>;

const profileContactStatement = preparedStatement(
  'profile_contact_of_account',
  (db, name) =>
    db
      .select({ owner: users, contact: profileContacts })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.ownerUserId))
      .leftJoin(profileContacts, eq(profileContacts.accountId, accounts.id))
      .where(eq(accounts.id, sql.placeholder('accountId')))
      .prepare(name),
);

/**
 * The account's contact profile as the bundle and the contact calls answer it: what the borrower saved, or until then
 * the account owner's names without phones. The e-mail is the owner's (the one they sign in with).
 */
export async function profileContactOf(db: Database, accountId: number): Promise<ProfileContactAnswer | null> {
  const [row] = await profileContactStatement(db).execute({ accountId });
  if (!row) return null;
  const { owner, contact } = row;
  return {
    firstName: contact?.firstName ?? owner.firstName,
    lastName: contact?.lastName ?? owner.lastName,
    email: owner.email,
    phones: contact?.phones ?? [],
  };
}

/** Saves the names and phones of the account's contact profile, as the person who sent them. */
export async function saveProfileContact(db: Database, accountId: number, updatedBy: number, contact: SavedContact): Promise<void> {
  const values = { firstName: contact.firstName, lastName: contact.lastName, phones: contact.phones, updatedBy, updatedAt: new Date() };
  await db
    .insert(profileContacts)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: profileContacts.accountId, set: values });
}

/** Whether the account's contact profile has been saved (the owner's names stand for it until then). */
export async function hasSavedContact(db: Database, accountId: number): Promise<boolean> {
  const [row] = await db.select({ accountId: profileContacts.accountId }).from(profileContacts).where(eq(profileContacts.accountId, accountId));
  return row !== undefined;
}
