import { CAMPAIGN_KEPT_MS, CAMPAIGN_STORAGE_KEY, rememberCampaignUrl, storedCampaignUrl } from './campaign-url';

afterEach(() => window.localStorage.clear());

test('"Campaign parameters in the URL are stored when it contains \'campaign\' or \'ad\'"', () => {
  rememberCampaignUrl(new URL('https://portal.example/registration?utm_campaign=spring'));
  expect(storedCampaignUrl()).toBe('https://portal.example/registration?utm_campaign=spring');
  rememberCampaignUrl(new URL('https://portal.example/?ad=42'));
  expect(storedCampaignUrl()).toBe('https://portal.example/?ad=42');
});

test('a query without them leaves the stored campaign alone; the host name and path are not read', () => {
  rememberCampaignUrl(new URL('https://portal.example/?utm_campaign=spring'));
  rememberCampaignUrl(new URL('https://loads.example/registration?email=x%40y.test'));
  expect(storedCampaignUrl()).toBe('https://portal.example/?utm_campaign=spring');
});

test("it lives outside the session's portal. prefix, so that signing out does not drop it", () => {
  expect(CAMPAIGN_STORAGE_KEY.startsWith('portal.')).toBe(false);
});

test('a campaign older than CAMPAIGN_KEPT_MS is no longer sent', () => {
  rememberCampaignUrl(new URL('https://portal.example/?utm_campaign=spring'), window.localStorage, 1_000);
  expect(storedCampaignUrl(window.localStorage, 1_000 + CAMPAIGN_KEPT_MS)).toBe('https://portal.example/?utm_campaign=spring');
  expect(storedCampaignUrl(window.localStorage, 1_001 + CAMPAIGN_KEPT_MS)).toBeNull();
  expect(window.localStorage.getItem(CAMPAIGN_STORAGE_KEY)).toBeNull();
});

test('unreadable or missing storage means no campaign, never a failure', () => {
  window.localStorage.setItem(CAMPAIGN_STORAGE_KEY, '{not json');
  expect(storedCampaignUrl()).toBeNull();
  expect(storedCampaignUrl(null)).toBeNull();
  expect(() => rememberCampaignUrl(new URL('https://portal.example/?ad=1'), null)).not.toThrow();
});
