import { signedIn } from '../access';
import { CreatedDeal, DealUserParams, NewDealBody } from '../api/deals';
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
};
