import * as v from 'valibot';
import { REPORT_RELOAD_MAX_CALLS, REPORT_RELOAD_MS } from '../constants';
import { formMessages } from '../messages';
import { RecordId } from '../validators';

/*
 * Proof of Funds (spec 002 §2.3, §3 'Linked account item', §4, §7): bank accounts linked through a financial-data
 * service (Plaid's Link and asset reports, or the lower environments' stand-in that follows the same flow). "The
 * linked accounts serve only as proof of funds; the page states they are not used for drawing funds." The API keeps
 * the provider's access to an item to itself; the portal sees items by their ids only.
 */

/** A provider's id of a linked item, asset report or account (Plaid's are 37 to 64 characters of letters, digits, `-`). */
export const PROVIDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
const ProviderId = v.pipe(v.string(formMessages.required), v.regex(PROVIDER_ID_PATTERN, formMessages.invalidChoice));

/** "owners" of an account as the asset report names them: "owner name, e-mail, phone and address" (spec 002 §2.3). */
export const LinkedAccountOwner = v.object({
  names: v.array(v.string()),
  emails: v.array(v.string()),
  phone_numbers: v.array(v.string()),
  addresses: v.array(v.string()),
});
export type LinkedAccountOwner = v.InferOutput<typeof LinkedAccountOwner>;

/** "accounts (account_id, mask, balances.available, owners)", with the account's name and type as the bank calls it. */
export const LinkedAccount = v.object({
  account_id: v.string(),
  name: v.string(),
  /** The account number's last digits ("account mask"); the number itself never reaches the portal. */
  mask: v.nullable(v.string()),
  type: v.string(),
  subtype: v.nullable(v.string()),
  balances: v.object({ available: v.nullable(v.number()), current: v.nullable(v.number()), iso_currency_code: v.nullable(v.string()) }),
  owners: v.array(LinkedAccountOwner),
});
export type LinkedAccount = v.InferOutput<typeof LinkedAccount>;

/**
 * "items[0] with item_id, institution_name, institution_id, institution_logo, date_last_updated, accounts" (spec 002
 * §3). `date_last_updated` is the asset report's day once it is ready, null while the report is being made ("A
 * linked item is pending while its date_last_updated is null"); `accounts` are the report's, empty until then.
 * `institution_logo` is an image's data address (the provider's base64 PNG), or null.
 */
export const LinkedItemDetails = v.object({
  item_id: v.string(),
  institution_name: v.string(),
  institution_id: v.string(),
  institution_logo: v.nullable(v.string()),
  date_last_updated: v.nullable(v.string()),
  accounts: v.array(LinkedAccount),
});
export type LinkedItemDetails = v.InferOutput<typeof LinkedItemDetails>;

/** "Linked account item: asset_report_id, items[0] with …" (spec 002 §3): one linked institution and its report. */
export const LinkedItem = v.object({
  asset_report_id: v.nullable(v.string()),
  items: v.pipe(v.array(LinkedItemDetails), v.minLength(1)),
});
export type LinkedItem = v.InferOutput<typeof LinkedItem>;

export const LinkedItemList = v.array(LinkedItem);
export type LinkedItemList = v.InferOutput<typeof LinkedItemList>;

/** "GET /users/{id}/plaid/get_locked_items | none | locked items": items whose bank asks for the credentials again. */
export const LockedItem = v.object({ item_id: v.string(), institution_name: v.string(), institution_id: v.string() });
export type LockedItem = v.InferOutput<typeof LockedItem>;
export const LockedItemList = v.array(LockedItem);

/** "link_token": what opens the provider's widget, for a new link or, in update mode, to re-enter an item's credentials. */
export const LinkTokenAnswer = v.object({ link_token: v.string(), expiration: v.string() });
export type LinkTokenAnswer = v.InferOutput<typeof LinkTokenAnswer>;

/** "POST /users/{id}/plaid/create_access_token | public_token | link success". */
export const PublicTokenBody = v.object({ public_token: v.pipe(v.string(formMessages.required), v.regex(/^[A-Za-z0-9_-]{1,200}$/, formMessages.invalidChoice)) });

/** "create_link_token_update_mode | item_id", "remove_locked_item | item_id". */
export const LinkedItemBody = v.object({ item_id: ProviderId });

/**
 * "POST /users/{id}/plaid/asset_report | asset_report_id, save_to_contacts | creates report": asks for the item's
 * report; once the provider has made it, the item's accounts and day are filled in, and with `save_to_contacts` the
 * report's PDF is kept among the borrower's documents (type Plaid, which My Documents does not list).
 */
export const AssetReportBody = v.object({ asset_report_id: ProviderId, save_to_contacts: v.boolean() });

/** `pending` while the provider is still making the report; `ready` once the item has its accounts ("Report ready."). */
export const ASSET_REPORT_STATES = ['pending', 'ready'] as const;
export const AssetReportAnswer = v.object({ status: v.picklist(ASSET_REPORT_STATES) });
export type AssetReportAnswer = v.InferOutput<typeof AssetReportAnswer>;

export const ProofOfFundsParams = v.object({ id: RecordId });

/** "A linked item is pending while its date_last_updated is null; the page then requests its report." */
export function itemIsPending(item: LinkedItem): boolean {
  return item.items[0]?.date_last_updated === null;
}

/**
 * "Reload timing of 6000 ms with a maximum of 6 calls is defined for pending reports" (spec 002 §4): after a pending
 * report's `callsMade`th call, how long until the next one, or null once six calls have been made.
 */
export function nextReportCheckIn(callsMade: number): number | null {
  return callsMade < REPORT_RELOAD_MAX_CALLS ? REPORT_RELOAD_MS : null;
}
