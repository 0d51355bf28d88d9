import type { LinkedAccount } from '@portal/shared-contracts';

/*
 * Bank linking (spec 002 §2.3 "Proof of Funds Accounts", §4, §7): the provider's side, shaped after Plaid's API so
 * that a real provider is a configuration away. The person links a bank in the provider's widget (Link) opened with
 * a link token; Link hands the portal a public token, which the API exchanges for the item's access token (kept
 * sealed, never answered); the API then asks for an asset report of the item, which the provider makes in its own
 * time, and reads it once it is ready.
 */

/** Who a link token or an asset report is for: the person linking (Plaid's `user`). */
export interface BankLinkingUser {
  /** The portal's id of the person, never personal data (Plaid's `client_user_id`). */
  clientUserId: string;
  legalName: string;
  email: string;
  phoneNumber: string | null;
}

export interface LinkToken {
  linkToken: string;
  /** When Link stops accepting it, as an ISO timestamp. */
  expiration: string;
}

export interface BankItem {
  itemId: string;
  institution: { id: string; name: string; /** A data address of the logo, or null. */ logo: string | null };
  /** The bank asks for the credentials again (Plaid's `ITEM_LOGIN_REQUIRED`): the item is locked until update mode. */
  loginRequired: boolean;
}

/** One item of an asset report, its accounts as the contract's `LinkedAccount` (Plaid's own field names). */
export interface AssetReportItem {
  itemId: string;
  institutionId: string;
  institutionName: string;
  accounts: LinkedAccount[];
}

export interface AssetReport {
  assetReportId: string;
  /** When the provider made it, as an ISO timestamp. */
  dateGenerated: string;
  items: AssetReportItem[];
}

/** The days of history an asset report covers for proof of funds. */
export const ASSET_REPORT_DAYS = 90;

export interface BankLinking {
  /** Plaid's `/link/token/create` (product `assets`); with `accessToken`, update mode: the item's credentials again. */
  createLinkToken(request: { user: BankLinkingUser; accessToken?: string }): Promise<LinkToken>;
  /** `/item/public_token/exchange`: the item Link made, and the access to it. */
  exchangePublicToken(publicToken: string): Promise<{ accessToken: string; itemId: string }>;
  /** `/item/get` with its institution (`/institutions/get_by_id`). */
  item(accessToken: string): Promise<BankItem>;
  /** `/asset_report/create`. */
  createAssetReport(accessTokens: readonly string[], options: { daysRequested: number; user: BankLinkingUser }): Promise<{ assetReportId: string; assetReportToken: string }>;
  /** `/asset_report/get`: the report, or null while the provider is still making it (`PRODUCT_NOT_READY`). */
  assetReport(assetReportToken: string): Promise<AssetReport | null>;
  /** `/asset_report/pdf/get`: the report as the provider prints it. */
  assetReportPdf(assetReportToken: string): Promise<Buffer>;
  /** `/item/remove`: the provider forgets the item and its access. */
  removeItem(accessToken: string): Promise<void>;
}

/**
 * A refusal the provider states (Plaid's `error_code`), as opposed to one that could not be reached. Its message
 * never holds a token: the log may show it.
 */
export class BankLinkingError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details: { status?: number; path?: string; requestId?: string } = {},
  ) {
    super(message);
    this.name = 'BankLinkingError';
  }
}

/** The provider's codes the portal acts on; any other is a failure of the service. */
export const BANK_LINKING_ERRORS = {
  /** The report is not made yet: ask again later. */
  productNotReady: 'PRODUCT_NOT_READY',
  /** The bank wants the credentials again. */
  itemLoginRequired: 'ITEM_LOGIN_REQUIRED',
  /** A public token that is not one, was exchanged already or expired (30 minutes at Plaid). */
  invalidPublicToken: 'INVALID_PUBLIC_TOKEN',
} as const;
