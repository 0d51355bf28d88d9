import type { Database } from '../db/database';
import type { BankLinking } from './bank-linking';
import type { BankLinkingSettings } from './bank-linking-settings';
import { localBankLinking } from './local-bank-linking';
import { PlaidBankLinking } from './plaid-bank-linking';

const refused = () => Promise.reject(new Error('No bank-linking provider is configured: set BANK_LINKING_PROVIDER.'));

/** A deployment that set no provider: every call fails, and the log says why. */
const noProvider: BankLinking = {
  createLinkToken: refused,
  exchangePublicToken: refused,
  item: refused,
  createAssetReport: refused,
  assetReport: refused,
  assetReportPdf: refused,
  removeItem: refused,
};

export function configuredBankLinking(settings: BankLinkingSettings, db: Database): BankLinking {
  if (settings.provider === 'local') return localBankLinking(db, { reportDelayMs: settings.reportDelayMs });
  return settings.provider === 'plaid' ? new PlaidBankLinking(settings) : noProvider;
}
