import type { AccountDocument } from '@portal/shared-contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { countsOf, documentFileOf, filesOfDocuments } from './document-files';
import { documents } from './schema';

/**
 * The borrower's own documents (spec 002 §2.2): those of the account on neither a loan nor an entity, by type. Each
 * says what its files add up to, and the newest file's day, expiration and status.
 */
export async function accountDocumentsOf(db: Database, accountId: number): Promise<AccountDocument[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.accountId, accountId), isNull(documents.loanId), isNull(documents.entityId)))
    .orderBy(asc(documents.type), asc(documents.id));
  const files = await filesOfDocuments(db, accountId, rows.map((row) => row.id));
  return rows.map((row) => {
    const own = files.get(row.id) ?? [];
    const { submittedCount, approvedCount, needed } = countsOf(row.required, own);
    const newest = own[0];
    return {
      id: row.id,
      type: row.type,
      submitted: newest ? newest.createdAt.toISOString() : null,
      expiration: newest?.expiresOn ?? null,
      status: newest?.reviewStatus ?? null,
      linkTemplate: row.templateLink,
      submittedCount,
      approvedCount,
      neededCount: needed ? 1 : 0,
      files: own.map(documentFileOf),
    };
  });
}
