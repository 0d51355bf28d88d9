import { pinAt, testEnvironment } from '../test-support/environment';
import { describeOverrides, OVERRIDE_STORAGE_KEY, overridesAtBoot, parseOverride, pinsWithOverrides, readOverrides, type VersionOverrides } from './overrides';

const storage = window.localStorage;

/** Boots at `address` and says what the page runs with, what it put in the address bar and what it warned about. */
function bootAt(address: string, lower = true) {
  const replaceAddress = jest.fn();
  const warn = jest.fn();
  const overrides = overridesAtBoot({ lower, address: `http://127.0.0.1:8080${address}`, storage, replaceAddress, warn });
  return { overrides, replaced: replaceAddress.mock.calls.map(([url]) => url as string), warnings: warn.mock.calls.map(([message]) => message as string) };
}

const keep = (overrides: VersionOverrides) => storage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));

beforeEach(() => storage.clear());

test('a value is a remote of the portal and a published version, or reset', () => {
  expect(parseOverride('loans@1.2.0')).toEqual({ kind: 'override', remote: 'loans', version: '1.2.0' });
  expect(parseOverride('teams@1.4.0-rc.1')).toEqual({ kind: 'override', remote: 'teams', version: '1.4.0-rc.1' });
  expect(parseOverride('reset')).toEqual({ kind: 'reset' });
  for (const malformed of ['loans', 'loans@', 'loans@latest', 'loans@1.2', 'billing@1.2.0', 'loans@../1.2.0', 'loans@1.2.0@1.3.0', '@1.2.0', 'LOANS@1.2.0']) {
    expect(parseOverride(malformed)).toEqual({ kind: 'malformed' });
  }
});

test('"?mf-override=<remote>@<version>": kept in local storage for this browser, outside the `portal.` keys that sign-out clears', () => {
  const { overrides, replaced } = bootAt('/my_deals?tab=active&mf-override=loans@1.2.0#top');
  expect(overrides).toEqual({ loans: '1.2.0' });
  expect(JSON.parse(storage.getItem('mf-override') ?? '')).toEqual({ loans: '1.2.0' });
  expect(OVERRIDE_STORAGE_KEY.startsWith('portal.')).toBe(false);
  // Taken out of the address, so a link copied from the bar does not pass it on; the rest of the address stays.
  expect(replaced).toEqual(['/my_deals?tab=active#top']);

  // The next page load, without the parameter, still runs the override and leaves the address alone.
  expect(bootAt('/dashboard')).toEqual({ overrides: { loans: '1.2.0' }, replaced: [], warnings: [] });
});

test('several remotes may be overridden, from one address or one after the other', () => {
  expect(bootAt('/?mf-override=loans@1.2.0&mf-override=deals@1.1.0').overrides).toEqual({ loans: '1.2.0', deals: '1.1.0' });
  expect(bootAt('/?mf-override=teams@2.0.0').overrides).toEqual({ loans: '1.2.0', deals: '1.1.0', teams: '2.0.0' });
  expect(bootAt('/?mf-override=loans@1.3.0').overrides).toEqual({ loans: '1.3.0', deals: '1.1.0', teams: '2.0.0' });
});

test('"?mf-override=reset" clears every override; a reset before an override starts afresh', () => {
  keep({ loans: '1.2.0', deals: '1.1.0' });
  const { overrides, replaced } = bootAt('/login?mf-override=reset');
  expect(overrides).toEqual({});
  expect(storage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  expect(replaced).toEqual(['/login']);

  keep({ loans: '1.2.0' });
  expect(bootAt('/?mf-override=reset&mf-override=teams@2.0.0').overrides).toEqual({ teams: '2.0.0' });
});

test('a malformed value is ignored and said so in the console; what was kept stays', () => {
  keep({ loans: '1.2.0' });
  const { overrides, replaced, warnings } = bootAt('/?mf-override=billing@1.0.0&mf-override=deals@latest&mf-override=deals@1.1.0');
  expect(overrides).toEqual({ loans: '1.2.0', deals: '1.1.0' });
  expect(replaced).toEqual(['/']);
  expect(warnings).toHaveLength(2);
  expect(warnings[0]).toMatch(/^Ignored \?mf-override=billing@1\.0\.0: expected <remote>@<version>/);
});

test('what is kept is checked again: a hand-edited or damaged key never reaches the loader', () => {
  storage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ loans: '1.2.0', billing: '1.0.0', deals: '../evil', teams: 3 }));
  expect(readOverrides(storage)).toEqual({ loans: '1.2.0' });
  storage.setItem(OVERRIDE_STORAGE_KEY, '{not json');
  expect(readOverrides(storage)).toEqual({});
  storage.setItem(OVERRIDE_STORAGE_KEY, 'null');
  expect(readOverrides(storage)).toEqual({});
});

test('production ignores every override and removes any kept one: code comes only from the pins', () => {
  keep({ loans: '1.2.0' });
  const { overrides, replaced, warnings } = bootAt('/dashboard?mf-override=deals@1.1.0', false);
  expect(overrides).toEqual({});
  expect(storage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  expect(replaced).toEqual(['/dashboard']);
  expect(warnings).toEqual(['Version overrides are ignored in production: remotes load only at the versions this environment pins.']);
  expect(bootAt('/dashboard', false)).toEqual({ overrides: {}, replaced: [], warnings: [] });
});

test('an overridden remote loads from its pinned origin at the tester\'s version, without the pin\'s integrity', () => {
  const integrity = `sha384-${'a'.repeat(64)}`;
  const { remotes } = testEnvironment({ remotes: { loans: { ...pinAt('1.0.0'), integrity }, deals: { ...pinAt('1.0.0'), integrity } } });
  const pins = pinsWithOverrides(remotes, { loans: '1.2.0' });
  expect(pins.loans).toEqual({ version: '1.2.0', manifestUrl: 'http://127.0.0.1:8083/1.2.0/mf-manifest.json' });
  expect(pins.deals).toBe(remotes.deals);
  expect(pinsWithOverrides(remotes, {})).toEqual(remotes);
});

test('the banner names the overrides in the portal\'s order of remotes', () => {
  expect(describeOverrides({ teams: '2.0.0', loans: '1.2.0' })).toBe('loans@1.2.0, teams@2.0.0');
  expect(describeOverrides({})).toBe('');
});
