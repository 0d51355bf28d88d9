import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts/schema';
import { createdAt } from '../db/columns';

/*
 * The borrower's application (spec 002 §2.4 to §2.6, §3): its sections and its lists of records, kept per account
 * (a team member operating on the account works on the borrower's application). What a section's schema checked is
 * kept as it was answered (`data`); what a person typed that is sensitive (SSN, date of birth, driver's license,
 * account numbers) is kept only sealed (`sealed`: AES-256-GCM under the API's data key, `store.ts`), never in `data`.
 */

/** One section of the application: the contact profile, finances, declarations, demographics, experience, agreement, the signed application. */
export const applicationSections = pgTable(
  'application_sections',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    sealed: text('sealed'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.section] })],
);

/** A record of one of the application's lists: an employment, a real-estate operation, an asset or a liability of a category. */
export const applicationRecords = pgTable(
  'application_records',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** `employment`, `real_estate_operation`, `asset:<category>`, `liability:<category>` or `application_signing` (a completed signing). */
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    sealed: text('sealed'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('application_records_account_kind_idx').on(table.accountId, table.kind)],
);
