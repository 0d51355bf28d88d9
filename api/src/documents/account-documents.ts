import { DOCUMENT_TYPES, SELF_SERVED_DOCUMENT_TYPES, type AccountDocument } from '@portal/shared-contracts';
import { and, asc, eq, inArray, isNull, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import { storedFiles } from '../files/schema';
import { countsOf, documentFileOf, filesOfDocuments, listedFilesOfDocuments } from './document-files';
import { documents } from './schema';

/** The borrower's own documents: the account's, on neither a loan nor an entity. */
const ownDocument = (accountId: number | SQLWrapper) => and(eq(documents.accountId, accountId), isNull(documents.loanId), isNull(documents.entityId));

export type DocumentRow = typeof documents.$inferSelect;

const accountDocumentsStatement = preparedStatement(
  'account_documents',
  (db, name) => {
    const accountId = sql.placeholder('accountId');
    return db
      .select({ document: documents, templateName: storedFiles.name })
      .from(documents)
      .leftJoin(storedFiles, and(eq(storedFiles.id, documents.templateFileId), eq(storedFiles.accountId, accountId)))
      .where(ownDocument(accountId))
      .orderBy(asc(documents.type), asc(documents.id))
      .prepare(name);
  },
);

/**
 * The borrower's own documents (spec 002 §2.2): those of the account on neither a loan nor an entity, by type. Each
 * says what its files add up to, and the newest file's day, expiration and status; `linkTemplate` names its blank form.
 */
export async function accountDocumentsOf(db: Database, accountId: number): Promise<AccountDocument[]> {
  const rows = await accountDocumentsStatement(db).execute({ accountId });
  const files = await listedFilesOfDocuments(db, accountId, rows.map((row) => row.document.id));
  return rows.map(({ document, templateName }) => {
    const own = files.get(document.id) ?? [];
    const { submittedCount, approvedCount, needed } = countsOf(document.required, own);
    const newest = own[0];
    return {
      id: document.id,
      type: document.type,
      submitted: newest ? newest.createdAt.toISOString() : null,
      expiration: newest?.expiresOn ?? null,
      status: newest?.reviewStatus ?? null,
      linkTemplate: templateName,
      submittedCount,
      approvedCount,
      neededCount: needed ? 1 : 0,
      files: own.map(documentFileOf),
    };
  });
}

/** One of the borrower's own documents by type, or undefined. */
export async function accountDocumentOfType(db: Database, accountId: number, type: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(and(ownDocument(accountId), eq(documents.type, type)));
  return row;
}

/** One of the borrower's own documents by id, or undefined (another account's answers the same). */
export async function accountDocumentOf(db: Database, accountId: number, documentId: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(and(ownDocument(accountId), eq(documents.id, documentId)));
  return row;
}

/**
 * The types a borrower may send to `/docs`: those the lender lists for them, the financial statement and the stated
 * experience. The bank statements come through their package.
 */
export async function mayUploadType(db: Database, accountId: number, type: string): Promise<boolean> {
  if (type === DOCUMENT_TYPES.bankStatement) return false;
  if (SELF_SERVED_DOCUMENT_TYPES.includes(type)) return true;
  return (await accountDocumentOfType(db, accountId, type)) !== undefined;
}

/**
 * Files the borrower's own document of this type with the account's stored files, making the document (not asked
 * for: `required` false) when the account has none of the type yet. Two uploads of a new type at once make one row.
 */
export async function fileAccountDocument(db: Database, { accountId, type, fileIds }: { accountId: number; type: string; fileIds: readonly number[] }): Promise<DocumentRow> {
  await db.insert(documents).values({ accountId, type, required: false }).onConflictDoNothing();
  const document = await accountDocumentOfType(db, accountId, type);
  if (!document) throw new Error(`The account's document "${type}" was neither made nor found`);
  if (fileIds.length > 0) {
    await db
      .update(storedFiles)
      .set({ documentId: document.id })
      .where(and(eq(storedFiles.accountId, accountId), inArray(storedFiles.id, [...fileIds])));
  }
  return document;
}

/** The files of the borrower's own document of this type, newest first (a zip's content). */
export async function filesOfAccountDocumentType(db: Database, accountId: number, type: string) {
  const document = await accountDocumentOfType(db, accountId, type);
  if (!document) return null;
  return (await filesOfDocuments(db, accountId, [document.id])).get(document.id) ?? [];
}

/** One file of the borrower's own documents, or undefined (a loan's or an entity's file is not one). */
export async function accountDocumentFile(db: Database, accountId: number, fileId: number) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(storedFiles)
    .innerJoin(documents, eq(documents.id, storedFiles.documentId))
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.accountId, accountId), ownDocument(accountId)));
  return row?.file;
}

/** How many bank statements the borrower has on file (any not rejected): the package's month rule reads it. */
export async function bankStatementsOnFile(db: Database, accountId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(storedFiles)
    .innerJoin(documents, eq(documents.id, storedFiles.documentId))
    .where(and(ownDocument(accountId), eq(documents.type, DOCUMENT_TYPES.bankStatement), ne(storedFiles.reviewStatus, 'rejected')));
  return row?.count ?? 0;
}
