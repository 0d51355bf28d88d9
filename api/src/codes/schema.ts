import { index, integer, pgEnum, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, expiresAt } from '../db/columns';
import { users } from '../accounts/schema';

/* E-mailed 6-digit codes (password recovery, invitations). */

/** What a 6-digit code proves: that the reader may reset the password, or may register through an invitation. */
export const oneTimeCodePurpose = pgEnum('one_time_code_purpose', ['password_reset', 'invitation']);

/** E-mailed 6-digit codes, one live code per person and purpose; only a hash is kept. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneTimeCodePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong codes typed against this one; at the limit the code is dead. */
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: expiresAt(),
    createdAt: createdAt(),
  },
  (table) => [unique('one_time_codes_user_purpose_unique').on(table.userId, table.purpose)],
);

/**
 * Each person's budget of wrong codes, across every route that checks a code (codes/code-budget.ts): failures in
 * the current hour and in the current day, each window starting at its first failure. Keyed by the sha256 of the
 * lower-cased e-mail, so an e-mail without an account has a budget too and no address is kept in clear.
 */
export const codeFailureBudgets = pgTable(
  'code_failure_budgets',
  {
    subject: text('subject').primaryKey(),
    hourStartedAt: timestamp('hour_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    hourFailures: integer('hour_failures').notNull(),
    dayStartedAt: timestamp('day_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    dayFailures: integer('day_failures').notNull(),
  },
  // Rows whose day is over are swept at each code check.
  (table) => [index('code_failure_budgets_day_idx').on(table.dayStartedAt)],
);
