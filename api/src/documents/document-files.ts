import type { DocumentFile } from '@portal/shared-contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import type { StoredFileRow } from '../files/receive-files';
import { storedFiles } from '../files/schema';

/** A stored file as a documents table lists it: "per file, submitted date, expiration, status" (spec 002 §2.2). */
export function documentFileOf(row: Omit<ListedFile, 'documentId'>): DocumentFile {
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

/** What a documents table shows of a file, and the document it fills: a listing reads only these columns. */
export type ListedFile = Pick<StoredFileRow, 'id' | 'documentId' | 'name' | 'reviewStatus' | 'expiresOn' | 'createdAt'>;
export const LISTED_FILE = {
  id: storedFiles.id,
  documentId: storedFiles.documentId,
  name: storedFiles.name,
  reviewStatus: storedFiles.reviewStatus,
  expiresOn: storedFiles.expiresOn,
  createdAt: storedFiles.createdAt,
};

/** The account's files of the documents (one array, so that the text is the same however many they are), newest first. */
const ofTheDocuments = () => and(eq(storedFiles.accountId, sql.placeholder('accountId')), sql`${storedFiles.documentId} = any(${sql.placeholder('documentIds')})`);
const newestFirst = () => [desc(storedFiles.createdAt), desc(storedFiles.id)];
const filesStatement = preparedStatement(
  'files_of_documents',
  (db, name) =>
    db
      .select()
      .from(storedFiles)
      .where(ofTheDocuments())
      .orderBy(...newestFirst())
      .prepare(name),
);
const listedFilesStatement = preparedStatement(
  'listed_files_of_documents',
  (db, name) =>
    db
      .select(LISTED_FILE)
      .from(storedFiles)
      .where(ofTheDocuments())
      .orderBy(...newestFirst())
      .prepare(name),
);

/** The account's files of the documents, by document, newest first (the first is the one a table's row describes). */
export async function filesOfDocuments(db: Database, accountId: number, documentIds: readonly number[]): Promise<Map<number, StoredFileRow[]>> {
  if (documentIds.length === 0) return new Map();
  return byDocument(await filesStatement(db).execute({ accountId, documentIds: [...documentIds] }));
}

/** The same files as a documents table lists them, for the lists and counts that show no more. */
export async function listedFilesOfDocuments(db: Database, accountId: number, documentIds: readonly number[]): Promise<Map<number, ListedFile[]>> {
  if (documentIds.length === 0) return new Map();
  return byDocument(await listedFilesStatement(db).execute({ accountId, documentIds: [...documentIds] }));
}

function byDocument<F extends Pick<StoredFileRow, 'documentId'>>(rows: readonly F[]): Map<number, F[]> {
  const grouped = new Map<number, F[]>();
  for (const row of rows) {
    const list = grouped.get(row.documentId!) ?? [];
    list.push(row);
    grouped.set(row.documentId!, list);
  }
  return grouped;
}
