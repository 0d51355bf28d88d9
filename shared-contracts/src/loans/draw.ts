import * as v from 'valibot';
import { signedIn } from '../access';
import { LoanParams, LoanRequest } from '../api/loans';
import { defineEndpoint } from '../endpoints';
import { RepairCategory } from '../enums/loans';
import { RecordId } from '../validators';
import { AccessInformation, RepairCategoriesSchema } from './estimate-of-repairs';

/** What a draw's files are stored as (`stored_files.kind`). */
export const LOAN_REQUEST_FILE_KIND = 'loan_request';

/**
 * `get_draws_balance` (spec 001 §7 "draw balances"): each repair category's balance in dollars, the lender's
 * balance less the draws already sent and not yet paid, and the number the next draw takes ("Draw number is the
 * existing draw count plus one").
 */
export const DrawBalances = v.object({ draw_number: v.number(), balances: v.record(RepairCategory, v.number()) });
export type DrawBalances = v.InferOutput<typeof DrawBalances>;

/**
 * "Draw request: payment method, expenses per category (balance removed), files" (spec 001 §3), sent as a multipart
 * form: the expenses as the estimate's JSON, the access information the inspector needs, the Draw payment method.
 */
export const DrawBody = v.object({
  payment_method_id: RecordId,
  expenses: v.pipe(v.string(), v.parseJson(), RepairCategoriesSchema),
  access_information: AccessInformation,
});
export type DrawBody = v.InferInput<typeof DrawBody>;

export const drawEndpoints = {
  /** The draw wizard's balances; "Unable to load Draw Request data" when they fail. */
  balances: defineEndpoint({
    method: 'GET',
    path: '/users/{id}/loans/{loan_id}/get_draws_balance',
    params: LoanParams,
    response: DrawBalances,
    access: signedIn({ permissions: ['loans.read', 'loans.draw.read'] }),
  }),
  /** `POST /users/{id}/loans/{loan_id}/draw` "multipart: payment, expenses, files"; loans.draw.write. */
  send: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/loans/{loan_id}/draw',
    params: LoanParams,
    body: DrawBody,
    response: LoanRequest,
    files: { files: { kind: LOAN_REQUEST_FILE_KIND, maxFiles: 10, optional: true } },
    access: signedIn({ permissions: ['loans.read', 'loans.draw.write'] }),
  }),
};
