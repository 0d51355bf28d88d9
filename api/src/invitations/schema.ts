import { CONTRIBUTOR_STATUSES } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { accounts, roles, users } from '../accounts/schema';

/* The lender's and the teams' invitations. */

/**
 * A borrower the lender invited (the "salesforce" registration flow): the user row exists, with the flow and no
 * password, until the person registers with the e-mailed code.
 */
export const lenderInvitations = pgTable('lender_invitations', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
});

/** A team invitation is a membership seen from the invited side, so it has the contributor statuses (spec 002 §3). */
export const teamInvitationStatus = pgEnum('team_invitation_status', CONTRIBUTOR_STATUSES);

/**
 * A borrower account inviting a person onto its team with a role (a contributor). Accepting it makes the
 * membership; a person not registered yet has a user row with the "contributor" flow and no password.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    status: teamInvitationStatus('status').notNull().default('pending'),
    /** When a pending invitation can no longer be accepted (`TEAM_INVITATION_LIFETIME_DAYS` after it was sent); null: never. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /** When the status last changed. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('team_invitations_user_idx').on(table.userId),
    // An account asks a person once at a time; a new invitation can follow a rejected or ended one.
    uniqueIndex('team_invitations_one_pending').on(table.accountId, table.userId).where(sql`${table.status} = 'pending'`),
  ],
);
