import { signedIn } from '../access';
import { PlaidContactBody, ProfileContactAnswer, ProfileContactParams } from '../api/profile-contact';
import {
  AssetReportAnswer,
  AssetReportBody,
  LinkedItem,
  LinkedItemBody,
  LinkedItemList,
  LinkTokenAnswer,
  LockedItemList,
  ProofOfFundsParams,
  PublicTokenBody,
} from '../api/proof-of-funds';
import { defineEndpoint } from '../endpoints';

/**
 * Proof of Funds' calls (spec 002 §7, "every call under /plaid"). The page needs plaid.read; linking, revalidating,
 * removing and the reports ("create Plaid report") need plaid.write (spec 002 §6), and linking a bank or saving the
 * contact form a verified e-mail ("Unverified users cannot ... submit forms").
 */
export const proofOfFundsEndpoints = {
  /** "GET /users/{id}/plaid/get_item_list | none | linked items", oldest first. */
  items: defineEndpoint({ method: 'GET', path: '/users/{id}/plaid/get_item_list', params: ProofOfFundsParams, response: LinkedItemList, access: signedIn({ permissions: ['plaid.read'] }) }),
  /** "GET /users/{id}/plaid/get_locked_items | none | locked items". */
  lockedItems: defineEndpoint({
    method: 'GET',
    path: '/users/{id}/plaid/get_locked_items',
    params: ProofOfFundsParams,
    response: LockedItemList,
    access: signedIn({ permissions: ['plaid.read'] }),
  }),
  /** "GET /users/{id}/plaid/create_link_token | none | link_token": opens the widget for a new link. */
  linkToken: defineEndpoint({
    method: 'GET',
    path: '/users/{id}/plaid/create_link_token',
    params: ProofOfFundsParams,
    response: LinkTokenAnswer,
    access: signedIn({ verified: true, permissions: ['plaid.read', 'plaid.write'] }),
  }),
  /** "POST /users/{id}/plaid/create_access_token | public_token | link success": the new item, pending its report. */
  linkSucceeded: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/plaid/create_access_token',
    params: ProofOfFundsParams,
    body: PublicTokenBody,
    response: LinkedItem,
    access: signedIn({ verified: true, permissions: ['plaid.read', 'plaid.write'] }),
  }),
  /** "POST /users/{id}/plaid/create_link_token_update_mode | item_id | revalidation token". */
  updateModeToken: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/plaid/create_link_token_update_mode',
    params: ProofOfFundsParams,
    body: LinkedItemBody,
    response: LinkTokenAnswer,
    access: signedIn({ verified: true, permissions: ['plaid.read', 'plaid.write'] }),
  }),
  /** "POST /users/{id}/plaid/remove_locked_item | item_id | removes item": answers the items left. */
  removeLockedItem: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/plaid/remove_locked_item',
    params: ProofOfFundsParams,
    body: LinkedItemBody,
    response: LinkedItemList,
    access: signedIn({ permissions: ['plaid.read', 'plaid.write'] }),
  }),
  /** "POST /users/{id}/plaid/asset_report | asset_report_id, save_to_contacts | creates report". */
  assetReport: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/plaid/asset_report',
    params: ProofOfFundsParams,
    body: AssetReportBody,
    response: AssetReportAnswer,
    access: signedIn({ permissions: ['plaid.read', 'plaid.write'] }),
  }),
  /** "POST /users/{id}/profile/contact/plaid | contact fields | saves contact from the linking page": the contact saved. */
  saveContact: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/profile/contact/plaid',
    params: ProfileContactParams,
    body: PlaidContactBody,
    response: ProfileContactAnswer,
    access: signedIn({ verified: true, permissions: ['plaid.read', 'plaid.write'] }),
  }),
};
