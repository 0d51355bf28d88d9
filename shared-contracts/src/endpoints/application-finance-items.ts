import {
  AssetItemBody,
  AssetItemParams,
  AssetsAnswer,
  FinanceItemParams,
  FinanceItemsChange,
  LiabilitiesAnswer,
  LiabilityItemBody,
  LiabilityItemParams,
} from '../api/application-finance-items';
import { defineEndpoint } from '../endpoints';
import { applicationWriter } from './application-access';

/** The items of the financial statement's details modal (spec 002 §2.6, §7). */
export const financeItemEndpoints = {
  /** "POST /users/{id}/profile/finances/assets/{category} | item fields | response updated assets" */
  addAsset: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/profile/finances/assets/{category}',
    params: AssetItemParams,
    body: AssetItemBody,
    response: AssetsAnswer,
    access: applicationWriter,
  }),
  /** "POST /users/{id}/profile/finances/liabilities/{category} | item fields (banks add address) | response updated liabilities" */
  addLiability: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/profile/finances/liabilities/{category}',
    params: LiabilityItemParams,
    body: LiabilityItemBody,
    response: LiabilitiesAnswer,
    access: applicationWriter,
  }),
  /**
   * "DELETE /users/{id}/profile/finances/{assets or liabilities}/{category}/{itemId} | none; confirm first | response
   * updates assets or liabilities": `{ assets }` or `{ liabilities }`, the side the item was on.
   */
  deleteItem: defineEndpoint({
    method: 'DELETE',
    path: '/users/{id}/profile/finances/{side}/{category}/{itemId}',
    params: FinanceItemParams,
    response: FinanceItemsChange,
    access: applicationWriter,
  }),
};
