import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts/schema';
import { storedFiles } from '../files/schema';
import { createdAt } from '../db/columns';

/** A person's profile picture: the stored file behind `users.picture` (its reference). */
export const profilePictures = pgTable('profile_pictures', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileId: integer('file_id')
    .notNull()
    .references(() => storedFiles.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** "Social: linkedin, facebook, instagram, twitter" (spec 002 §3) of an account's profile; '' for a network left empty. */
export const socialLinks = pgTable('social_links', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  linkedin: text('linkedin').notNull().default(''),
  facebook: text('facebook').notNull().default(''),
  instagram: text('instagram').notNull().default(''),
  twitter: text('twitter').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
