import { useState } from 'react';
import { defaultLoanAction, loanActionChoices, loanEndpoints, loanListMessages, type LoanDetail, type LoanDetailAction } from '@portal/shared-contracts';
import { Button, Modal, usePortal } from '@portal/shared-ui';
import { ButtonRow, LoadingWrapper, useEndpoint } from '@portal/shared-ui/kit';
import { loanActionHeader } from '../loan-format/loan-format';
import { loanTexts } from '../../texts/loans';
import { LoanActionChoices } from './LoanActionChoices';
import './loan-actions.css';

export interface LoanActionChooserProps {
  /** The loan whose actions are offered (a list row: its detail is loaded when the modal opens); null hides it. */
  loan: { id: number } | null;
  /** The account the session operates on. */
  userId: number;
  onClose(): void;
  /** Next, with the action chosen and the loan as loaded. */
  onNext(action: LoanDetailAction, loan: LoanDetail): void;
}

/**
 * 'an action button per row opening a modal "What would you like to do?" with a Next button' (spec 001 §2), offering
 * the actions the rules of §4 allow ("The modal defaults to Draw if allowed, else Payoff"). A list row lacks what the
 * rules read (balances, extension requests, needed files), so the loan's detail is loaded as the modal opens.
 */
export function LoanActionChooser({ loan, userId, onClose, onNext }: LoanActionChooserProps) {
  const detail = useEndpoint(loanEndpoints.detail, { params: { id: userId, loan_id: loan?.id ?? 0 } }, { enabled: loan !== null });
  return (
    <Modal
      open={loan !== null}
      title={loanListMessages.whatWouldYouLikeToDo}
      text={detail.status === 'loaded' ? loanActionHeader(detail.data) : undefined}
      onClose={onClose}
      className="loans-action-chooser"
    >
      <LoadingWrapper loading={detail.loading} error={detail.error} onRetry={detail.retry} loadingLabel={loanTexts.loadingLoan}>
        {detail.status === 'loaded' && <ChooseAction key={detail.data.id} loan={detail.data} onNext={onNext} />}
      </LoadingWrapper>
    </Modal>
  );
}

function ChooseAction({ loan, onNext }: { loan: LoanDetail; onNext: LoanActionChooserProps['onNext'] }) {
  const { can } = usePortal();
  const [choices] = useState(() => loanActionChoices(loan, can));
  const [chosen, setChosen] = useState(() => defaultLoanAction(choices));
  return (
    <div className="loans-action-chooser__body">
      <LoanActionChoices choices={choices} chosen={chosen} onChoose={setChosen} />
      <ButtonRow>
        <Button disabled={chosen === null} onClick={() => chosen && onNext(chosen, loan)}>
          {loanListMessages.next}
        </Button>
      </ButtonRow>
    </div>
  );
}
