import { signedIn } from '../access';
import {
  ACCOUNT_DOCUMENT_KIND,
  AccountDocumentList,
  AccountDocumentUploadBody,
  BankStatementPackageBody,
  DocumentFileParams,
  DocumentTemplateParams,
  DocumentUserParams,
  DocumentZipParams,
  DocumentZipQuery,
} from '../api/documents';
import { defineEndpoint } from '../endpoints';
import { FileDownload } from '../uploads';

/** The borrower's own documents (spec 002 §2.2, §7); loan documents are `loanEndpoints.documents`. */
export const documentEndpoints = {
  /** "GET /users/{id}/docs | none | document list"; My Documents needs mydocs.read (spec 002 §6). */
  list: defineEndpoint({ method: 'GET', path: '/users/{id}/docs', params: DocumentUserParams, response: AccountDocumentList, access: signedIn({ permissions: ['mydocs.read'] }) }),
  /**
   * "upload /users/{id}/docs | type, doc_date, net_worth, file | financial statement or stated-experience upload", and
   * a file for any type the lender lists for the borrower. "Upload needs a verified e-mail"; sending documents is
   * mydocs.write. Answers the documents as `list` does, so the page shows the new count at once.
   */
  upload: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/docs',
    params: DocumentUserParams,
    body: AccountDocumentUploadBody,
    response: AccountDocumentList,
    files: { file: { kind: ACCOUNT_DOCUMENT_KIND } },
    access: signedIn({ verified: true, permissions: ['mydocs.read', 'mydocs.write'] }),
  }),
  /** "upload /users/{id}/bank_statement_package | type, file1, file2, file1Date, file2Date | bank statements". */
  bankStatementPackage: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/bank_statement_package',
    params: DocumentUserParams,
    body: BankStatementPackageBody,
    response: AccountDocumentList,
    files: { file1: { kind: ACCOUNT_DOCUMENT_KIND }, file2: { kind: ACCOUNT_DOCUMENT_KIND } },
    access: signedIn({ verified: true, permissions: ['mydocs.read', 'mydocs.write'] }),
  }),
  /** "per file ... a download link": one of the borrower's own files, back to their account only. */
  file: defineEndpoint({
    method: 'GET',
    path: '/users/{id}/docs/files/{file_id}',
    params: DocumentFileParams,
    response: FileDownload,
    download: true,
    access: signedIn({ permissions: ['mydocs.read'] }),
  }),
  /** "A template download link appears when one exists": the document's blank form. */
  template: defineEndpoint({
    method: 'GET',
    path: '/users/{id}/docs/{document_id}/template',
    params: DocumentTemplateParams,
    response: FileDownload,
    download: true,
    access: signedIn({ permissions: ['mydocs.read'] }),
  }),
  /** "GET /users/{id}/docs/get_zip/{type} | query files, n | zip download": the type's files in one zip. */
  zip: defineEndpoint({
    method: 'GET',
    path: '/users/{id}/docs/get_zip/{type}',
    params: DocumentZipParams,
    query: DocumentZipQuery,
    response: FileDownload,
    download: true,
    access: signedIn({ permissions: ['mydocs.read'] }),
  }),
};
