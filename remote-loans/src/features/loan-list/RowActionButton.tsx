import { useEffect, useEffectEvent, useRef } from 'react';
import type { LoanListRecord } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { loanTexts } from '../../texts/loans';

export interface RowActionButtonProps {
  loan: LoanListRecord;
  onAction(loan: LoanListRecord): void;
}

/**
 * "The active tab has an action button per row opening a modal 'What would you like to do?'" (spec 001 §2): the
 * button must not also open the row. The grid hears clicks and Enter on the row's own DOM element, before React
 * (which listens at the page's root) sees them, so React's stopPropagation would come too late: the button stops
 * them natively, on itself, and acts there.
 */
export function RowActionButton({ loan, onAction }: RowActionButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const act = useEffectEvent(() => onAction(loan));

  useEffect(() => {
    const button = ref.current;
    if (!button) return;
    const onClick = (event: MouseEvent) => {
      event.stopPropagation();
      act();
    };
    // Enter and Space still press the button (their default action), but the row does not hear them.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
    };
    button.addEventListener('click', onClick);
    button.addEventListener('keydown', onKeyDown);
    return () => {
      button.removeEventListener('click', onClick);
      button.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <Button ref={ref} variant="secondary" size="small" aria-label={loanTexts.actionsFor(loan.number)}>
      {loanTexts.actions}
    </Button>
  );
}
