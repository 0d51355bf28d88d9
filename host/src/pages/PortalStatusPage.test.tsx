import { render, screen, within } from '@testing-library/react';
import type { RemoteName } from '@portal/shared-contracts';
import type { VersionOverrides } from '../environment/overrides';
import { createRemoteStatusStore, updateRemoteStatus } from '../remotes/remoteStatus';
import { pinAt, testEnvironment } from '../test-support/environment';
import { PortalStatusPage } from './PortalStatusPage';

const integrity = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
const env = testEnvironment({
  remotes: { auth: { ...pinAt('1.0.0'), integrity }, loans: { ...pinAt('1.0.0'), integrity }, profile: { ...pinAt('1.0.0'), integrity }, teams: { ...pinAt('1.1.0'), integrity } },
});

function renderStatus(environment = env, overrides: VersionOverrides = { deals: '1.2.0' }) {
  const status = createRemoteStatusStore(environment.remotes, overrides);
  updateRemoteStatus(status, 'loans', { state: 'loaded', loadedVersion: '1.0.0', contractVersion: '1.8.0', loadMs: 140, entryChecked: true });
  updateRemoteStatus(status, 'deals', { state: 'loaded', loadedVersion: overrides.deals ?? '1.0.0', contractVersion: '1.8.0', loadMs: 90 });
  updateRemoteStatus(status, 'teams', { state: 'failed', failure: { kind: 'integrity', detail: 'hashes to sha384-other' } });
  render(<PortalStatusPage env={environment} status={status} hostVersion="1.0.0" contractVersion="1.8.0" />);
}

/** The cells of a remote's row, by the `data-column` the end-to-end tests read. */
function row(remote: RemoteName) {
  const cells = within(screen.getByRole('row', { name: new RegExp(`^${remote} `) }));
  return (column: string) => cells.getAllByRole('cell').find((cell) => cell.dataset.column === column)?.textContent;
}

test('the page says what it runs: host, environment (a lower one here) and contract', () => {
  renderStatus();
  expect(screen.getByRole('heading', { name: 'Portal status' })).toBeInTheDocument();
  expect(screen.getByText(/^Environment: local\. A lower environment/)).toBeInTheDocument();
  expect(screen.getByText('Host 1.0.0, contract 1.8.0.')).toBeInTheDocument();
});

test('for each remote: pinned, overridden and loaded versions, integrity, state, and the manifest in use', () => {
  renderStatus();
  const loans = row('loans');
  expect([loans('pinned'), loans('override'), loans('loaded'), loans('state')]).toEqual(['1.0.0', '—', '1.0.0', 'loaded']);
  expect(loans('integrity')).toBe('checked (sha384-oqVuAfXRKap7…)');
  expect(screen.getByRole('row', { name: /^loans / })).toHaveTextContent('140 ms');

  const deals = row('deals');
  expect([deals('pinned'), deals('override'), deals('loaded'), deals('integrity')]).toEqual(['1.0.0', '1.2.0', '1.2.0', 'not checked: overridden']);
  expect(screen.getByRole('row', { name: /^deals / })).toHaveTextContent('http://127.0.0.1:8083/1.2.0/mf-manifest.json');
  expect(screen.getByText(/An overridden version loads without the integrity check/)).toBeInTheDocument();

  const teams = row('teams');
  expect([teams('integrity'), teams('state')]).toEqual(['failed', 'failed (integrity)']);
  // Pinned with a hash but not opened yet.
  expect(row('profile')('integrity')).toBe('—');
  expect(row('profile')('state')).toBe('not-loaded');
});

test('a pin without a hash says so; production is named, the page being open there only to the owner', () => {
  renderStatus(testEnvironment({ name: 'production', lower: false }), {});
  expect(screen.getByText('Environment: production. Production: remotes load only at their pinned versions, and this page is open only to the owner.')).toBeInTheDocument();
  expect(row('loans')('integrity')).toBe('not pinned');
  expect(row('deals')('override')).toBe('—');
  expect(screen.queryByText(/An overridden version loads without the integrity check/)).toBeNull();
});
