/**
 * The e-signature provider the environment chooses: `ESIGNATURE_PROVIDER` is `local` (the stand-in, lower
 * environments only, and their default) or `docusign` (embedded signing; unset elsewhere, signings are refused), which needs `DOCUSIGN_BASE_URL` (https,
 * the account's REST base such as https://demo.docusign.net/restapi), `DOCUSIGN_ACCOUNT_ID` and
 * `DOCUSIGN_ACCESS_TOKEN` (an OAuth token with the `signature` scope, renewed by the deployment).
 */
export type ESignatureSettings =
  | { provider: 'local' }
  | { provider: 'docusign'; baseUrl: string; accountId: string; accessToken: string }
  /** Outside lower environments, until a provider is set: a signing is refused ("Failed to communicate with eSignature service."). */
  | { provider: 'none' };

export function eSignatureSettingsFrom(env: NodeJS.ProcessEnv, lowerEnvironment: boolean): ESignatureSettings {
  const read = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const provider = read('ESIGNATURE_PROVIDER') ?? (lowerEnvironment ? 'local' : 'none');
  if (provider === 'none' && !lowerEnvironment) return { provider };
  if (provider === 'local') {
    // Anyone signed in could sign anything with a typed name: never where signatures count.
    if (!lowerEnvironment) throw new Error('ESIGNATURE_PROVIDER=local is the stand-in for lower environments (LOWER_ENVIRONMENT=true) only.');
    return { provider };
  }
  if (provider !== 'docusign') throw new Error(`ESIGNATURE_PROVIDER must be "docusign"${lowerEnvironment ? ' or "local"' : ''}, not "${provider}".`);
  const baseUrl = read('DOCUSIGN_BASE_URL');
  const accountId = read('DOCUSIGN_ACCOUNT_ID');
  const accessToken = read('DOCUSIGN_ACCESS_TOKEN');
  if (!baseUrl || !URL.canParse(baseUrl) || !/^https:/i.test(baseUrl)) throw new Error('DOCUSIGN_BASE_URL must be the https address of the DocuSign REST API.');
  if (!accountId || !accessToken) throw new Error('DOCUSIGN_ACCOUNT_ID and DOCUSIGN_ACCESS_TOKEN must be set for ESIGNATURE_PROVIDER=docusign.');
  return { provider, baseUrl: baseUrl.replace(/\/+$/, ''), accountId, accessToken };
}
