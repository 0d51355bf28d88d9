import { boolean, index, integer, numeric, pgTable, serial, text, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema';
import { createdAt } from '../db/columns';
import { entities } from '../entities/schema';
import { storedFiles } from '../files/schema';
import { loans } from '../loans/schema';

/*
 * A document the lender keeps a place for: a type ("Purchase Contract", "Insurance") on a loan, on an entity or on
 * the account itself, which the borrower fills by uploading files (`stored_files.document_id`). One table serves the
 * loan's files (spec 001 §3 `documents`), the borrower's own documents (spec 002 §2.2) and the entities' (§2.1).
 * Every row belongs to an account and is read through it.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Set for a loan's document; a document with neither loan nor entity is the borrower's own. */
    loanId: integer('loan_id').references(() => loans.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id').references(() => entities.id, { onDelete: 'cascade' }),
    /**
     * Where a loan's document is listed: `standard`, or one of the asset-management keys (draws, change_order,
     * extensions, payoff, achpayment, insurance); `standard` for the others.
     */
    section: text('section').notNull().default('standard'),
    type: text('type').notNull(),
    /** The lender asks for it: until a file is submitted it is a "Needed File". */
    required: boolean('required').notNull().default(true),
    /** A blank form the borrower can download and fill ("linkTemplate"): one of the lender's files of the account. */
    templateFileId: integer('template_file_id').references((): AnyPgColumn => storedFiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('documents_account_idx').on(table.accountId),
    index('documents_loan_idx').on(table.loanId),
    // One place per type: a loan's, an entity's or the borrower's own (no loan and no entity count as the same place).
    unique('documents_place_type_key').on(table.accountId, table.loanId, table.entityId, table.section, table.type).nullsNotDistinct(),
  ],
);

/**
 * "Net-worth record for the statement document: date, net_worth" (spec 002 §3): what the borrower declared with a
 * financial statement they uploaded (its date is the file's `document_date`).
 */
export const netWorthRecords = pgTable('net_worth_records', {
  fileId: integer('file_id')
    .primaryKey()
    .references(() => storedFiles.id, { onDelete: 'cascade' }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  netWorth: numeric('net_worth', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  createdAt: createdAt(),
});
