import type { ComponentPropsWithRef } from 'react';
import { shellMessages } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';

/** Where the frame offers Submit New Loan: the top bar, the sidebar, or the account menu on a phone. */
export type SubmitNewLoanPlace = 'top-bar' | 'sidebar' | 'menu';

export interface BlockedSubmitNewLoanProps extends ComponentPropsWithRef<'button'> {
  place: SubmitNewLoanPlace;
}

/**
 * Submit New Loan for a borrower whose e-mail is not verified yet: a button, which opens why not (UnverifiedSubmitNewLoan,
 * in a chunk of its own), dressed as what stands beside it in its place (the sidebar's and the menu's other items are
 * links: it is the same item, blocked).
 */
export function BlockedSubmitNewLoan({ place, ...button }: BlockedSubmitNewLoanProps) {
  if (place === 'top-bar') {
    return (
      <Button {...button} className="portal-top-bar__submit">
        {shellMessages.submitNewLoan}
      </Button>
    );
  }
  return (
    <button type="button" {...button} className={place === 'sidebar' ? 'portal-sidebar__item' : 'portal-user-menu__action'}>
      {shellMessages.submitNewLoan}
    </button>
  );
}

/**
 * Its place while the popover's code arrives: the same button where the popover's anchor will hold it, which does
 * nothing yet, so that nothing around it moves when it comes.
 */
export function BlockedSubmitNewLoanStandIn({ place }: { place: SubmitNewLoanPlace }) {
  return (
    <div className="pui-popover-anchor">
      <BlockedSubmitNewLoan place={place} aria-disabled="true" />
    </div>
  );
}
