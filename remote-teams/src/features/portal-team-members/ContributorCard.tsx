import { contributorActionFor, type Contributor } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { Badge, ButtonRow, Card, FactList, type HeadingLevel, VerifiedOnly, VisuallyHidden } from '@portal/shared-ui/kit';
import { teamMemberTexts } from '../../texts/team-members';
import { CONTRIBUTOR_ACTION_LABELS, relationshipOf, statusOf } from './contributor-facts';

export interface ContributorCardProps {
  contributor: Contributor;
  /** The moment the card compares an invitation's expiry with. */
  now: Date;
  headingLevel: HeadingLevel;
  onInvite(contributor: Contributor): void;
  onMakePrimary(contributor: Contributor): void;
  onDelete(contributor: Contributor): void;
}

/** One point of contact (spec 002 §3 'Contributor'): who, how to reach them, their role and status, and what to do. */
export function ContributorCard({ contributor, now, headingLevel, onInvite, onMakePrimary, onDelete }: ContributorCardProps) {
  const status = statusOf(contributor, now);
  const facts = [
    { label: teamMemberTexts.email, value: contributor.email },
    { label: teamMemberTexts.phone, value: contributor.phone ?? teamMemberTexts.noPhone },
    { label: teamMemberTexts.relationship, value: relationshipOf(contributor) },
    { label: teamMemberTexts.role, value: contributor.role?.name ?? teamMemberTexts.noRole },
    { label: teamMemberTexts.status, value: <Badge variant={status.tone}>{status.label}</Badge> },
  ];
  const whom = <VisuallyHidden>{teamMemberTexts.ofMember(contributor.name)}</VisuallyHidden>;
  const inviteLabel = (
    <>
      {CONTRIBUTOR_ACTION_LABELS[contributorActionFor(contributor.status)]}
      {whom}
    </>
  );
  return (
    <Card
      title={contributor.name}
      headingLevel={headingLevel}
      className="teams-members__card"
      actions={contributor.is_primary_poc && <Badge variant="info">{teamMemberTexts.primaryContact}</Badge>}
    >
      <FactList facts={facts} className="teams-members__facts" />
      <ButtonRow align="start">
        {/* Sending an invitation e-mails someone in the account's name: the unverified get the not-verified popover. */}
        <VerifiedOnly>
          {(trigger) =>
            trigger ? (
              <Button size="small" {...trigger}>
                {inviteLabel}
              </Button>
            ) : (
              <Button size="small" onClick={() => onInvite(contributor)}>
                {inviteLabel}
              </Button>
            )
          }
        </VerifiedOnly>
        {!contributor.is_primary_poc && (
          <Button variant="secondary" size="small" onClick={() => onMakePrimary(contributor)}>
            {teamMemberTexts.makePrimary}
            {whom}
          </Button>
        )}
        <Button variant="danger" size="small" onClick={() => onDelete(contributor)}>
          {teamMemberTexts.delete}
          {whom}
        </Button>
      </ButtonRow>
    </Card>
  );
}
