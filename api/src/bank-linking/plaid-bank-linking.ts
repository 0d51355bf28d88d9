import { COMPANY, type LinkedAccount } from '@portal/shared-contracts';
import { BANK_LINKING_ERRORS, BankLinkingError, type AssetReport, type BankItem, type BankLinking, type BankLinkingUser } from './bank-linking';
import type { PlaidEnvironment } from './bank-linking-settings';

export interface PlaidSettings {
  clientId: string;
  secret: string;
  environment: PlaidEnvironment;
  redirectUri: string | null;
}

const PLAID_HOSTS: Record<PlaidEnvironment, string> = { sandbox: 'https://sandbox.plaid.com', production: 'https://production.plaid.com' };

/** Plaid's account and its owner as `/asset_report/get` answers them (only the fields the portal reads). */
interface PlaidReportAccount {
  account_id: string;
  name: string;
  mask: string | null;
  type: string;
  subtype: string | null;
  balances: { available: number | null; current: number | null; iso_currency_code: string | null };
  owners?: {
    names?: string[];
    emails?: { data: string }[];
    phone_numbers?: { data: string }[];
    addresses?: { data: { street?: string | null; city?: string | null; region?: string | null; postal_code?: string | null; country?: string | null } }[];
  }[];
}

interface PlaidReport {
  asset_report_id: string;
  date_generated: string;
  items: { item_id: string; institution_id: string; institution_name: string; accounts: PlaidReportAccount[] }[];
}

/**
 * Plaid (https://plaid.com/docs/api/), for production and Plaid's own sandbox: each call a JSON POST with the client's
 * id and secret, answered in JSON or, on failure, with Plaid's error (`error_type`, `error_code`). Plaid's codes the
 * portal acts on become a `BankLinkingError` of that code; a report not made yet is null, a bank that wants the
 * credentials again is `loginRequired`. Nothing thrown here carries a token or the secret: the log may show it.
 */
export class PlaidBankLinking implements BankLinking {
  private readonly base: string;

  constructor(
    private readonly settings: PlaidSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.base = PLAID_HOSTS[settings.environment];
  }

  async createLinkToken({ user, accessToken }: { user: BankLinkingUser; accessToken?: string }) {
    const answer = await this.post<{ link_token: string; expiration: string }>('/link/token/create', {
      client_name: COMPANY.name,
      language: 'en',
      country_codes: ['US'],
      user: {
        client_user_id: user.clientUserId,
        legal_name: user.legalName,
        email_address: user.email,
        ...(phoneE164(user.phoneNumber) && { phone_number: phoneE164(user.phoneNumber) }),
      },
      // Update mode names the item and no products: Link only asks for the credentials again.
      ...(accessToken === undefined ? { products: ['assets'] } : { access_token: accessToken }),
      ...(this.settings.redirectUri !== null && { redirect_uri: this.settings.redirectUri }),
    });
    return { linkToken: answer.link_token, expiration: answer.expiration };
  }

  async exchangePublicToken(publicToken: string) {
    const answer = await this.post<{ access_token: string; item_id: string }>('/item/public_token/exchange', { public_token: publicToken });
    return { accessToken: answer.access_token, itemId: answer.item_id };
  }

  async item(accessToken: string): Promise<BankItem> {
    const { item } = await this.post<{ item: { item_id: string; institution_id: string | null; error: { error_code: string } | null } }>('/item/get', { access_token: accessToken });
    if (!item.institution_id) throw new BankLinkingError('INSTITUTION_NOT_FOUND', 'Plaid names no institution for the item.', { path: '/item/get' });
    const { institution } = await this.post<{ institution: { institution_id: string; name: string; logo?: string | null } }>('/institutions/get_by_id', {
      institution_id: item.institution_id,
      country_codes: ['US'],
      options: { include_optional_metadata: true },
    });
    return {
      itemId: item.item_id,
      institution: { id: institution.institution_id, name: institution.name, logo: institution.logo ? `data:image/png;base64,${institution.logo}` : null },
      loginRequired: item.error?.error_code === BANK_LINKING_ERRORS.itemLoginRequired,
    };
  }

  async createAssetReport(accessTokens: readonly string[], { daysRequested, user }: { daysRequested: number; user: BankLinkingUser }) {
    const { first, last } = namesOf(user.legalName);
    const answer = await this.post<{ asset_report_id: string; asset_report_token: string }>('/asset_report/create', {
      access_tokens: accessTokens,
      days_requested: daysRequested,
      options: {
        user: {
          client_user_id: user.clientUserId,
          first_name: first,
          last_name: last,
          email: user.email,
          ...(phoneE164(user.phoneNumber) && { phone_number: phoneE164(user.phoneNumber) }),
        },
      },
    });
    return { assetReportId: answer.asset_report_id, assetReportToken: answer.asset_report_token };
  }

  async assetReport(assetReportToken: string): Promise<AssetReport | null> {
    try {
      const { report } = await this.post<{ report: PlaidReport }>('/asset_report/get', { asset_report_token: assetReportToken });
      return {
        assetReportId: report.asset_report_id,
        dateGenerated: report.date_generated,
        items: report.items.map((item) => ({ itemId: item.item_id, institutionId: item.institution_id, institutionName: item.institution_name, accounts: item.accounts.map(linkedAccountOf) })),
      };
    } catch (error) {
      if (error instanceof BankLinkingError && error.code === BANK_LINKING_ERRORS.productNotReady) return null;
      throw error;
    }
  }

  async assetReportPdf(assetReportToken: string): Promise<Buffer> {
    const response = await this.request('/asset_report/pdf/get', { asset_report_token: assetReportToken });
    return Buffer.from(await response.arrayBuffer());
  }

  async removeItem(accessToken: string): Promise<void> {
    await this.post('/item/remove', { access_token: accessToken });
  }

  private async post<T>(path: string, body: Record<string, unknown>): Promise<T> {
    return (await (await this.request(path, body)).json()) as T;
  }

  private async request(path: string, body: Record<string, unknown>): Promise<Response> {
    const response = await this.fetchImpl(`${this.base}${path}`, {
      method: 'POST',
      // The answers' shapes this adapter reads are those of Plaid's API version 2020-09-14, whatever the dashboard says.
      headers: { 'content-type': 'application/json', 'plaid-version': PLAID_API_VERSION },
      body: JSON.stringify({ client_id: this.settings.clientId, secret: this.settings.secret, ...body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.ok) return response;
    const failure = (await response.json().catch(() => null)) as { error_type?: string; error_code?: string; request_id?: string } | null;
    const code = failure?.error_code ?? 'UNKNOWN';
    // Plaid's error_message can quote what was sent; the type and code say enough.
    throw new BankLinkingError(code, `Plaid answered ${response.status} to ${path}: ${failure?.error_type ?? 'unknown error'} ${code}`, {
      status: response.status,
      path,
      requestId: failure?.request_id,
    });
  }
}

/** The version of Plaid's API whose answers this adapter reads. */
export const PLAID_API_VERSION = '2020-09-14';

/** Plaid's account as the contract's: the same fields, with owners' e-mails, phones and addresses as plain text. */
function linkedAccountOf(account: PlaidReportAccount): LinkedAccount {
  return {
    account_id: account.account_id,
    name: account.name,
    mask: account.mask,
    type: account.type,
    subtype: account.subtype,
    balances: { available: account.balances.available, current: account.balances.current, iso_currency_code: account.balances.iso_currency_code },
    owners: (account.owners ?? []).map((owner) => ({
      names: owner.names ?? [],
      emails: (owner.emails ?? []).map((email) => email.data),
      phone_numbers: (owner.phone_numbers ?? []).map((phone) => phone.data),
      addresses: (owner.addresses ?? []).map(({ data }) => addressLineOf(data)),
    })),
  };
}

/** "564 Main Street, APT 15, Austin, TX 78701": the parts Plaid gives, in the order a letter would. */
function addressLineOf(data: { street?: string | null; city?: string | null; region?: string | null; postal_code?: string | null }): string {
  const place = [data.region, data.postal_code].filter(Boolean).join(' ');
  return [data.street, data.city, place].filter(Boolean).join(', ');
}

/** Plaid takes phones in E.164; the portal keeps US numbers as "(555) 010-1001". Anything else is left out. */
export function phoneE164(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/** A legal name as Plaid's report user wants it: the last word is the last name. */
function namesOf(legalName: string): { first: string; last: string } {
  const words = legalName.trim().split(/\s+/);
  return words.length > 1 ? { first: words.slice(0, -1).join(' '), last: words.at(-1)! } : { first: legalName.trim(), last: legalName.trim() };
}
