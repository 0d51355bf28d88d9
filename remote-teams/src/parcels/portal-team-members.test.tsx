import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_VERSION, teamMemberEndpoints } from '@portal/shared-contracts';
import { PortalOverlays, PortalProvider } from '@portal/shared-ui';
import { RemoteParcel } from '@portal/shared-ui/kit';
import { answer, createFakePortal, signedInBundle } from '@portal/shared-ui/testing';
import { MARKER, teamAnswers } from '../features/portal-team-members/testing';
import * as portalTeamMembersParcel from './portal-team-members';

// The parcel's React root renders the way a page mounts it, outside act() (which would hang single-spa-react's
// mount, DESIGN §9); Testing Library still wraps its own renders and events in act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

/** Portal Team Members as the profile area's Settings page mounts it: through RemoteParcel, with that page's PortalContext. */
function mountPortalTeamMembersParcel() {
  const fake = createFakePortal({
    bundle: signedInBundle({ permissions: ['owner'] }),
    answers: [...teamAnswers(), answer(teamMemberEndpoints.updatePrimaryPoc, { message: 'Bob Stone is now your Primary Contact.' })],
    parcels: { teams: { './portal-team-members': portalTeamMembersParcel } },
  });
  const view = render(
    <PortalProvider portal={fake.portal}>
      <RemoteParcel remote="teams" module="./portal-team-members" label="the portal team members" props={{}} />
      <PortalOverlays store={fake.uiStore} />
    </PortalProvider>,
  );
  return { ...fake, unmount: view.unmount };
}

test('the parcel records the build facts the host checks', () => {
  expect(portalTeamMembersParcel.info).toMatchObject({ name: 'teams', contractVersion: CONTRACT_VERSION });
});

test('mounted by the Settings page, it loads and changes the team through that page\'s portal, and leaves cleanly', async () => {
  const { callsTo, parcelLoads, unmount } = mountPortalTeamMembersParcel();

  const bob = await screen.findByRole('region', { name: 'Bob Stone' });
  expect(parcelLoads).toEqual([{ remote: 'teams', module: './portal-team-members' }]);
  await userEvent.click(within(bob).getByRole('button', { name: 'Make primary contact (Bob Stone)' }));

  expect(await screen.findByText('Bob Stone is now your Primary Contact.')).toBeInTheDocument();
  expect(callsTo(teamMemberEndpoints.updatePrimaryPoc)).toEqual([{ params: { id: 42 }, body: { poc_id: 2, last_poc_update: MARKER } }]);

  unmount();
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Bob Stone' })).not.toBeInTheDocument());
});
