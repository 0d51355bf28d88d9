import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { StoredFileRow } from '../files/receive-files';
import { storedFiles } from '../files/schema';
import { loanRequests } from './schema';

/**
 * A request's document came back signed (`reference` `loan_request:<id>`): the signed PDF joins the request's files,
 * listed with the loan's under the same name, and the request is signed.
 */
export async function loanRequestSigned(db: Database, reference: string, signed: StoredFileRow): Promise<void> {
  const id = Number(reference.split(':')[1]);
  await db.transaction(async (tx) => {
    const [request] = await tx
      .update(loanRequests)
      .set({ status: 'signed' })
      .where(and(eq(loanRequests.id, id), eq(loanRequests.accountId, signed.accountId)))
      .returning();
    if (!request) throw new Error(`${reference}: no such request of account ${signed.accountId}`);
    await tx.update(storedFiles).set({ loanId: request.loanId, documentId: request.documentId }).where(eq(storedFiles.id, signed.id));
  });
}
