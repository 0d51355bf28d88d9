import * as v from 'valibot';
import { publicAccess, signedIn } from './access';
import { PROVIDER_ID_PATTERN } from './api/proof-of-funds';
import { defineEndpoint } from './endpoints';

/*
 * The lower environments' stand-in for the bank-linking provider's widget (Plaid Link), served by the API and reached
 * through the portal's `/api`. Its script (`link-initialize.js`) offers what the provider's does — `Plaid.create({
 * token, onSuccess, onExit, onEvent, onLoad })` with `open`, `exit` and `destroy` — and opens the stand-in's Link page
 * in a frame over the portal; the page posts the outcome back to it. Production loads the provider's own script
 * (the environment file's `thirdPartyScripts.bankLinking`); the portal's code is the same for both.
 */

/** A link token of the stand-in: `link-local-` and 43 unguessable characters. */
export const STAND_IN_LINK_TOKEN_PATTERN = /^link-local-[A-Za-z0-9_-]{43}$/;
export const StandInLinkParams = v.object({ token: v.pipe(v.string(), v.regex(STAND_IN_LINK_TOKEN_PATTERN, 'Not a link address.')) });

const Credential = v.pipe(v.string(), v.trim(), v.nonEmpty('Please fill in this field.'), v.maxLength(100));
const ProviderId = v.pipe(v.string(), v.regex(PROVIDER_ID_PATTERN, 'Please choose one of the options.'));

/**
 * What the stand-in's Link page sends once a person has chosen a bank, signed in to it and picked accounts. In update
 * mode (credentials re-entered for a locked item) only the credentials count. Credentials are checked for presence
 * and never kept.
 */
export const StandInConnectBody = v.object({
  username: Credential,
  password: Credential,
  institution_id: v.optional(ProviderId),
  account_ids: v.optional(v.pipe(v.array(ProviderId), v.maxLength(20)), []),
});
export type StandInConnectBody = v.InferInput<typeof StandInConnectBody>;

/** Link's `onSuccess(public_token, metadata)`: the public token (null in update mode, as nothing new is exchanged). */
export const StandInConnectAnswer = v.object({
  public_token: v.nullable(v.string()),
  metadata: v.object({
    institution: v.object({ institution_id: v.string(), name: v.string() }),
    accounts: v.array(v.object({ id: v.string(), name: v.string(), mask: v.nullable(v.string()), type: v.string(), subtype: v.nullable(v.string()) })),
    link_session_id: v.string(),
  }),
});
export type StandInConnectAnswer = v.InferOutput<typeof StandInConnectAnswer>;

/** What the Link page posts to the page that framed it (`window.parent.postMessage`). */
export const BANK_LINKING_MESSAGE = 'portal:bank-linking';

/** The stand-in's script, its Link page's script and style sheet: files of the API's own. */
export const BANK_LINKING_ASSETS = ['link-initialize.js', 'link.js', 'link.css'] as const;
export const BankLinkingAssetParams = v.object({ asset: v.picklist(BANK_LINKING_ASSETS, 'Not a bank-linking asset.') });

const standIn = <A extends object>(access: A) => ({ ...access, lowerEnvironmentsOnly: true as const });

export const bankLinkingStandInEndpoints = {
  /** The Link page (HTML) for the person the token was made for. */
  page: defineEndpoint({ method: 'GET', path: '/bank-linking/link/{token}', params: StandInLinkParams, response: v.string(), access: standIn(signedIn()) }),
  /** The bank chosen, signed in to and its accounts picked: Link's success. */
  connect: defineEndpoint({
    method: 'POST',
    path: '/bank-linking/link/{token}/connect',
    params: StandInLinkParams,
    body: StandInConnectBody,
    response: StandInConnectAnswer,
    access: standIn(signedIn()),
  }),
  asset: defineEndpoint({ method: 'GET', path: '/bank-linking-assets/{asset}', params: BankLinkingAssetParams, response: v.string(), access: standIn(publicAccess) }),
};
