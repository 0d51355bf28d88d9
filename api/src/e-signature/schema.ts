import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts/schema';
import { createdAt } from '../db/columns';
import { storedFiles } from '../files/schema';

export const signingStatus = pgEnum('signing_status', ['awaiting_signature', 'signed']);

/*
 * Signings the lower environments' stand-in serves (the production provider keeps its own): a document one person
 * is to sign, reached by an unguessable token of which only the digest is kept, and what it is for (`reference`,
 * such as `loan_request:12`), which the area that asked is told once it is signed.
 */
export const signings = pgTable(
  'signings',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    signerId: integer('signer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenDigest: text('token_digest').notNull().unique(),
    reference: text('reference').notNull(),
    documentFileId: integer('document_file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** The document's text, shown on the signing page beside the link to the PDF. */
    documentText: jsonb('document_text').$type<string[]>().notNull(),
    signedFileId: integer('signed_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    returnUrl: text('return_url').notNull(),
    status: signingStatus('status').notNull().default('awaiting_signature'),
    createdAt: createdAt(),
    signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('signings_account_idx').on(table.accountId)],
);
