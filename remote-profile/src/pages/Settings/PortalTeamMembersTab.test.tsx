import { screen } from '@testing-library/react';
import { CONTRACT_VERSION, REMOTE_AREAS } from '@portal/shared-contracts';
import { useSession } from '@portal/shared-ui';
import { createParcelLifecycles } from '@portal/shared-ui/remote';
import { renderSettings } from './testing';

// The parcel's own React root renders the way a page mounts it, outside act() (which would hang single-spa-react's
// mount): shared-ui's README, 'Parcels' → Testing.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

/** What the teams remote exposes, as far as this page can tell: a component mounted with the page's portal. */
function FakeTeamMembers() {
  const firstName = useSession((state) => state.bundle?.user.first_name);
  return <p>{`${firstName}'s portal team members`}</p>;
}

const teamMembersParcel = createParcelLifecycles({ name: 'teams', version: '1.0.0', contractVersion: CONTRACT_VERSION, area: REMOTE_AREAS.teams }, FakeTeamMembers);

test('Portal Team Members (tab 3, where the sidebar leads) mounts the teams area\'s parcel with the page\'s portal', async () => {
  const { parcelLoads } = renderSettings({ url: '/settings?tab=3', parcels: { teams: { './portal-team-members': teamMembersParcel } } });

  expect(await screen.findByRole('tab', { name: 'Portal Team Members', selected: true })).toBeInTheDocument();
  expect(await screen.findByText("Ann's portal team members")).toBeInTheDocument();
  expect(parcelLoads).toEqual([{ remote: 'teams', module: './portal-team-members' }]);
});

test('a parcel that cannot be loaded says so, with Try again; the rest of the page keeps working', async () => {
  const unreachable = Object.assign(new Error('http://127.0.0.1:8085/1.0.0/mf-manifest.json did not answer'), { kind: 'network' });
  renderSettings({ url: '/settings?tab=3', parcels: { teams: { './portal-team-members': () => Promise.reject(unreachable) } } });

  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('The Portal Team Members list is not available right now.');
  expect(failure).toHaveTextContent('Error kind: network');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Change Password' })).toBeEnabled();
});
