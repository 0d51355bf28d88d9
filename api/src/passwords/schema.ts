import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, expiresAt } from '../db/columns';
import { users } from '../accounts/schema';

/* Password recovery: what a verified code is exchanged for. */

/** What a verified reset code is exchanged for, to be spent on the new password; one per person. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: expiresAt(),
  createdAt: createdAt(),
});
