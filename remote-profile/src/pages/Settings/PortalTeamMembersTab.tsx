import { RemoteParcel } from '@portal/shared-ui/kit';
import { settingsTexts } from '../../texts/settings';

/** The parcel takes no props of its own; one object, so a re-render of the tab does not update it for nothing. */
const noProps = {};

/**
 * Portal Team Members (owner only, tab 3, where the sidebar's Team Members item leads): the teams area owns the list,
 * its roles and invitations, and exposes them as a parcel; the profile area mounts it here, never importing its code.
 */
export function PortalTeamMembersTab() {
  return <RemoteParcel remote="teams" module="./portal-team-members" label={settingsTexts.teamMembersParcel} props={noProps} />;
}
