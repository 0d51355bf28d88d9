import { NotVerifiedNotice, useResendVerificationLink } from '@portal/shared-ui/kit';
import { BlockedSubmitNewLoan, type SubmitNewLoanPlace } from './BlockedSubmitNewLoan';

/**
 * Submit New Loan for a borrower whose e-mail is not verified yet: "unverified users are blocked from submitting a
 * deal; popover reads 'This action is not allowed because you're not verified yet.' with a Resend Link button"
 * (spec 001 §5), wherever the frame offers it. Only unverified borrowers download it (and the kit's popover with it).
 */
export function UnverifiedSubmitNewLoan({ place }: { place: SubmitNewLoanPlace }) {
  const resend = useResendVerificationLink();
  return (
    <NotVerifiedNotice
      placement={place === 'top-bar' ? 'bottom-end' : 'bottom-start'}
      onResend={resend}
      trigger={(trigger) => <BlockedSubmitNewLoan place={place} {...trigger} />}
    />
  );
}
