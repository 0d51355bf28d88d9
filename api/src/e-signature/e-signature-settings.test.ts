import { eSignatureSettingsFrom } from './e-signature-settings';

test('"the stand-in is refused outside lower environments": the local provider is the lower environments\' default only', () => {
  expect(eSignatureSettingsFrom({}, true)).toEqual({ provider: 'local' });
  expect(() => eSignatureSettingsFrom({ ESIGNATURE_PROVIDER: 'local' }, false)).toThrow('lower environments');
  expect(eSignatureSettingsFrom({}, false)).toEqual({ provider: 'none' });
  expect(() => eSignatureSettingsFrom({ ESIGNATURE_PROVIDER: 'sign-it' }, false)).toThrow('ESIGNATURE_PROVIDER must be "docusign", not "sign-it"');
});

test('"a real provider is a configuration away": DocuSign needs its https address, account and token', () => {
  const docusign = { ESIGNATURE_PROVIDER: 'docusign', DOCUSIGN_BASE_URL: 'https://demo.docusign.net/restapi/', DOCUSIGN_ACCOUNT_ID: 'acc-1', DOCUSIGN_ACCESS_TOKEN: 'token' };
  expect(eSignatureSettingsFrom(docusign, false)).toEqual({ provider: 'docusign', baseUrl: 'https://demo.docusign.net/restapi', accountId: 'acc-1', accessToken: 'token' });
  expect(() => eSignatureSettingsFrom({ ...docusign, DOCUSIGN_BASE_URL: 'http://demo.docusign.net' }, false)).toThrow('DOCUSIGN_BASE_URL');
  expect(() => eSignatureSettingsFrom({ ...docusign, DOCUSIGN_ACCESS_TOKEN: '' }, false)).toThrow('DOCUSIGN_ACCOUNT_ID and DOCUSIGN_ACCESS_TOKEN');
});
