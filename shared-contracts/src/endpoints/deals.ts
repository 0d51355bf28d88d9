import { signedIn } from '../access';
import { CreatedDeal, DEAL_DOCUMENT_KIND, DealUserParams, NewDealBody } from '../api/deals';
import { StoredFile } from '../uploads';
import { defineEndpoint } from '../endpoints';

/** The new-deal wizard's submission (spec 001 §7). */
export const dealEndpoints = {
  /**
   * "POST /users/{userId}/deals | deal payload; success goes to confirmation". NewDeal needs "signed in, verified
   * e-mail, loans.read and loans.write" (spec 001 §2); "Verified status gates deal creation" (§6). The API also checks
   * that the entity is one of the account's.
   */
  create: defineEndpoint({
    method: 'POST',
    path: '/users/{userId}/deals',
    params: DealUserParams,
    body: NewDealBody,
    response: CreatedDeal,
    access: signedIn({ verified: true, permissions: ['loans.read', 'loans.write'] }),
  }),
  /**
   * The wizard's last step, Upload Documents: each file goes up as soon as it is picked, with progress (the shared
   * upload control), before the deal exists; the deal then names the files it brings (`files`), and the API
   * attaches them to the new loan. The same access as the deal's.
   */
  uploadDocument: defineEndpoint({
    method: 'POST',
    path: '/users/{userId}/deal_documents',
    params: DealUserParams,
    response: StoredFile,
    files: { file: { kind: DEAL_DOCUMENT_KIND } },
    access: signedIn({ verified: true, permissions: ['loans.read', 'loans.write'] }),
  }),
};
