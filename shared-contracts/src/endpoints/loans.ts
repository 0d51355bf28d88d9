import { signedIn } from '../access';
import { LoanListQuery, LoanListResponse, LoanUserParams } from '../api/loans';
import { defineEndpoint } from '../endpoints';

/** Spec 001 §7: the loans of the account the session operates on. */
export const loanEndpoints = {
  /** My Deals' lists (loans.read: "list, detail, stats", spec 001 §6), page by page. */
  list: defineEndpoint({
    method: 'GET',
    path: '/users/{userId}/loans',
    params: LoanUserParams,
    query: LoanListQuery,
    response: LoanListResponse,
    access: signedIn({ permissions: ['loans.read'] }),
  }),
};
