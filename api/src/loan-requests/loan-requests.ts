import { loanRequestTitle, type AssetManagementDocumentKey, type LoanRequest, type LoanRequestStatus } from '@portal/shared-contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import { documents } from '../documents/schema';
import type { StoredFileRow } from '../files/receive-files';
import { storedFiles } from '../files/schema';
import { loans } from '../loans/schema';
import { loanRequests } from './schema';

export type LoanRequestRow = typeof loanRequests.$inferSelect;

export interface NewLoanRequest {
  accountId: number;
  /** A loan of the account: the caller has read it through the account. */
  loanId: number;
  kind: AssetManagementDocumentKey;
  /** The form, as the contract's schema output it. */
  body: Record<string, unknown>;
  createdBy: number;
  /** Files the upload path stored for this request (of the same account). */
  files?: readonly StoredFileRow[];
  status?: LoanRequestStatus;
}

/**
 * Records a borrower's request on a loan, numbered after the loan's requests of its kind ("Draw number is the existing
 * draw count plus one", spec 001 §4). Its files fill a document of the loan named after it, under the action's
 * asset-management key, so they are listed with the loan's files. One transaction; the loan's row is locked while the
 * number is taken, so two requests sent at once do not get the same number.
 */
export async function recordLoanRequest(db: Database, request: NewLoanRequest): Promise<LoanRequestRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: loans.id }).from(loans).where(eq(loans.id, request.loanId)).for('update');
    const [{ earlier } = { earlier: 0 }] = await tx
      .select({ earlier: count() })
      .from(loanRequests)
      .where(and(eq(loanRequests.loanId, request.loanId), eq(loanRequests.kind, request.kind)));
    const number = earlier + 1;
    const files = request.files ?? [];
    let documentId: number | null = null;
    if (files.length > 0) {
      const [document] = await tx
        .insert(documents)
        .values({ accountId: request.accountId, loanId: request.loanId, section: request.kind, type: loanRequestTitle(request.kind, number), required: false })
        .returning({ id: documents.id });
      documentId = document!.id;
      await tx
        .update(storedFiles)
        .set({ loanId: request.loanId, documentId })
        .where(and(eq(storedFiles.accountId, request.accountId), inArray(storedFiles.id, files.map((file) => file.id))));
    }
    const [row] = await tx
      .insert(loanRequests)
      .values({
        accountId: request.accountId,
        loanId: request.loanId,
        kind: request.kind,
        number,
        status: request.status ?? 'submitted',
        body: request.body,
        documentId,
        createdBy: request.createdBy,
      })
      .returning();
    return row!;
  });
}

export function loanRequestOf(row: LoanRequestRow): LoanRequest {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    title: loanRequestTitle(row.kind, row.number),
    status: row.status as LoanRequestStatus,
    created: row.createdAt.toISOString(),
  };
}

const loanRequestsStatement = preparedStatement(
  'loan_requests_of_loan',
  (db, name) =>
    db
      .select()
      .from(loanRequests)
      .where(and(eq(loanRequests.loanId, sql.placeholder('loanId')), eq(loanRequests.accountId, sql.placeholder('accountId'))))
      .orderBy(desc(loanRequests.createdAt), desc(loanRequests.id))
      .prepare(name),
);

/** The loan's requests, newest first, read through the account. */
export async function loanRequestsOf(db: Database, accountId: number, loanId: number): Promise<LoanRequest[]> {
  const rows = await loanRequestsStatement(db).execute({ loanId, accountId });
  return rows.map(loanRequestOf);
}
