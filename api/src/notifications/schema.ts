import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { createdAt } from '../db/columns';

/*
 * A person's notifications (spec 002 §2.8, §3): what the lender tells them, read in the bell's popover. They belong to
 * the person, not to an account: each person reads, and marks read, their own.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    headline: text('headline').notNull(),
    body: text('body').notNull(),
    /** When its detail modal was closed ("marked read when its modal is closed"); null while unread. */
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);
