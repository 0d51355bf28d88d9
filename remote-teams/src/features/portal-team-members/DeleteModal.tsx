import { useId, useRef, useState } from 'react';
import { contributorHoldsRole, primaryDeletionIsRefused, teamMemberMessages, type Contributor } from '@portal/shared-contracts';
import { Button, Modal, uiTexts, usePortal } from '@portal/shared-ui';
import { confirmCannotRevert, Refusal } from '@portal/shared-ui/kit';
import { teamMemberTexts } from '../../texts/team-members';
import type { ChangeOutcome } from './usePortalTeamMembers';

export interface DeleteModalProps {
  /** The contact to remove; null while the dialog is closed. */
  contributor: Contributor | null;
  /** How many contacts the list has. */
  memberCount: number;
  onClose(): void;
  onSuspend(contributor: Contributor): Promise<ChangeOutcome>;
  onDelete(contributor: Contributor): Promise<ChangeOutcome>;
}

/**
 * The delete modal: "Suspend access removes the member's role. Complete delete removes the contact." (spec 002 §4).
 * Suspend is offered while there is a role to remove. Complete delete of the primary contact among others is refused
 * in place with the spec's words; otherwise it asks "Are you sure?" first, since it cannot be undone. Focus starts on
 * Cancel, so a stray Enter removes nobody.
 */
export function DeleteModal({ contributor, memberCount, onClose, onSuspend, onDelete }: DeleteModalProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={contributor !== null}
      title={contributor ? teamMemberTexts.deleteTitle(contributor.name) : ''}
      text={teamMemberTexts.deleteExplained}
      onClose={onClose}
      initialFocus={cancelRef}
      footer={
        <Button ref={cancelRef} variant="secondary" onClick={onClose}>
          {uiTexts.cancel}
        </Button>
      }
    >
      {contributor && <DeleteChoices key={contributor.id} contributor={contributor} memberCount={memberCount} onClose={onClose} onSuspend={onSuspend} onDelete={onDelete} />}
    </Modal>
  );
}

function DeleteChoices({ contributor, memberCount, onClose, onSuspend, onDelete }: DeleteModalProps & { contributor: Contributor }) {
  const portal = usePortal();
  const [refused, setRefused] = useState(false);

  async function suspend() {
    if ((await onSuspend(contributor)).ok) onClose();
  }

  async function completeDelete() {
    if (primaryDeletionIsRefused(contributor, memberCount)) {
      setRefused(true);
      return;
    }
    if (!(await confirmCannotRevert(portal.ui))) return;
    if ((await onDelete(contributor)).ok) onClose();
  }

  return (
    <>
      <ul className="teams-members__delete-choices">
        {contributorHoldsRole(contributor.status) && (
          <DeleteChoice variant="secondary" label={teamMemberTexts.suspendAccess} explanation={teamMemberTexts.suspendExplained(contributor.name)} onChoose={suspend} />
        )}
        <DeleteChoice variant="danger" label={teamMemberTexts.completeDelete} explanation={teamMemberTexts.completeDeleteExplained(contributor.name)} onChoose={completeDelete} />
      </ul>
      <Refusal className="teams-members__refusal">{refused && teamMemberMessages.cannotDeletePrimary}</Refusal>
    </>
  );
}

/** One way to remove the member: its button, described by what it does. */
function DeleteChoice({ variant, label, explanation, onChoose }: { variant: 'secondary' | 'danger'; label: string; explanation: string; onChoose(): void }) {
  const explanationId = useId();
  return (
    <li>
      <Button variant={variant} aria-describedby={explanationId} onClick={onChoose}>
        {label}
      </Button>
      <p id={explanationId}>{explanation}</p>
    </li>
  );
}
