import * as v from 'valibot';
import { signedIn } from '../access';
import { LoanParams, LoanRequest } from '../api/loans';
import type { PaymentMethod } from '../api/payment-methods';
import { defineEndpoint } from '../endpoints';
import { formMessages } from '../messages';
import { RecordId, RequiredCheckbox } from '../validators';
import { RequiredDollars } from './multipart-fields';

/** "ACH payment: authorizedAmount, authorized, paymentMethod id" (spec 001 §3); "all required" (§5). */
export const AchPaymentBody = v.object({
  authorizedAmount: v.pipe(RequiredDollars, v.minValue(0.01, formMessages.required)),
  authorized: RequiredCheckbox,
  paymentMethod: RecordId,
});
export type AchPaymentBody = v.InferInput<typeof AchPaymentBody>;

/** The request, and "the returned signing address" the wizard's e-signature frame opens. */
export const AchPaymentAnswer = v.object({ request: LoanRequest, signing_url: v.string() });
export type AchPaymentAnswer = v.InferOutput<typeof AchPaymentAnswer>;

/** "the ACH picker excludes the ach method" and check ("check exists but is excluded from pickers") (spec 001 §3, §5). */
export const mayPayAchFrom = (method: Pick<PaymentMethod, 'method'>) => method.method !== 'ach' && method.method !== 'check';

export const achPaymentEndpoints = {
  /**
   * `POST /users/{id}/loans/{loan_id}/ach_payment` ("response holds an embedded signature address"); loans.ach.write.
   * JSON: the form has no files, and what the borrower signs is the document the API makes from it.
   */
  send: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/loans/{loan_id}/ach_payment',
    params: LoanParams,
    body: AchPaymentBody,
    response: AchPaymentAnswer,
    access: signedIn({ permissions: ['loans.read', 'loans.ach.write'] }),
  }),
};
