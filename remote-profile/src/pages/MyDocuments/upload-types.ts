import { DOCUMENT_TYPES, myDocumentsRows, type AccountDocument } from '@portal/shared-contracts';

/**
 * The types My Documents' upload offers: those of the table (the lender lists them for the borrower, and the API
 * takes a file for any of them), then the two statements, which have their own modals.
 */
export function uploadTypesOf(documents: readonly Pick<AccountDocument, 'type'>[]): string[] {
  return [...new Set([...myDocumentsRows(documents).map((document) => document.type), DOCUMENT_TYPES.bankStatement, DOCUMENT_TYPES.financialStatement])];
}
