import { CONTRIBUTOR_RELATIONSHIPS } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgEnum, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts/schema';
import { createdAt } from '../db/columns';

export const contributorRelationship = pgEnum('contributor_relationship', CONTRIBUTOR_RELATIONSHIPS);

/**
 * An account's points of contact, its portal team members (spec 002 §3 'Contributor'): the person (a user row, with
 * the contributor flow and no password until they register) and how they relate to the borrower. Their role and
 * status are not kept here: they are the membership's and the invitations' (team-members/contributors.ts).
 */
export const pointsOfContact = pgTable(
  'points_of_contact',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationship: contributorRelationship('relationship').notNull(),
    /** What "other" means, when the relationship is other; '' otherwise. */
    otherRelationship: text('other_relationship').notNull().default(''),
    /** The owner agreed that the person be e-mailed about the account (agreesToNotifyPoc). */
    agreesToNotify: boolean('agrees_to_notify').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    unique('points_of_contact_account_user_unique').on(table.accountId, table.userId),
    // "your Primary Point of Contact": one per account at most.
    uniqueIndex('points_of_contact_one_primary').on(table.accountId).where(sql`${table.isPrimary}`),
  ],
);
