import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts/schema';
import { loans } from '../loans/schema';
import { createdAt } from '../db/columns';

/*
 * Every uploaded file, whatever it is for: the bytes live in the FileStore under `storage_key`, this row says
 * whose they are. A file belongs to an account (what a borrower's team works on), so it is read through the
 * account the session operates on and never by its id alone.
 */

export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** What the file is for (`kit_sample`, and the areas' document kinds), as the endpoint that took it names it. */
    kind: text('kind').notNull(),
    /** Where the FileStore keeps the bytes; never derived from anything the uploader sent. */
    storageKey: text('storage_key').notNull().unique(),
    /** The name the person's computer gave it, shown and offered back on download. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Hex sha256 of the bytes as received. */
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The loan the file belongs to, once it has one (a deal's documents are uploaded before the loan exists). */
    loanId: integer('loan_id').references(() => loans.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('stored_files_account_kind_idx').on(table.accountId, table.kind)],
);
