import { CONTRIBUTOR_STATUS_LABELS, formatDate, invitationHasExpired, inviteIsOpen, type TeamInvite } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { ButtonRow, VisuallyHidden } from '@portal/shared-ui/kit';
import { teamsTexts } from '../../texts/teams';
import { TeamsTable, type TeamsTableColumn } from './TeamsTable';

export interface InvitationsProps {
  invites: readonly TeamInvite[];
  /** The moment the page compares expiry dates with. */
  now: Date;
  onAccept(invite: TeamInvite): void;
  onReject(invite: TeamInvite): void;
}

/** A pending invitation past its time reads "Expired"; any other its status. */
function statusOf(invite: TeamInvite, now: Date): string {
  return invite.status === 'pending' && invitationHasExpired(invite.expires_at, now) ? teamsTexts.expired : CONTRIBUTOR_STATUS_LABELS[invite.status];
}

/**
 * "Invitation columns: Borrower (borrower_name), Role, Status, Created on (date_created), Actions. Rows with status
 * pending have Accept and Reject" (spec 000 §2.8), as long as the invitation has not expired (`inviteIsOpen`).
 */
export function Invitations({ invites, now, onAccept, onReject }: InvitationsProps) {
  const columns: readonly TeamsTableColumn<TeamInvite>[] = [
    { header: teamsTexts.borrower, cell: (invite) => invite.borrower_name },
    { header: teamsTexts.role, cell: (invite) => invite.role },
    { header: teamsTexts.status, cell: (invite) => statusOf(invite, now) },
    { header: teamsTexts.createdOn, cell: (invite) => formatDate(invite.date_created) },
    {
      header: teamsTexts.actions,
      cell: (invite) =>
        inviteIsOpen(invite, now) && (
          <ButtonRow align="start">
            <Button size="small" onClick={() => onAccept(invite)}>
              {teamsTexts.accept}
              <VisuallyHidden>{teamsTexts.invitationFrom(invite.borrower_name)}</VisuallyHidden>
            </Button>
            <Button variant="secondary" size="small" onClick={() => onReject(invite)}>
              {teamsTexts.reject}
              <VisuallyHidden>{teamsTexts.invitationFrom(invite.borrower_name)}</VisuallyHidden>
            </Button>
          </ButtonRow>
        ),
    },
  ];
  return <TeamsTable caption={teamsTexts.invitationsTable} columns={columns} rows={invites} rowKey={(invite) => invite.id} emptyText={teamsTexts.noInvitations} />;
}
