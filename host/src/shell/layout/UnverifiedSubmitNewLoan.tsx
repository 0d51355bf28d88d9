import { NotVerifiedNotice, useResendVerificationLink } from '@portal/shared-ui/kit';
import { BlockedSubmitNewLoan } from './BlockedSubmitNewLoan';

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
      trigger={(trigger) => <BlockedSubmitNewLoan inSidebar={inSidebar} {...trigger} />}
    />
  );
}
