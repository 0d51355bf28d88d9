import { createParcelLifecycles } from '@portal/shared-ui/remote';
import { buildInfo } from '../buildInfo';
import { NotificationsBell } from '../features/notifications/NotificationsBell';
import { notificationTexts } from '../texts/notifications';

/**
 * What the host's top bar mounts as `profile` `./notifications-bell` (through shared-ui's RemoteParcel, `props={{}}`):
 * the person's notifications bell, rendered with the host's PortalContext. No props of its own: the person and their
 * notifications come from the session.
 */
export const { bootstrap, mount, unmount, update, info } = createParcelLifecycles(buildInfo, NotificationsBell, { label: notificationTexts.parcelLabel });
