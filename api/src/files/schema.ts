import { bigint, date, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts/schema';
import { createdAt } from '../db/columns';
import { documents } from '../documents/schema';
import { loans } from '../loans/schema';

/** The lender's review of a file: submitted (not reviewed yet), approved, or rejected (the borrower sends another). */
export const fileReviewStatus = pgEnum('file_review_status', ['submitted', 'approved', 'rejected']);

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
    /** The document the file fills, when it fills one (a loan's needed file, the borrower's own document). */
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    reviewStatus: fileReviewStatus('review_status').notNull().default('submitted'),
    /** The day the lender stops accepting the file (a bank statement, an insurance policy), when it has one. */
    expiresOn: date('expires_on'),
    /** The day the document itself is of, when it has one: a bank statement's closing day, a financial statement's date. */
    documentDate: date('document_date'),
    createdAt: createdAt(),
  },
  (table) => [
    index('stored_files_account_kind_idx').on(table.accountId, table.kind),
    index('stored_files_loan_idx').on(table.loanId),
    index('stored_files_document_idx').on(table.documentId),
  ],
);
