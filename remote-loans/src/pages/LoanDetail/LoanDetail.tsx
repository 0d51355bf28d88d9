import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  LOAN_GROUP_HEADINGS,
  LOAN_UPLOAD_TYPE,
  loanActionChoices,
  loanEndpoints,
  loanListMessages,
  routeByName,
  type LoanDetail as LoanRecord,
  type LoanDetailAction,
  type LoanDocuments,
} from '@portal/shared-contracts';
import { messageOf, RouteLink, useMayCall, usePortal, useSession } from '@portal/shared-ui';
import { Card, FileUpload, LoadingWrapper, Page, useEndpoint, type EndpointState } from '@portal/shared-ui/kit';
import { LoanActionWizard } from '../../features/loan-actions/LoanActionWizard';
import { loanTexts } from '../../texts/loans';
import { ContactBar } from './ContactBar';
import { LoanActionsCard } from './LoanActionsCard';
import { LoanFiles } from './LoanFiles';
import { isNotFound, loanIdOf, requestedAction } from './loan-page-state';
import { LoanRequests } from './LoanRequests';
import { LoanSummaryCard } from './LoanSummaryCard';
import './LoanDetail.css';

/** DealDetail, `/my_deals/:loanId` (spec 001 §2 'Loan detail'). */
export function LoanDetail() {
  const userId = useSession((state) => state.bundle?.user.id);
  const loanId = loanIdOf(useParams().loanId);
  if (userId === undefined) return null;
  return <LoanPage key={loanId} userId={userId} loanId={loanId} />;
}

function LoanPage({ userId, loanId }: { userId: number; loanId: number | null }) {
  const input = { params: { id: userId, loan_id: loanId ?? 0 } };
  const loan = useEndpoint(loanEndpoints.detail, input, { enabled: loanId !== null });
  // Asked at once, beside the loan, so the files do not wait for it.
  const documents = useEndpoint(loanEndpoints.documents, input, { enabled: loanId !== null });
  const notFound = loanId === null || isNotFound(loan.error);
  const title = loan.status === 'loaded' ? loanListMessages.detailTitle(LOAN_GROUP_HEADINGS[loan.data.group]) : routeByName('DealDetail').title;

  return (
    <Page title={title}>
      {notFound ? (
        <div className="loans-detail__not-found">
          <p role="alert">{loanId === null ? loanTexts.loanNotFound : messageOf(loan.error)}</p>
          <RouteLink route="MyDeals" look="primary">
            {loanTexts.backToMyDeals}
          </RouteLink>
        </div>
      ) : (
        <LoadingWrapper loading={loan.loading} error={loan.error} onRetry={loan.retry} loadingLabel={loanTexts.loadingLoan}>
          {loan.status === 'loaded' && (
            <LoanView
              loan={loan.data}
              userId={userId}
              documents={documents}
              onChanged={() => {
                loan.reload();
                documents.reload();
              }}
            />
          )}
        </LoadingWrapper>
      )}
    </Page>
  );
}

interface LoanViewProps {
  loan: LoanRecord;
  userId: number;
  documents: EndpointState<LoanDocuments>;
  /** After an action was sent: the loan and its files again, kept on screen until they arrive. */
  onChanged(): void;
}

function LoanView({ loan, userId, documents, onChanged }: LoanViewProps) {
  const { can } = usePortal();
  const [searchParams, setSearchParams] = useSearchParams();
  const mayUpload = useMayCall(loanEndpoints.uploadDocument);
  // Each action needs its own permission (the contract's rule): a Loan Viewer is offered the insurance upload and sees
  // the draw disabled, saying their role does not allow it.
  const choices = useMemo(() => loanActionChoices(loan, can), [loan, can]);
  // Read once, when the loan has loaded: "An action query opens the matching modal automatically after load".
  const [action, setAction] = useState<LoanDetailAction | null>(() => requestedAction(searchParams.get('action'), choices));

  function closeAction() {
    setAction(null);
    // The question was answered: a reload of the page does not ask it again.
    if (searchParams.has('action')) {
      setSearchParams(
        (current) => {
          const query = new URLSearchParams(current);
          query.delete('action');
          return query;
        },
        { replace: true },
      );
    }
  }

  return (
    <div className="loans-detail__body">
      <ContactBar loan={loan} />
      <div className="loans-detail__cards">
        <LoanSummaryCard loan={loan} />
        {loan.group === 'active' && choices.length > 0 && <LoanActionsCard choices={choices} onOpen={setAction} />}
      </div>
      {loan.requests.length > 0 && <LoanRequests requests={loan.requests} />}
      <Card title={loanListMessages.filesSubmitted} className="loans-detail__files-card">
        <LoadingWrapper loading={documents.loading} error={documents.error} onRetry={documents.retry} loadingLabel={loanTexts.loadingDocuments}>
          {documents.status === 'loaded' && <LoanFiles userId={userId} loanId={loan.id} documents={documents.data} />}
        </LoadingWrapper>
      </Card>
      {mayUpload && (
        <Card title={loanTexts.uploadFiles} className="loans-detail__upload">
          <FileUpload
            label={loanTexts.uploadLabel}
            endpoint={loanEndpoints.uploadDocument}
            input={{ params: { id: userId, loan_id: loan.id }, body: { type: LOAN_UPLOAD_TYPE } }}
            field="file"
            onUploaded={() => documents.reload()}
          />
        </Card>
      )}
      <LoanActionWizard
        action={action}
        loan={loan}
        userId={userId}
        onClose={closeAction}
        onDone={() => {
          closeAction();
          onChanged();
        }}
      />
    </div>
  );
}
