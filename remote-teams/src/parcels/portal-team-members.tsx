import { createParcelLifecycles } from '@portal/shared-ui/remote';
import { buildInfo } from '../buildInfo';
import { PortalTeamMembers } from '../features/portal-team-members/PortalTeamMembers';
import { teamMemberTexts } from '../texts/team-members';

/**
 * What the profile area's Settings page mounts in its owner-only tab as `teams` `./portal-team-members` (through
 * shared-ui's RemoteParcel, `props={{}}`): Portal Team Members, rendered with the PortalContext of the page that
 * mounts it, for the account its session operates on. Its one optional prop is `headingLevel` (2 by default).
 */
export const { bootstrap, mount, unmount, update, info } = createParcelLifecycles(buildInfo, PortalTeamMembers, { label: teamMemberTexts.parcelLabel });
