import { useState } from 'react';
import { teamMemberMessages, type Contributor } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { Card, CollapsibleSection, EmptyState } from '@portal/shared-ui/kit';
import { teamMemberTexts } from '../../texts/team-members';
import { ContributorCard } from './ContributorCard';
import { DeleteModal } from './DeleteModal';
import { InviteModal } from './InviteModal';
import { Loaded } from './Loaded';
import { NewContributorForm } from './NewContributorForm';
import { RolesTable } from './RolesTable';
import { usePortalTeamMembers } from './usePortalTeamMembers';
import './PortalTeamMembers.css';

export interface PortalTeamMembersProps {
  /** The level of its sections' headings, under the heading of the page that shows it (2 by default). */
  headingLevel?: 2 | 3;
}

/**
 * Portal Team Members (spec 002 §2.7): "a list of contributor cards (edit role, refresh, delete or update-invite
 * events), a collapsible 'Information about Roles' table (page access and can-do rows), a section 'Add a Portal Team
 * Member' (roles table, form, Save button), an invite modal and a delete modal". The profile area's Settings page
 * shows it in its owner-only tab, as the `teams` parcel `./portal-team-members`.
 */
export function PortalTeamMembers({ headingLevel = 2 }: PortalTeamMembersProps) {
  const team = usePortalTeamMembers();
  const [inviting, setInviting] = useState<Contributor | null>(null);
  const [deleting, setDeleting] = useState<Contributor | null>(null);
  const members = team.list.status === 'loaded' ? team.list.data.poc_list : [];
  // A dialog shows the contact as last loaded (after a refusal the list is loaded again), or as it was opened.
  const current = (chosen: Contributor | null) => chosen && (members.find((member) => member.id === chosen.id) ?? chosen);
  const now = new Date();
  // The sections under the list come once it has first answered: shown beneath its spinner, they would move down as
  // its cards arrive (on a phone, out of sight). A reload keeps the list, and them, in place.
  const [listAnswered, setListAnswered] = useState(false);
  if (!listAnswered && (team.list.status === 'loaded' || team.list.status === 'failed')) setListAnswered(true);

  return (
    <div className="teams-members">
      <Card
        title={teamMemberTexts.teamMembers}
        headingLevel={headingLevel}
        actions={
          <Button variant="secondary" size="small" loading={team.list.reloading} aria-label={teamMemberTexts.refreshList} onClick={team.refresh}>
            {teamMemberTexts.refresh}
          </Button>
        }
      >
        <Loaded state={team.list} loadingLabel={teamMemberTexts.loadingTeamMembers}>
          {({ poc_list }) =>
            poc_list.length === 0 ? (
              <EmptyState text={teamMemberTexts.noTeamMembers} />
            ) : (
              <ul className="teams-members__cards">
                {poc_list.map((contributor) => (
                  <li key={contributor.id}>
                    <ContributorCard
                      contributor={contributor}
                      now={now}
                      headingLevel={headingLevel === 2 ? 3 : 4}
                      onInvite={setInviting}
                      onMakePrimary={team.makePrimary}
                      onDelete={setDeleting}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </Card>

      {listAnswered && (
        <>
          <CollapsibleSection title={teamMemberMessages.rolesInformation} headingLevel={headingLevel} className="teams-members__roles">
            <Loaded state={team.rolesPermissions} loadingLabel={teamMemberTexts.loadingRoles}>
              {({ roles }) => <RolesTable roles={roles} />}
            </Loaded>
          </CollapsibleSection>

          <Card title={teamMemberMessages.addMember} headingLevel={headingLevel}>
            <div className="teams-members__add">
              <Loaded state={team.rolesPermissions} loadingLabel={teamMemberTexts.loadingRoles}>
                {({ roles }) => <RolesTable roles={roles} />}
              </Loaded>
              <Loaded state={team.roles} loadingLabel={teamMemberTexts.loadingRoles}>
                {/* Nothing can be added before the team is known: the list above says why while it is not. */}
                {({ roles }) => team.marker !== null && <NewContributorForm roles={roles} onCreate={team.create} />}
              </Loaded>
            </div>
          </Card>
        </>
      )}

      <InviteModal contributor={current(inviting)} roles={team.roles.status === 'loaded' ? team.roles.data.roles : []} onClose={() => setInviting(null)} onSave={team.invite} />
      <DeleteModal contributor={current(deleting)} memberCount={members.length} onClose={() => setDeleting(null)} onSuspend={team.suspend} onDelete={team.remove} />
    </div>
  );
}
