import {
  categoryTotalCents,
  categoryTotalsOf,
  DRAW_PAYMENT_METHOD_TYPE,
  drawCategoryProblem,
  drawEndpoints,
  estimateTotalCents,
  formMessages,
  REPAIR_CATEGORIES,
  repairsTotalProblem,
} from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { defineApiArea } from '../http/api-area';
import { registerEndpoint } from '../http/register-endpoint';
import { refuseFields, type FieldErrors } from '../http/refusal';
import { loanOpenTo } from '../loan-requests/eligibility';
import { loanRequestOf, recordLoanRequest } from '../loan-requests/loan-requests';
import { paymentMethods } from '../payment-methods/schema';
import { drawBalancesOf } from './draw-balances';

/**
 * Draws (spec 001 §4, §5, §7): the balances the wizard shows, and the request, checked again against the action's
 * rule, each category's balance ("The total for this category cannot exceed the current category balance"), a total
 * above $0.00, and a Draw payment method of the account ("Draw payment methods use type 'Draw'").
 */
export const drawsApi = defineApiArea('draws', async (app, { db }) => {
  registerEndpoint(app, drawEndpoints.balances, async ({ actor, params }) => drawBalancesOf(db, actor.accountId, params.loan_id));

  registerEndpoint(app, drawEndpoints.send, async ({ actor, params, body, files }) => {
    const loan = await loanOpenTo(db, actor, params.loan_id, 'draws');
    const errors: FieldErrors = {};
    const [method] = await db
      .select({ purpose: paymentMethods.purpose })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, Number(body.payment_method_id)), eq(paymentMethods.accountId, actor.accountId)));
    if (method?.purpose !== DRAW_PAYMENT_METHOD_TYPE) errors.payment_method_id = [formMessages.invalidChoice];
    const { balances } = await drawBalancesOf(db, actor.accountId, loan.id);
    for (const category of REPAIR_CATEGORIES) {
      const problem = categoryTotalCents(body.expenses[category]) > 0 ? drawCategoryProblem(body.expenses[category], balances[category] ?? 0) : null;
      if (problem) errors[`expenses.${category}.total`] = [problem];
    }
    const totalProblem = repairsTotalProblem(body.expenses);
    if (totalProblem) errors.expenses = [totalProblem];
    if (Object.keys(errors).length > 0) throw refuseFields(errors);
    const request = await recordLoanRequest(db, {
      accountId: actor.accountId,
      loanId: loan.id,
      kind: 'draws',
      body: { ...body, category_totals: categoryTotalsOf(body.expenses), total: estimateTotalCents(body.expenses) / 100 },
      createdBy: actor.userId,
      files: files.files,
    });
    return loanRequestOf(request);
  });
});
