import { configFromEnvironment } from '../config';
import { bankLinkingSettingsFrom } from './bank-linking-settings';

const PLAID = { BANK_LINKING_PROVIDER: 'plaid', PLAID_CLIENT_ID: 'client-1', PLAID_SECRET: 'secret-1', PLAID_ENV: 'sandbox' };

test('"a stand-in refuses to run outside a lower environment": the local provider is the lower environments\' default only', () => {
  expect(bankLinkingSettingsFrom({}, true)).toEqual({ provider: 'local', reportDelayMs: 8000 });
  expect(bankLinkingSettingsFrom({}, true, 0)).toEqual({ provider: 'local', reportDelayMs: 0 });
  expect(() => bankLinkingSettingsFrom({ BANK_LINKING_PROVIDER: 'local' }, false)).toThrow('lower environments');
  expect(bankLinkingSettingsFrom({}, false)).toEqual({ provider: 'none' });
  expect(() => bankLinkingSettingsFrom({ BANK_LINKING_PROVIDER: 'yodlee' }, false)).toThrow('BANK_LINKING_PROVIDER must be "plaid", not "yodlee"');
  expect(() => bankLinkingSettingsFrom({ BANK_LINKING_PROVIDER: 'yodlee' }, true)).toThrow('BANK_LINKING_PROVIDER must be "plaid" or "local", not "yodlee"');
});

test('"a real provider is a configuration away": Plaid needs its keys and environment, a redirect address is https', () => {
  expect(bankLinkingSettingsFrom(PLAID, false)).toEqual({ provider: 'plaid', clientId: 'client-1', secret: 'secret-1', environment: 'sandbox', redirectUri: null });
  expect(bankLinkingSettingsFrom({ ...PLAID, PLAID_ENV: 'production', PLAID_REDIRECT_URI: 'https://portal.lender.example/plaid' }, false)).toMatchObject({
    environment: 'production',
    redirectUri: 'https://portal.lender.example/plaid',
  });
  // A lower environment may try the real provider's sandbox.
  expect(bankLinkingSettingsFrom(PLAID, true)).toMatchObject({ provider: 'plaid' });
  expect(() => bankLinkingSettingsFrom({ ...PLAID, PLAID_SECRET: '' }, false)).toThrow('PLAID_CLIENT_ID and PLAID_SECRET');
  expect(() => bankLinkingSettingsFrom({ ...PLAID, PLAID_ENV: 'development' }, false)).toThrow('PLAID_ENV must be "sandbox" or "production"');
  expect(() => bankLinkingSettingsFrom({ ...PLAID, PLAID_REDIRECT_URI: 'http://portal.lender.example/plaid' }, false)).toThrow('PLAID_REDIRECT_URI');
});

test('the configuration reads them: BANK_LINKING_REPORT_DELAY_MS is a whole number of milliseconds', () => {
  const production = { PUBLIC_URL: 'https://portal.lender.example', DATA_ENCRYPTION_KEY: 'q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA=' };
  expect(configFromEnvironment(production).bankLinking).toEqual({ provider: 'none' });
  expect(configFromEnvironment({ ...production, ...PLAID }).bankLinking).toMatchObject({ provider: 'plaid', environment: 'sandbox' });
  expect(() => configFromEnvironment({ ...production, BANK_LINKING_PROVIDER: 'local' })).toThrow('lower environments');
  expect(configFromEnvironment({ LOWER_ENVIRONMENT: 'true' }).bankLinking).toEqual({ provider: 'local', reportDelayMs: 8000 });
  expect(configFromEnvironment({ LOWER_ENVIRONMENT: 'true', BANK_LINKING_REPORT_DELAY_MS: '0' }).bankLinking).toEqual({ provider: 'local', reportDelayMs: 0 });
  expect(() => configFromEnvironment({ LOWER_ENVIRONMENT: 'true', BANK_LINKING_REPORT_DELAY_MS: 'soon' })).toThrow('BANK_LINKING_REPORT_DELAY_MS');
  expect(() => configFromEnvironment({ LOWER_ENVIRONMENT: 'true', BANK_LINKING_REPORT_DELAY_MS: '-1' })).toThrow('BANK_LINKING_REPORT_DELAY_MS');
});
