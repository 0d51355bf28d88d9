import { LOAN_REQUEST_STATUS_LABELS, type LoanRequest } from '@portal/shared-contracts';
import { Card } from '@portal/shared-ui/kit';
import { dayText } from '../../features/loan-format/loan-format';
import { loanTexts } from '../../texts/loans';

/**
 * What the borrower has asked of the lender on this loan (shown once there is something), newest first ("every request then appears on the loan"):
 * each by its name ("Draw Request 2"), the day it was sent and where it stands. Its files are in the loan's files,
 * under the same name.
 */
export function LoanRequests({ requests }: { requests: readonly LoanRequest[] }) {
  return (
    <Card title={loanTexts.requests} className="loans-detail__requests">
      <ul className="loans-detail__request-list">
          {requests.map((request) => (
            <li key={request.id} className="loans-detail__request">
              <span className="loans-detail__request-title">{request.title}</span>
              <span className="loans-detail__muted">{loanTexts.sentOn(dayText(request.created))}</span>
              <span className="loans-detail__request-status">{LOAN_REQUEST_STATUS_LABELS[request.status]}</span>
            </li>
          ))}
      </ul>
    </Card>
  );
}
