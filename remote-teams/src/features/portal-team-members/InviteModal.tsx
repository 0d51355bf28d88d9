import type { SubmissionErrors } from 'final-form';
import { contributorActionFor, inviteAsksEmail, type Contributor, type TeamRoleRecord } from '@portal/shared-contracts';
import { Button, fieldErrorsOf, Modal, uiTexts } from '@portal/shared-ui';
import { SelectField, ValidatedForm } from '@portal/shared-ui/kit';
import { teamMemberTexts } from '../../texts/team-members';
import { CONTRIBUTOR_ACTION_LABELS } from './contributor-facts';
import { RoleField } from './RoleField';
import type { ChangeOutcome, InviteChoice } from './usePortalTeamMembers';

/** What the form holds: the select's values as text. */
type InviteValues = { role?: string; email?: string };

export interface InviteModalProps {
  /** The contact to invite; null while the dialog is closed. */
  contributor: Contributor | null;
  roles: readonly TeamRoleRecord[];
  onClose(): void;
  onSave(contributor: Contributor, choice: InviteChoice): Promise<ChangeOutcome>;
}

/**
 * The invite modal of Send Invite, Update Invite and Change Role: "Team invite: requires a role, and an e-mail when
 * the contact has no role yet" (spec 002 §5). The current role is chosen to begin with, and the address when the
 * contact has only one. A refusal (a 409 included) keeps the dialog open with the choice made.
 */
export function InviteModal({ contributor, roles, onClose, onSave }: InviteModalProps) {
  const title = contributor ? teamMemberTexts.inviteTitle(CONTRIBUTOR_ACTION_LABELS[contributorActionFor(contributor.status)], contributor.name) : '';
  return (
    <Modal open={contributor !== null} title={title} onClose={onClose}>
      {contributor && <InviteForm key={contributor.id} contributor={contributor} roles={roles} title={title} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function InviteForm({ contributor, roles, title, onClose, onSave }: Omit<InviteModalProps, 'contributor'> & { contributor: Contributor; title: string }) {
  const asksEmail = inviteAsksEmail(contributor);

  async function save(values: InviteValues): Promise<SubmissionErrors> {
    const outcome = await onSave(contributor, { role: Number(values.role), email: asksEmail ? values.email : undefined });
    if (outcome.ok) {
      onClose();
      return undefined;
    }
    return fieldErrorsOf(outcome.error);
  }

  return (
    <ValidatedForm<InviteValues>
      onSubmit={save}
      initialValues={{
        role: contributor.role ? String(contributor.role.id) : undefined,
        email: contributor.emails.length === 1 ? contributor.emails[0] : undefined,
      }}
      submitLabel={teamMemberTexts.save}
      aria-label={title}
      className="teams-members__form"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {uiTexts.cancel}
        </Button>
      }
    >
      <RoleField roles={roles} />
      {asksEmail && (
        <SelectField
          name="email"
          label={teamMemberTexts.inviteEmail}
          hint={teamMemberTexts.inviteEmailHint}
          options={contributor.emails.map((email) => ({ value: email, label: email }))}
          required
        />
      )}
    </ValidatedForm>
  );
}
