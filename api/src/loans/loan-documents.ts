import { ASSET_MANAGEMENT_DOCUMENT_KEYS, type AssetManagementDocumentKey, type LoanDocuments, type LoanDocumentType } from '@portal/shared-contracts';
import { and, asc, desc, eq, isNull, or, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import { countsOf, documentFileOf, LISTED_FILE, listedFilesOfDocuments, type ListedFile } from '../documents/document-files';
import { documents } from '../documents/schema';
import type { StoredFileRow } from '../files/receive-files';
import { storedFiles } from '../files/schema';
import { loanStatements } from './schema';
import { statementName } from './statement-pdf';

const isAssetManagementKey = (section: string): section is AssetManagementDocumentKey => (ASSET_MANAGEMENT_DOCUMENT_KEYS as readonly string[]).includes(section);

const loanDocumentRowsStatement = preparedStatement(
  'documents_of_loan',
  (db, name) =>
    db
      .select()
      .from(documents)
      .where(and(eq(documents.loanId, sql.placeholder('loanId')), eq(documents.accountId, sql.placeholder('accountId'))))
      .orderBy(asc(documents.type), asc(documents.id))
      .prepare(name),
);
const loanUploadsStatement = preparedStatement(
  'uploads_of_loan',
  (db, name) =>
    db
      .select(LISTED_FILE)
      .from(storedFiles)
      .where(and(eq(storedFiles.loanId, sql.placeholder('loanId')), eq(storedFiles.accountId, sql.placeholder('accountId')), isNull(storedFiles.documentId)))
      .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id))
      .prepare(name),
);
const loanStatementsStatement = preparedStatement(
  'statements_of_loan',
  (db, name) =>
    db
      .select()
      .from(loanStatements)
      .where(eq(loanStatements.loanId, sql.placeholder('loanId')))
      .orderBy(desc(loanStatements.periodEnd), desc(loanStatements.id))
      .prepare(name),
);

/**
 * "GET /users/{id}/loans/{loan_id}/docs/type/all" (spec 001 §3 `documents`): the loan's document types, standard and
 * under each asset-management key (every key present, empty when the loan has none there), each with its files
 * newest first; the files uploaded on the loan itself (type Salesforce) and the deal's documents, newest first; and
 * its monthly statements, newest first. The loan is the account's: the caller has checked.
 */
export async function loanDocumentsOf(db: Database, accountId: number, loanId: number): Promise<LoanDocuments> {
  const [rows, uploads, statements] = await Promise.all([
    loanDocumentRowsStatement(db).execute({ loanId, accountId }),
    loanUploadsStatement(db).execute({ loanId, accountId }),
    loanStatementsStatement(db).execute({ loanId }),
  ]);
  const files = await listedFilesOfDocuments(db, accountId, rows.map((row) => row.id));
  const answer: LoanDocuments = {
    standard: [],
    asset_management: Object.fromEntries(ASSET_MANAGEMENT_DOCUMENT_KEYS.map((key) => [key, []])) as unknown as LoanDocuments['asset_management'],
    salesforce: uploads.map(documentFileOf),
    statements: statements.map((statement) => ({ id: statement.id, name: statementName(statement.periodEnd), period_end: statement.periodEnd })),
  };
  for (const row of rows) {
    const typed = documentTypeOf(row.type, row.required, files.get(row.id) ?? []);
    if (isAssetManagementKey(row.section)) answer.asset_management[row.section].push(typed);
    else answer.standard.push(typed);
  }
  return answer;
}

function documentTypeOf(type: string, required: boolean, files: readonly ListedFile[]): LoanDocumentType {
  return { type, ...countsOf(required, files), files: files.map(documentFileOf) };
}

/**
 * A file the loan's page may offer back: one stored on the loan (its uploads, the deal's documents) or filling one of
 * the loan's documents, in the account.
 */
export async function fileOfLoan(db: Database, accountId: number, loanId: number, fileId: number): Promise<StoredFileRow | undefined> {
  const ofLoanDocuments = db.select({ id: documents.id }).from(documents).where(and(eq(documents.loanId, loanId), eq(documents.accountId, accountId)));
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.accountId, accountId), or(eq(storedFiles.loanId, loanId), inArray(storedFiles.documentId, ofLoanDocuments))));
  return file;
}
