import { shellMessages } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { NotVerifiedNotice, useResendVerificationLink } from '@portal/shared-ui/kit';

/**
 * Submit New Loan for a borrower whose e-mail is not verified yet: "unverified users are blocked from submitting a
 * deal; popover reads 'This action is not allowed because you're not verified yet.' with a Resend Link button"
 * (spec 001 §5). Only unverified borrowers download it (and the kit's popover with it).
 */
export function UnverifiedSubmitNewLoan({ inSidebar = false }: { inSidebar?: boolean }) {
  const resend = useResendVerificationLink();
  return (
    <NotVerifiedNotice
      placement={inSidebar ? 'bottom-start' : 'bottom-end'}
      onResend={resend}
      trigger={(trigger) =>
        inSidebar ? (
          // Dressed as the sidebar's other items, which are links: it is the same item, blocked.
          <button type="button" {...trigger} className="portal-sidebar__item">
            {shellMessages.submitNewLoan}
          </button>
        ) : (
          <Button {...trigger} className="portal-top-bar__submit">
            {shellMessages.submitNewLoan}
          </Button>
        )
      }
    />
  );
}
