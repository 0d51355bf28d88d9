import { signedIn } from '../access';
import {
  LoanDetail,
  LoanDocumentUploadBody,
  LoanDocuments,
  LOAN_DOCUMENT_KIND,
  LoanFileParams,
  LoanListQuery,
  LoanListResponse,
  LoanParams,
  LoanStatementParams,
  LoanSummary,
  LoanUserParams,
  MonetarySummary,
  TopMissingDocuments,
  UserParams,
} from '../api/loans';
import { defineEndpoint } from '../endpoints';
import { FileDownload, StoredFile } from '../uploads';

/** Spec 001 §7: the loans of the account the session operates on. loans.read covers "list, detail, stats" (§6). */
export const loanEndpoints = {
  /** My Deals' lists, page by page. */
  list: defineEndpoint({
    method: 'GET',
    path: '/users/{userId}/loans',
    params: LoanUserParams,
    query: LoanListQuery,
    response: LoanListResponse,
    access: signedIn({ permissions: ['loans.read'] }),
  }),
  /** "GET /users/{id}/loans/{loan_id} | loan detail"; another account's loan is answered 404. */
  detail: defineEndpoint({ method: 'GET', path: '/users/{id}/loans/{loan_id}', params: LoanParams, response: LoanDetail, access: signedIn({ permissions: ['loans.read'] }) }),
  /** "GET /users/{id}/loans/{loan_id}/docs/type/all | loan documents": the table "Files Submitted For This Loan". */
  documents: defineEndpoint({
    method: 'GET',
    path: '/users/{id}/loans/{loan_id}/docs/type/all',
    params: LoanParams,
    response: LoanDocuments,
    access: signedIn({ permissions: ['loans.read'] }),
  }),
  /** "POST /users/{id}/loans/{loan_id}/docs | upload with type Salesforce"; "a file-upload control shown only with loans.write". */
  uploadDocument: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/loans/{loan_id}/docs',
    params: LoanParams,
    body: LoanDocumentUploadBody,
    response: StoredFile,
    files: { file: { kind: LOAN_DOCUMENT_KIND } },
    access: signedIn({ permissions: ['loans.read', 'loans.write'] }),
  }),
  /** One of the loan's files, back to the account that owns the loan. */
  file: defineEndpoint({
    method: 'GET',
    path: '/users/{id}/loans/{loan_id}/files/{file_id}',
    params: LoanFileParams,
    response: FileDownload,
    download: true,
    access: signedIn({ permissions: ['loans.read'] }),
  }),
  /** "statement downloads": a PDF the API makes from the loan's figures for the statement's month. */
  statement: defineEndpoint({
    method: 'GET',
    path: '/users/{id}/loans/{loan_id}/statements/{statement_id}',
    params: LoanStatementParams,
    response: FileDownload,
    download: true,
    access: signedIn({ permissions: ['loans.read'] }),
  }),
};

/** The dashboard's calls (spec 001 §7): "GET /users/{id}/monetary_summary, /loan_summary, /top_missing_documents". */
export const dashboardEndpoints = {
  /** The loan stats' doughnut: counts and amounts per group. */
  monetarySummary: defineEndpoint({
    method: 'GET',
    path: '/users/{id}/monetary_summary',
    params: UserParams,
    response: MonetarySummary,
    access: signedIn({ permissions: ['dashboard.read', 'loans.read'] }),
  }),
  /** Upcoming maturity dates and payment due dates. */
  loanSummary: defineEndpoint({
    method: 'GET',
    path: '/users/{id}/loan_summary',
    params: UserParams,
    response: LoanSummary,
    access: signedIn({ permissions: ['dashboard.read', 'loans.read'] }),
  }),
  /** The Missing Docs panel. */
  topMissingDocuments: defineEndpoint({
    method: 'GET',
    path: '/users/{id}/top_missing_documents',
    params: UserParams,
    response: TopMissingDocuments,
    access: signedIn({ permissions: ['dashboard.read'] }),
  }),
};
