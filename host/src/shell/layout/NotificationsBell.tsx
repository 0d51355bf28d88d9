import { RemoteParcel } from '@portal/shared-ui/kit';

/** The parcel takes no props of its own; one object, so a re-render of the layout does not update it for nothing. */
const noProps = {};

/**
 * The person's notifications bell (spec 002 §2.8): the profile area owns it and exposes it as a parcel; the top bar
 * mounts it at runtime, never importing the area's code. Every signed-in person has one, teams-area users too: the
 * notifications are the person's own.
 */
export function NotificationsBell() {
  return <RemoteParcel remote="profile" module="./notifications-bell" label="the notifications bell" props={noProps} compact className="portal-top-bar__bell-parcel" />;
}
