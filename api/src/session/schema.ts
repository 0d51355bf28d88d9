import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { accounts, users } from '../accounts/schema';

/* Server-side sessions: the cookie carries a token, the table only its hash. */

export const sessions = pgTable(
  'sessions',
  {
    /** The sha256 (hex) of the cookie's token: a copy of this table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account the session operates on; null while the person belongs to no account yet. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** When the person entered the account through the teams area; until then a teams-area person sees only the teams area. */
    accountChosenAt: timestamp('account_chosen_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
