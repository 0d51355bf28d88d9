import { formatDate, OWNER_ROLE_NAME, type TeamInvite } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { ButtonRow, Icon, VisuallyHidden } from '@portal/shared-ui/kit';
import { teamsTexts } from '../../texts/teams';
import { TeamsTable, type TeamsTableColumn } from './TeamsTable';

export interface JoinedTeamsProps {
  teams: readonly TeamInvite[];
  /** A joined team's `id` is its account's. */
  onEnter(accountId: number): void;
  onLeave(team: TeamInvite): void;
}

/**
 * "Joined rows have Enter and a delete icon (delete is absent for the Owner role)" (spec 000 §2.8). The columns are
 * "not shown": whose team, the role held there and since when, then the actions, like the invitations' table.
 */
export function JoinedTeams({ teams, onEnter, onLeave }: JoinedTeamsProps) {
  const columns: readonly TeamsTableColumn<TeamInvite>[] = [
    { header: teamsTexts.borrower, cell: (team) => team.borrower_name },
    { header: teamsTexts.role, cell: (team) => team.role },
    { header: teamsTexts.joinedOn, cell: (team) => formatDate(team.date_created) },
    {
      header: teamsTexts.actions,
      cell: (team) => (
        <ButtonRow align="start">
          <Button size="small" onClick={() => onEnter(team.id)}>
            {teamsTexts.enter}
            <VisuallyHidden>{teamsTexts.accountOf(team.borrower_name)}</VisuallyHidden>
          </Button>
          {/* "The Owner role in the teams area cannot be disconnected." */}
          {team.role !== OWNER_ROLE_NAME && <LeaveButton label={teamsTexts.leaveTeam(team.borrower_name)} onClick={() => onLeave(team)} />}
        </ButtonRow>
      ),
    },
  ];
  return <TeamsTable caption={teamsTexts.joinedTable} columns={columns} rows={teams} rowKey={(team) => team.id} emptyText={teamsTexts.noTeams} />;
}

/** The spec's "delete icon": a bin, named for assistive technology and shown as a tooltip. */
function LeaveButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Button variant="danger" size="small" aria-label={label} title={label} onClick={onClick}>
      <Icon size="small" path="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z" />
    </Button>
  );
}
