import { loanListMessages } from '@portal/shared-contracts';
import { Button, RouteLink, useCan } from '@portal/shared-ui';
import { EmptyState, VerifiedOnly } from '@portal/shared-ui/kit';

/**
 * 'With no loans the page says "No Deals Found" with a "SUBMIT NEW LOAN" button that works only for verified users'
 * (spec 001 §2): an unverified borrower gets the popover with Resend Link. The button goes to NewDeal, so it shows
 * only to those NewDeal lets in (loans.write).
 */
export function NoDeals() {
  const mayStartDeal = useCan('loans.read', 'loans.write');
  const action = mayStartDeal ? (
    <VerifiedOnly>
      {(trigger) =>
        trigger ? (
          <Button {...trigger}>{loanListMessages.submitNewLoan}</Button>
        ) : (
          <RouteLink route="NewDeal" look="primary">
            {loanListMessages.submitNewLoan}
          </RouteLink>
        )
      }
    </VerifiedOnly>
  ) : undefined;
  return <EmptyState text={loanListMessages.noDeals} action={action} className="loans-my-deals__no-deals" />;
}
