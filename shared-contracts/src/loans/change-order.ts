import * as v from 'valibot';
import { signedIn } from '../access';
import { LoanParams, LoanRequest } from '../api/loans';
import { defineEndpoint } from '../endpoints';
import { EstimateDescription, RepairCategoriesSchema } from './estimate-of-repairs';

/** A change order: the estimate of repairs it asks for (spec 001 §4, §5), as JSON. */
export const ChangeOrderBody = v.object({ categories: RepairCategoriesSchema, description: EstimateDescription });
export type ChangeOrderBody = v.InferInput<typeof ChangeOrderBody>;

export const changeOrderEndpoints = {
  /**
   * `POST /users/{id}/loans/{loan_id}/change_order`: loans.write ("change order" in §6). The API applies the action's
   * rule and the totals' rules (above $0.00, not above the holdback balance) again.
   */
  send: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/loans/{loan_id}/change_order',
    params: LoanParams,
    body: ChangeOrderBody,
    response: LoanRequest,
    access: signedIn({ permissions: ['loans.read', 'loans.write'] }),
  }),
};

/**
 * What a change order's total may not exceed: "the holdback balance". Before funding a loan has drawn nothing, so
 * its balance is the holdback set aside (`ess.holdback`).
 */
export const changeOrderLimitOf = (loan: { holdback_balance: number | null; ess: { holdback: number | null } }) => loan.holdback_balance ?? loan.ess.holdback;
