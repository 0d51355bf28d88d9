import { integer, pgEnum, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
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
