import { shellMessages } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { NotVerifiedNotice, useResendVerificationLink } from '@portal/shared-ui/kit';

/**
 * Submit New Loan for a borrower whose e-mail is not verified yet: "unverified users are blocked from submitting a
 * deal; popover reads 'This action is not allowed because you're not verified yet.' with a Resend Link button"
 * (spec 001 §5). Only unverified borrowers download it (and the kit's popover with it).
 */
export function UnverifiedSubmitNewLoan() {
  const resend = useResendVerificationLink();
  return (
    <NotVerifiedNotice
      placement="bottom-end"
      onResend={resend}
      trigger={(trigger) => (
        <Button {...trigger} className="portal-top-bar__submit">
          {shellMessages.submitNewLoan}
        </Button>
      )}
    />
  );
}
