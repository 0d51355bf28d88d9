import * as v from 'valibot';
import { signedIn } from '../access';
import { LoanParams, LoanRequest } from '../api/loans';
import { defineEndpoint } from '../endpoints';
import { CalendarDate, requiredText } from '../validators';
import { LOAN_REQUEST_FILE_KIND } from './draw';
import { RequiredDollars } from './multipart-fields';

/** "policy number and type max 128, coverage description max 500" (spec 001 §5). */
export const INSURANCE_TEXT_MAX = 128;
export const INSURANCE_DESCRIPTION_MAX = 500;

/** The portal's words: a policy that ends before it starts. */
export const insuranceMessages = { expirationBeforeEffective: 'The expiration date must be after the effective date.' } as const;

/** The insurance upload's form (spec 001 §3 'Insurance', §5): every field required, plus files. */
export const InsuranceBody = v.pipe(
  v.object({
    annual_policy_premium_amount: RequiredDollars,
    policy_number: requiredText(INSURANCE_TEXT_MAX),
    insurance_type: requiredText(INSURANCE_TEXT_MAX),
    deductible_amount: RequiredDollars,
    coverage_amount: RequiredDollars,
    effective: CalendarDate,
    expiration: CalendarDate,
    /** What the annual premium was paid for (the period or the property's portion it covers). */
    annual_policy_premium_paid_for: requiredText(INSURANCE_TEXT_MAX),
    coverage_description: requiredText(INSURANCE_DESCRIPTION_MAX, { multiLine: true }),
  }),
  v.forward(
    v.partialCheck([['effective'], ['expiration']], (form) => form.expiration > form.effective, insuranceMessages.expirationBeforeEffective),
    ['expiration'],
  ),
);
export type InsuranceBody = v.InferInput<typeof InsuranceBody>;

export const insuranceEndpoints = {
  /** `POST /users/{id}/loans/{loan_id}/insurance`: "Insurance upload: always available (upload needs loans.write)". */
  send: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/loans/{loan_id}/insurance',
    params: LoanParams,
    body: InsuranceBody,
    response: LoanRequest,
    files: { files: { kind: LOAN_REQUEST_FILE_KIND, maxFiles: 10 } },
    access: signedIn({ permissions: ['loans.read', 'loans.write'] }),
  }),
};

