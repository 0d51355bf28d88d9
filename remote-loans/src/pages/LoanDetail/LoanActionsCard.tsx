import { useId } from 'react';
import { LOAN_DETAIL_ACTION_LABELS, type LoanActionChoice, type LoanDetailAction } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/kit';
import { loanTexts } from '../../texts/loans';

export interface LoanActionsCardProps {
  choices: readonly LoanActionChoice[];
  onOpen(action: LoanDetailAction): void;
}

/**
 * The active loan's "Actions card" (spec 001 §2): the actions the rules of §4 offer, each opening its wizard. One the
 * loan's state rules out stays listed, unavailable, with the reason in words ("Disabled options show reasons"); it
 * keeps its place in the Tab order (aria-disabled), so the reason is heard too.
 */
export function LoanActionsCard({ choices, onOpen }: LoanActionsCardProps) {
  const id = useId();
  return (
    <Card title={loanTexts.actionsCard} className="loans-detail__actions">
      <ul className="loans-detail__action-list">
        {choices.map(({ action, allowed, reason }) => {
          const reasonId = `${id}-${action}`;
          return (
            <li key={action} className="loans-detail__action">
              <Button
                variant={allowed ? 'primary' : 'secondary'}
                aria-disabled={!allowed || undefined}
                aria-describedby={reason ? reasonId : undefined}
                onClick={() => {
                  if (allowed) onOpen(action);
                }}
              >
                {LOAN_DETAIL_ACTION_LABELS[action]}
              </Button>
              {reason && (
                <p id={reasonId} className="loans-detail__action-reason">
                  {reason}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
