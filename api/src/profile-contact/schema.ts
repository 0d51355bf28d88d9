import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts/schema';

/** A phone of the contact profile, as the contract's `ContactPhone` checked it. */
export interface StoredContactPhone {
  type: string;
  number: string;
}

/*
 * The contact part of an account's profile (spec 002 §3 'Contact profile'): whose names and phones the lender uses for
 * the borrower. It belongs to the account (a team member operating on it sees the borrower's). Until the borrower
 * saves it, the account owner's names stand for it and it has no phones.
 */
export const profileContacts = pgTable('profile_contacts', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phones: jsonb('phones').$type<StoredContactPhone[]>().notNull().default([]),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
