import { categoryTotalsOf, changeOrderEndpoints, changeOrderLimitOf, changeOrderTotalProblem, estimateTotalCents } from '@portal/shared-contracts';
import { defineApiArea } from '../http/api-area';
import { registerEndpoint } from '../http/register-endpoint';
import { refuseFields } from '../http/refusal';
import { loanOpenTo } from '../loan-requests/eligibility';
import { loanRequestOf, recordLoanRequest } from '../loan-requests/loan-requests';

/**
 * Change orders (spec 001 §4, §5): the action's rule, then the totals' rules ("The total cost of repairs should be
 * greater than $ 0.00", "... should not be greater than Holdback Balance."), the same the wizard applies, then the
 * request, recorded with the estimate as sent and each category's total.
 */
export const changeOrdersApi = defineApiArea('change-orders', async (app, { db }) => {
  registerEndpoint(app, changeOrderEndpoints.send, async ({ actor, params, body }) => {
    const loan = await loanOpenTo(db, actor, params.loan_id, 'change_order');
    const problem = changeOrderTotalProblem(body.categories, changeOrderLimitOf(loan));
    if (problem) throw refuseFields({ categories: [problem] });
    const request = await recordLoanRequest(db, {
      accountId: actor.accountId,
      loanId: loan.id,
      kind: 'change_order',
      body: { ...body, category_totals: categoryTotalsOf(body.categories), total: estimateTotalCents(body.categories) / 100 },
      createdBy: actor.userId,
    });
    return loanRequestOf(request);
  });
});
