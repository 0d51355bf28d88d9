import { extensionEndpoints, insuranceEndpoints, payoffEndpoints } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { Refusal } from '../http/refusal';
import { defineApiArea } from '../http/api-area';
import { httpMessages } from '../http/messages';
import { registerEndpoint } from '../http/register-endpoint';
import { loanOpenTo } from '../loan-requests/eligibility';
import { loanRequestOf, recordLoanRequest } from '../loan-requests/loan-requests';
import { loanExtensionRequests } from '../loans/schema';

/** The portal's words: an extension request already answered. */
export const extensionAnswered = 'This extension request has already been answered.';

/**
 * The loan forms with files (spec 001 §3, §4): payoff, extension and insurance. Each applies the action's rule, then
 * records the request with its files, filed with the loan's files under the action's key.
 */
export const loanFormsApi = defineApiArea('loan-forms', async (app, { db }) => {
  registerEndpoint(app, payoffEndpoints.send, async ({ actor, params, body, files }) => {
    const loan = await loanOpenTo(db, actor, params.loan_id, 'payoff');
    const request = await recordLoanRequest(db, { accountId: actor.accountId, loanId: loan.id, kind: 'payoff', body, createdBy: actor.userId, files: files.files });
    return loanRequestOf(request);
  });

  registerEndpoint(app, insuranceEndpoints.send, async ({ actor, params, body, files }) => {
    const loan = await loanOpenTo(db, actor, params.loan_id, 'insurance');
    const request = await recordLoanRequest(db, { accountId: actor.accountId, loanId: loan.id, kind: 'insurance', body, createdBy: actor.userId, files: files.files });
    return loanRequestOf(request);
  });

  // The answer to one of the extension requests the lender opened on this loan: another loan's is not found, and one
  // already answered is refused. Answering marks it submitted; two answers at once cannot both win (the update's
  // condition is the request still open).
  registerEndpoint(app, extensionEndpoints.send, async ({ actor, params, body, files }) => {
    const loan = await loanOpenTo(db, actor, params.loan_id, 'extensions');
    const extensionRequestId = Number(params.extension_request_id);
    const [opened] = await db
      .select({ status: loanExtensionRequests.status })
      .from(loanExtensionRequests)
      .where(and(eq(loanExtensionRequests.id, extensionRequestId), eq(loanExtensionRequests.loanId, loan.id)));
    if (!opened) throw new Refusal(404, { message: httpMessages.notFound });
    const [answered] = await db
      .update(loanExtensionRequests)
      .set({ status: 'submitted' })
      .where(and(eq(loanExtensionRequests.id, extensionRequestId), eq(loanExtensionRequests.status, 'open')))
      .returning({ id: loanExtensionRequests.id });
    if (!answered) throw new Refusal(409, { message: extensionAnswered });
    try {
      const request = await recordLoanRequest(db, {
        accountId: actor.accountId,
        loanId: loan.id,
        kind: 'extensions',
        body: { ...body, extension_request_id: extensionRequestId },
        createdBy: actor.userId,
        files: files.files,
      });
      return loanRequestOf(request);
    } catch (error) {
      // Not recorded: the request is still the borrower's to answer.
      await db.update(loanExtensionRequests).set({ status: 'open' }).where(eq(loanExtensionRequests.id, extensionRequestId));
      throw error;
    }
  });
});
