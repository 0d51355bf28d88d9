import { DEFAULT_NEEDED_DOCUMENTS } from '@portal/shared-contracts';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import { storedFiles } from '../files/schema';
import { loans } from '../loans/schema';
import { documents } from './schema';

/*
 * When a document is a "Needed File" (spec 001 §2's legend; spec 002's neededCount): the lender asks for it and no
 * file of it is submitted or approved. A rejected file does not count: the borrower has to send another. Every
 * counter of the portal (a loan's needed_files, the indicators, the Missing Docs panel, My Documents) reads this one
 * condition, so they never disagree.
 */

/** SQL: the document (the row of `documents` in the query) is a Needed File. */
export const documentIsNeeded = and(
  eq(documents.required, true),
  sql`not exists (select 1 from ${storedFiles} where ${storedFiles.documentId} = ${documents.id} and ${storedFiles.reviewStatus} in ('submitted', 'approved'))`,
)!;

/** The loans whose documents are still owed: pending and active ones (a paid loan needs nothing more). */
export const LOAN_GROUPS_NEEDING_DOCUMENTS = ['in_progress', 'active'] as const;

const neededLoanDocumentsStatement = preparedStatement(
  'needed_loan_documents',
  (db, name) => {
    const accountId = sql.placeholder('accountId');
    return db
      .select({ needed: count() })
      .from(documents)
      .innerJoin(loans, eq(loans.id, documents.loanId))
      .where(and(eq(documents.accountId, accountId), eq(loans.accountId, accountId), inArray(loans.group, [...LOAN_GROUPS_NEEDING_DOCUMENTS]), documentIsNeeded))
      .prepare(name);
  },
);

/** How many Needed Files the account's pending and active loans have, in one query. */
export async function neededLoanDocumentCount(db: Database, accountId: number): Promise<number> {
  const [row] = await neededLoanDocumentsStatement(db).execute({ accountId });
  return row?.needed ?? 0;
}

const neededAccountDocumentsStatement = preparedStatement(
  'needed_account_documents',
  (db, name) =>
    db
      .select({ listed: count(), needed: sql<number>`count(*) filter (where ${documentIsNeeded})::int` })
      .from(documents)
      .where(and(eq(documents.accountId, sql.placeholder('accountId')), isNull(documents.loanId), isNull(documents.entityId)))
      .prepare(name),
);

/**
 * The borrower's own documents (on neither a loan nor an entity) the lender still asks for: "Documents: a list with
 * neededCount; the default needed count is 8 when none exist" (spec 000 §3).
 */
export async function neededAccountDocumentCount(db: Database, accountId: number): Promise<number> {
  const [row] = await neededAccountDocumentsStatement(db).execute({ accountId });
  return !row || row.listed === 0 ? DEFAULT_NEEDED_DOCUMENTS : row.needed;
}
