import { achPaymentEndpoints, calendarDayOf, formMessages, mayPayAchFrom, signingMessages } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { users } from '../accounts/schema';
import { configuredESignature } from '../e-signature/configured-e-signature';
import { onSigned } from '../e-signature/signed-documents';
import { keepMadeFile } from '../files/made-files';
import { defineApiArea } from '../http/api-area';
import { Refusal, refuseFields } from '../http/refusal';
import { loanOpenTo } from '../loan-requests/eligibility';
import { loanRequestOf, recordLoanRequest } from '../loan-requests/loan-requests';
import { loanRequestSigned } from '../loan-requests/signed-requests';
import { paymentMethods } from '../payment-methods/schema';
import { registerEndpoint } from '../http/register-endpoint';
import { achAuthorizationPdf } from './ach-authorization-pdf';

onSigned('loan_request', loanRequestSigned);

/**
 * The one-time ACH payment (spec 001 §4 'ACH request'): the action's rule, a payment method of the account the ACH
 * picker offers, then the authorization the borrower signs: the API makes it as a PDF, records the request as
 * awaiting its signature and starts the signing, whose embedded address it answers. Signed, the request is marked so
 * and the signed PDF joins the loan's files (`loanRequestSigned`).
 */
export const achPaymentsApi = defineApiArea('ach-payments', async (app, { db, config }) => {
  const store = app.fileUploads!.store;
  const eSignature = configuredESignature(config.eSignature, db, store);

  registerEndpoint(app, achPaymentEndpoints.send, async ({ actor, params, body }) => {
    const loan = await loanOpenTo(db, actor, params.loan_id, 'achpayment');
    const [method] = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, Number(body.paymentMethod)), eq(paymentMethods.accountId, actor.accountId)));
    if (!method || !mayPayAchFrom(method)) throw refuseFields({ paymentMethod: [formMessages.invalidChoice] });
    const [signer] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, actor.userId));
    const name = `${signer!.firstName} ${signer!.lastName}`;
    const pdf = await achAuthorizationPdf({
      borrower: name,
      loanNumber: loan.number,
      address: `${loan.property.address}, ${loan.property.city}, ${loan.property.state} ${loan.property.zip_code}`,
      amount: body.authorizedAmount,
      method: { name: method.name, bankName: method.bankName, accountNumberLast4: method.accountNumberLast4 },
      day: calendarDayOf(new Date()),
    });
    const document = await keepMadeFile(db, store, { accountId: actor.accountId, kind: 'signing_document', name: 'ACH payment authorization.pdf', bytes: pdf, madeFor: actor.userId });
    const request = await recordLoanRequest(db, {
      accountId: actor.accountId,
      loanId: loan.id,
      kind: 'achpayment',
      status: 'awaiting_signature',
      body: { authorizedAmount: body.authorizedAmount, paymentMethod: method.id },
      createdBy: actor.userId,
      files: [document],
    });
    try {
      const { signingUrl } = await eSignature.start({
        accountId: actor.accountId,
        signer: { userId: actor.userId, name, email: signer!.email },
        document,
        reference: `loan_request:${request.id}`,
        returnUrl: `${config.publicUrl}/pdf_signed`,
      });
      return { request: loanRequestOf(request), signing_url: signingUrl };
    } catch (error) {
      app.log.error({ err: error }, 'The e-signature service refused a signing');
      throw new Refusal(502, { message: signingMessages.serviceFailed });
    }
  });
});
