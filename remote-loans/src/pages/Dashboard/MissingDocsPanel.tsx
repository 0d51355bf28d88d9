import { dashboardEndpoints, dashboardMessages, progressPercent, type TopMissingDocuments } from '@portal/shared-contracts';
import { RouteLink, useCan } from '@portal/shared-ui';
import { Card, EmptyState, LoadingWrapper, useEndpoint } from '@portal/shared-ui/kit';
import { dashboardTexts } from '../../texts/dashboard';

/** The Missing Docs panel: its own call, so that its failure leaves the other panels standing. */
export function MissingDocsPanel({ userId }: { userId: number }) {
  const missing = useEndpoint(dashboardEndpoints.topMissingDocuments, { params: { id: userId } });
  return (
    <Card title={dashboardMessages.missingDocs} className="loans-dashboard__missing">
      <LoadingWrapper
        loading={missing.loading}
        error={missing.error}
        onRetry={missing.retry}
        unableToLoadText={dashboardMessages.unableToLoadOutstandingDocuments}
        loadingLabel={dashboardTexts.loadingMissingDocs}
      >
        {missing.status === 'loaded' && <MissingDocs missing={missing.data} />}
      </LoadingWrapper>
    </Card>
  );
}

/**
 * "a Missing Docs panel listing outstanding documents for loans and entities" (spec 001 §2): "top missing documents for
 * loans and entities (id, loan, address, document list, needed_documents_count, percentage_to_funded 0 to 1)" (§3),
 * where "Progress percentage is fraction times 100" (§9).
 */
function MissingDocs({ missing }: { missing: TopMissingDocuments }) {
  if (missing.loans.length === 0 && missing.entities.length === 0) return <EmptyState text={dashboardTexts.noOutstandingDocuments} />;
  return (
    <div className="loans-dashboard__missing-lists">
      {missing.loans.length > 0 && (
        <div>
          <h3 className="loans-dashboard__subheading">{dashboardTexts.loans}</h3>
          <ul className="loans-dashboard__missing-list">
            {missing.loans.map((loan) => (
              <MissingLoanDocs key={loan.id} loan={loan} />
            ))}
          </ul>
        </div>
      )}
      {missing.entities.length > 0 && (
        <div>
          <h3 className="loans-dashboard__subheading">{dashboardTexts.entities}</h3>
          <ul className="loans-dashboard__missing-list">
            {missing.entities.map((entity) => (
              <MissingEntityDocs key={entity.id} entity={entity} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function MissingLoanDocs({ loan }: { loan: TopMissingDocuments['loans'][number] }) {
  const percent = progressPercent(loan.percentage_to_funded);
  return (
    <li className="loans-dashboard__missing-item">
      <h4 className="loans-dashboard__missing-title">{dashboardTexts.loanHeading(loan.loan)}</h4>
      <p className="loans-dashboard__muted">{loan.address}</p>
      <p>{dashboardTexts.neededCount(loan.needed_documents_count)}</p>
      {loan.documents.length > 0 && (
        <ul className="loans-dashboard__documents" aria-label={dashboardTexts.documentsNeeded}>
          {loan.documents.map((document, index) => (
            // A document may be needed twice (two guarantors' IDs): the position tells them apart.
            <li key={`${index} ${document}`}>{document}</li>
          ))}
        </ul>
      )}
      <div className="loans-dashboard__progress">
        <progress className="loans-dashboard__progress-bar" max={100} value={percent} aria-label={dashboardTexts.progressToFunding} />
        <span>{`${dashboardTexts.progressToFunding}: ${dashboardTexts.percent(percent)}`}</span>
      </div>
      <RouteLink route="DealDetail" params={{ loanId: loan.id }}>
        {dashboardTexts.openLoan(loan.loan)}
      </RouteLink>
    </li>
  );
}

function MissingEntityDocs({ entity }: { entity: TopMissingDocuments['entities'][number] }) {
  const mayOpenEntity = useCan('entity.read');
  return (
    <li className="loans-dashboard__missing-item">
      <h4 className="loans-dashboard__missing-title">{entity.name}</h4>
      <p>{dashboardTexts.neededCount(entity.needed_documents_count)}</p>
      {entity.documents.length > 0 && (
        <ul className="loans-dashboard__documents" aria-label={dashboardTexts.documentsNeeded}>
          {entity.documents.map((document, index) => (
            // A document may be needed twice (two guarantors' IDs): the position tells them apart.
            <li key={`${index} ${document}`}>{document}</li>
          ))}
        </ul>
      )}
      {mayOpenEntity && (
        <RouteLink route="EntityDetails" params={{ id: entity.id }}>
          {dashboardTexts.openEntity(entity.name)}
        </RouteLink>
      )}
    </li>
  );
}
