import {
  CONTRIBUTOR_RELATIONSHIP_LABELS,
  CONTRIBUTOR_STATUS_LABELS,
  invitationHasExpired,
  otherRelationshipIsNeeded,
  teamMemberMessages,
  type Contributor,
  type ContributorAction,
} from '@portal/shared-contracts';
import type { BadgeVariant } from '@portal/shared-ui/kit';
import { teamMemberTexts } from '../../texts/team-members';

/** "pending: shows Update Invite. disconnected, suspended, rejected or no status: shows Send Invite. active: shows Change Role." */
export const CONTRIBUTOR_ACTION_LABELS: Record<ContributorAction, string> = {
  update_invite: teamMemberMessages.updateInvite,
  send_invite: teamMemberMessages.sendInvite,
  change_role: teamMemberMessages.changeRole,
};

/** What a card says of a contact's status: "Not invited" with no status, "Expired" for a lapsed invitation. */
export function statusOf(contributor: Pick<Contributor, 'status' | 'invitation_expires_at'>, now: Date): { label: string; tone: BadgeVariant } {
  const { status } = contributor;
  if (status === null) return { label: teamMemberTexts.notInvited, tone: 'neutral' };
  if (status === 'pending' && invitationHasExpired(contributor.invitation_expires_at, now)) return { label: teamMemberTexts.expired, tone: 'warning' };
  return { label: CONTRIBUTOR_STATUS_LABELS[status], tone: status === 'active' ? 'success' : status === 'pending' ? 'info' : 'neutral' };
}

/** The relationship's label; "other" shows what the owner wrote. */
export function relationshipOf(contributor: Pick<Contributor, 'relationship' | 'other_relationship'>): string {
  return otherRelationshipIsNeeded(contributor.relationship) && contributor.other_relationship !== ''
    ? contributor.other_relationship
    : CONTRIBUTOR_RELATIONSHIP_LABELS[contributor.relationship];
}
