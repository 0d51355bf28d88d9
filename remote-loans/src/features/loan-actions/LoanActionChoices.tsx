import { useId } from 'react';
import { LOAN_DETAIL_ACTION_LABELS, loanListMessages, type LoanActionChoice, type LoanDetailAction } from '@portal/shared-contracts';

export interface LoanActionChoicesProps {
  choices: readonly LoanActionChoice[];
  chosen: LoanDetailAction | null;
  onChoose(action: LoanDetailAction): void;
}

/**
 * The actions offered on a loan as radio options; "Disabled options show reasons" (spec 001 §4), as visible text the
 * option is described by.
 */
export function LoanActionChoices({ choices, chosen, onChoose }: LoanActionChoicesProps) {
  const id = useId();
  return (
    <div role="radiogroup" aria-label={loanListMessages.whatWouldYouLikeToDo} className="loans-action-choices">
      {choices.map(({ action, allowed, reason }) => {
        const reasonId = `${id}-${action}-reason`;
        return (
          <div key={action} className="loans-action-choices__option">
            <label className="loans-action-choices__label">
              <input
                type="radio"
                name={`${id}-action`}
                value={action}
                checked={chosen === action}
                disabled={!allowed}
                aria-describedby={reason ? reasonId : undefined}
                onChange={() => onChoose(action)}
              />
              <span>{LOAN_DETAIL_ACTION_LABELS[action]}</span>
            </label>
            {reason && (
              <p id={reasonId} className="loans-action-choices__reason">
                {reason}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
