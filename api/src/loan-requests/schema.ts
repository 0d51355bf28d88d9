import type { AssetManagementDocumentKey } from '@portal/shared-contracts';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts/schema';
import { createdAt } from '../db/columns';
import { documents } from '../documents/schema';
import { loans } from '../loans/schema';

/*
 * What a borrower asked of the lender on a loan (spec 001 §4 'Loan actions'): a change order, a draw, a payoff, an
 * extension answer, an insurance upload or an ACH payment. One table for all of them: each keeps the form as the
 * contract's schema checked it (`body`), and its files fill a document of the loan under the action's
 * asset-management key, so they are listed with the loan's files.
 */
export const loanRequests = pgTable(
  'loan_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    /** The action, by its asset-management key (draws, change_order, extensions, payoff, achpayment, insurance). */
    kind: text('kind').$type<AssetManagementDocumentKey>().notNull(),
    /** The request's number among the loan's requests of its kind, from 1 ("Draw number is the existing draw count plus one"). */
    number: integer('number').notNull(),
    /** `submitted`, or the action's own stages (an ACH payment `awaiting_signature` until it is signed). */
    status: text('status').notNull().default('submitted'),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** The document of the loan its files fill; null when it came without files. */
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('loan_requests_loan_kind_idx').on(table.loanId, table.kind, table.id)],
);
