import type { DocumentFile } from '@portal/shared-contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { StoredFileRow } from '../files/receive-files';
import { storedFiles } from '../files/schema';

/** A stored file as a documents table lists it: "per file, submitted date, expiration, status" (spec 002 §2.2). */
export function documentFileOf(row: StoredFileRow): DocumentFile {
  return { id: row.id, name: row.name, submitted: row.createdAt.toISOString(), expiration: row.expiresOn, status: row.reviewStatus };
}

/** What a document's files add up to: rejected files are not submitted (the borrower sends another). */
export interface DocumentFileCounts {
  submittedCount: number;
  approvedCount: number;
  /** Asked for and nothing submitted or approved: a "Needed File". */
  needed: boolean;
}

export function countsOf(required: boolean, files: readonly Pick<StoredFileRow, 'reviewStatus'>[]): DocumentFileCounts {
  const submittedCount = files.filter((file) => file.reviewStatus !== 'rejected').length;
  const approvedCount = files.filter((file) => file.reviewStatus === 'approved').length;
  return { submittedCount, approvedCount, needed: required && submittedCount === 0 };
}

/** The account's files of the documents, by document, newest first (the first is the one a table's row describes). */
export async function filesOfDocuments(db: Database, accountId: number, documentIds: readonly number[]): Promise<Map<number, StoredFileRow[]>> {
  const byDocument = new Map<number, StoredFileRow[]>();
  if (documentIds.length === 0) return byDocument;
  const rows = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.accountId, accountId), inArray(storedFiles.documentId, [...documentIds])))
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id));
  for (const row of rows) {
    const list = byDocument.get(row.documentId!) ?? [];
    list.push(row);
    byDocument.set(row.documentId!, list);
  }
  return byDocument;
}
