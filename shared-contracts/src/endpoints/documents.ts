import { signedIn } from '../access';
import { AccountDocumentList, DocumentUserParams } from '../api/documents';
import { defineEndpoint } from '../endpoints';

/** The borrower's own documents (spec 002 §2.2, §7); loan documents are `loanEndpoints.documents`. */
export const documentEndpoints = {
  /** "GET /users/{id}/docs | none | document list"; My Documents needs mydocs.read (spec 002 §6). */
  list: defineEndpoint({ method: 'GET', path: '/users/{id}/docs', params: DocumentUserParams, response: AccountDocumentList, access: signedIn({ permissions: ['mydocs.read'] }) }),
};
