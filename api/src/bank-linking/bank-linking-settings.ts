/**
 * The bank-linking provider the environment chooses: `BANK_LINKING_PROVIDER` is `local` (the stand-in, lower
 * environments only, and their default) or `plaid`, which needs `PLAID_CLIENT_ID`, `PLAID_SECRET` and `PLAID_ENV`
 * (`sandbox` or `production`), and takes `PLAID_REDIRECT_URI` (https, registered with Plaid) for banks that sign in
 * through OAuth. Unset elsewhere, every call is refused.
 */
export type BankLinkingSettings =
  /** `reportDelayMs`: how long the stand-in takes to make an asset report, as a provider does (BANK_LINKING_REPORT_DELAY_MS). */
  | { provider: 'local'; reportDelayMs: number }
  | { provider: 'plaid'; clientId: string; secret: string; environment: PlaidEnvironment; redirectUri: string | null }
  /** Outside lower environments, until a provider is set: every call fails with a 502, and the log says why. */
  | { provider: 'none' };

export const PLAID_ENVIRONMENTS = ['sandbox', 'production'] as const;
export type PlaidEnvironment = (typeof PLAID_ENVIRONMENTS)[number];

/** A provider's asset report takes seconds to a minute or two; the stand-in takes 8 seconds unless told otherwise. */
export const STAND_IN_REPORT_DELAY_MS = 8000;

export function bankLinkingSettingsFrom(env: NodeJS.ProcessEnv, lowerEnvironment: boolean, reportDelayMs = STAND_IN_REPORT_DELAY_MS): BankLinkingSettings {
  const read = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const provider = read('BANK_LINKING_PROVIDER') ?? (lowerEnvironment ? 'local' : 'none');
  if (provider === 'none' && !lowerEnvironment) return { provider };
  if (provider === 'local') {
    // Any username and password link a made-up bank: never where proof of funds counts.
    if (!lowerEnvironment) throw new Error('BANK_LINKING_PROVIDER=local is the stand-in for lower environments (LOWER_ENVIRONMENT=true) only.');
    return { provider, reportDelayMs };
  }
  if (provider !== 'plaid') throw new Error(`BANK_LINKING_PROVIDER must be "plaid"${lowerEnvironment ? ' or "local"' : ''}, not "${provider}".`);
  const clientId = read('PLAID_CLIENT_ID');
  const secret = read('PLAID_SECRET');
  const environment = read('PLAID_ENV');
  const redirectUri = read('PLAID_REDIRECT_URI') ?? null;
  if (!clientId || !secret) throw new Error('PLAID_CLIENT_ID and PLAID_SECRET must be set for BANK_LINKING_PROVIDER=plaid.');
  if (!PLAID_ENVIRONMENTS.includes(environment as PlaidEnvironment)) throw new Error(`PLAID_ENV must be "sandbox" or "production", not "${environment ?? ''}".`);
  if (redirectUri !== null && (!URL.canParse(redirectUri) || !/^https:/i.test(redirectUri))) throw new Error('PLAID_REDIRECT_URI must be an https address registered with Plaid.');
  return { provider, clientId, secret, environment: environment as PlaidEnvironment, redirectUri };
}
