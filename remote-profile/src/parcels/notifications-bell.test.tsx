import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_VERSION, notificationEndpoints } from '@portal/shared-contracts';
import { PortalOverlays, PortalProvider } from '@portal/shared-ui';
import { RemoteParcel } from '@portal/shared-ui/kit';
import { answer, createFakePortal, signedInBundle } from '@portal/shared-ui/testing';
import { notification } from '../features/notifications/testing';
import * as notificationsBellParcel from './notifications-bell';

// The parcel's React root renders the way a page mounts it, outside act() (which would hang single-spa-react's
// mount, DESIGN §9); Testing Library still wraps its own renders and events in act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

const rates = notification(5, 0, { title: 'New rates', headline: 'Our bridge rates changed' });

/** The bell as the host's top bar mounts it: through RemoteParcel, with the host's PortalContext. */
function mountNotificationsBellParcel() {
  const fake = createFakePortal({
    bundle: { ...signedInBundle(), notifications: [rates] },
    answers: [answer(notificationEndpoints.list, [rates]), answer(notificationEndpoints.markRead, { ...rates, read: true })],
    parcels: { profile: { './notifications-bell': notificationsBellParcel } },
  });
  const view = render(
    <PortalProvider portal={fake.portal}>
      <RemoteParcel remote="profile" module="./notifications-bell" label="your notifications" props={{}} />
      <PortalOverlays store={fake.uiStore} />
    </PortalProvider>,
  );
  return { ...fake, unmount: view.unmount };
}

test('the parcel records the build facts the host checks', () => {
  expect(notificationsBellParcel.info).toMatchObject({ name: 'profile', contractVersion: CONTRACT_VERSION });
});

test('mounted by the host, the bell reads and marks the notifications through the host\'s portal, and leaves cleanly', async () => {
  const { callsTo, parcelLoads, portal, unmount } = mountNotificationsBellParcel();

  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  expect(parcelLoads).toEqual([{ remote: 'profile', module: './notifications-bell' }]);
  await userEvent.click(within(screen.getByRole('dialog', { name: "What's New" })).getByRole('button', { name: /New rates/ }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'New rates' })).getByRole('button', { name: 'Close' }));

  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  expect(callsTo(notificationEndpoints.markRead)).toEqual([{ params: { id: 42, notification_id: 5 } }]);
  await waitFor(() => expect(portal.session.getState().bundle?.notifications).toEqual([{ ...rates, read: true }]));

  unmount();
  await waitFor(() => expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument());
});
