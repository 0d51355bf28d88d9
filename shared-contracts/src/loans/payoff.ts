import * as v from 'valibot';
import { signedIn } from '../access';
import { LoanParams, LoanRequest } from '../api/loans';
import { defineEndpoint } from '../endpoints';
import { dateNotBeforeToday, EmailAddress, PhoneNumber, requiredText } from '../validators';
import { LOAN_REQUEST_FILE_KIND } from './draw';

/** Names of people and companies in the loan forms: room for any real one. */
export const LOAN_FORM_NAME_MAX = 100;

/** "Payoff form: closeDate, company, contactName, phone, email, plus files" (spec 001 §3); all required. */
export const PayoffBody = v.object({
  /** The payoff's closing day, not before today. */
  closeDate: dateNotBeforeToday(),
  /** The escrow company. */
  company: requiredText(LOAN_FORM_NAME_MAX),
  contactName: requiredText(LOAN_FORM_NAME_MAX),
  phone: PhoneNumber,
  email: EmailAddress,
});
export type PayoffBody = v.InferInput<typeof PayoffBody>;

export const payoffEndpoints = {
  /** `POST /users/{id}/loans/{loan_id}/payoff` with its files; loans.payoff.write. */
  send: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/loans/{loan_id}/payoff',
    params: LoanParams,
    body: PayoffBody,
    response: LoanRequest,
    files: { files: { kind: LOAN_REQUEST_FILE_KIND, maxFiles: 10, optional: true } },
    access: signedIn({ permissions: ['loans.read', 'loans.payoff.write'] }),
  }),
};
