import { useState } from 'react';
import { inviteIsOpen, routeByName, type TeamInvite, type TeamsAreaLoadResponse } from '@portal/shared-contracts';
import { Badge, Card, LoadingWrapper, Page, Tabs } from '@portal/shared-ui/kit';
import { teamsTexts } from '../../texts/teams';
import { Invitations } from './Invitations';
import { JoinedTeams } from './JoinedTeams';
import { MainAccountCard } from './MainAccountCard';
import { useTeamsArea } from './useTeamsArea';
import './TeamsArea.css';

const JOINED_TAB = 0;

/**
 * TeamsArea (spec 000 §2.8, §4.3): where a person who works for borrowers chooses whose account to work on. The
 * Main Account card (their own account, when they have one) and the Teams card with the teams they joined and the
 * invitations they received. What the page is for shows at once (and is drawn ahead, prerender.tsx); the cards once the
 * teams have arrived.
 */
export function TeamsArea() {
  const { teams, enter, accept, reject, leave } = useTeamsArea();
  return (
    <Page title={routeByName('TeamsArea').title}>
      <p className="teams-area__intro">{teamsTexts.intro}</p>
      <LoadingWrapper loading={teams.loading} error={teams.error} onRetry={teams.retry} loadingLabel={teamsTexts.loadingTeams}>
        {teams.status === 'loaded' && (
          <div className="teams-area">
            {teams.data.owner && <MainAccountCard owner={teams.data.owner} onEnter={enter} />}
            <TeamsCard teams={teams.data} onEnter={enter} onLeave={leave} onAccept={accept} onReject={reject} />
          </div>
        )}
      </LoadingWrapper>
    </Page>
  );
}

interface TeamsCardProps {
  teams: TeamsAreaLoadResponse;
  onEnter(accountId: number): void;
  onLeave(team: TeamInvite): void;
  /** Resolves true once accepted. */
  onAccept(invite: TeamInvite): Promise<boolean>;
  onReject(invite: TeamInvite): void;
}

/**
 * "A Teams card with tabs 'Joined (n)' and 'Invitations'; the Invitations tab carries a red badge counting pending
 * invites": the ones that can still be answered. "Accept reloads the lists and returns to the Joined tab."
 */
function TeamsCard({ teams, onEnter, onLeave, onAccept, onReject }: TeamsCardProps) {
  const [tab, setTab] = useState(JOINED_TAB);
  const now = new Date();
  const open = teams.invites.filter((invite) => inviteIsOpen(invite, now)).length;

  async function accept(invite: TeamInvite) {
    if (await onAccept(invite)) setTab(JOINED_TAB);
  }

  return (
    <Card title={teamsTexts.teams}>
      <Tabs
        label={teamsTexts.teams}
        activeIndex={tab}
        onChange={setTab}
        tabs={[
          { label: teamsTexts.joined(teams.my_teams.length), content: <JoinedTeams teams={teams.my_teams} onEnter={onEnter} onLeave={onLeave} /> },
          {
            label: teamsTexts.invitations,
            badge: open > 0 && (
              <Badge variant="danger" label={teamsTexts.pendingInvitations(open)}>
                {open}
              </Badge>
            ),
            content: <Invitations invites={teams.invites} now={now} onAccept={accept} onReject={onReject} />,
          },
        ]}
      />
    </Card>
  );
}
