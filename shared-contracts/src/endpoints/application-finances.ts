import { FinanceBody, FinancesAnswer } from '../api/application-finances';
import { UserIdParams } from '../api/session';
import { defineEndpoint } from '../endpoints';
import { applicationWriter } from './application-access';

/** The financial tab's main part (spec 002 §2.6, §7); the statement's items are `financeItemEndpoints`. */
export const financeEndpoints = {
  /** "POST /users/{id}/profile/finance | income or finance fields | response finances" */
  saveFinance: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/profile/finance',
    params: UserIdParams,
    body: FinanceBody,
    response: FinancesAnswer,
    access: applicationWriter,
  }),
};
