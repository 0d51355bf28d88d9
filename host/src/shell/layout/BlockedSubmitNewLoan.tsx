import type { ComponentPropsWithRef } from 'react';
import { shellMessages } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';

export interface BlockedSubmitNewLoanProps extends ComponentPropsWithRef<'button'> {
  /** Dressed as the sidebar's other items, which are links: it is the same item, blocked. */
  inSidebar?: boolean;
}

/**
 * Submit New Loan for a borrower whose e-mail is not verified yet: a button, which opens why not (UnverifiedSubmitNewLoan,
 * in a chunk of its own), in the top bar or in the sidebar.
 */
export function BlockedSubmitNewLoan({ inSidebar = false, ...button }: BlockedSubmitNewLoanProps) {
  return inSidebar ? (
    <button type="button" {...button} className="portal-sidebar__item">
      {shellMessages.submitNewLoan}
    </button>
  ) : (
    <Button {...button} className="portal-top-bar__submit">
      {shellMessages.submitNewLoan}
    </Button>
  );
}

/**
 * Its place while the popover's code arrives: the same button where the popover's anchor will hold it, which does
 * nothing yet, so that neither the top bar nor the sidebar moves when it comes.
 */
export function BlockedSubmitNewLoanStandIn({ inSidebar }: { inSidebar?: boolean }) {
  return (
    <div className="pui-popover-anchor">
      <BlockedSubmitNewLoan inSidebar={inSidebar} aria-disabled="true" />
    </div>
  );
}
