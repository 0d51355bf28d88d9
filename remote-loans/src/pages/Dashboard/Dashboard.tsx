import { dashboardEndpoints, routeByName } from '@portal/shared-contracts';
import { useMayCall, useSession } from '@portal/shared-ui';
import { Page } from '@portal/shared-ui/kit';
import { LoanStatsPanel } from './LoanStatsPanel';
import { LoanSummaryPanel } from './LoanSummaryPanel';
import { MissingDocsPanel } from './MissingDocsPanel';
import { ProfileCard } from './ProfileCard';
import './Dashboard.css';

/**
 * Dashboard (spec 001 §2): "a profile/contact card; loan stats as a doughnut chart (250 px) of In Progress, Active and
 * Paid counts ...; a loan summary of upcoming maturity dates and payment due dates ...; a Missing Docs panel ...
 * Unverified users see no loan stats." Each panel loads on its own, so one failure does not hide the others, and a
 * panel whose call the person may not make is not shown.
 */
export function Dashboard() {
  const userId = useSession((state) => state.bundle?.user.id);
  const verified = useSession((state) => state.bundle?.user.verified ?? false);
  const mayReadStats = useMayCall(dashboardEndpoints.monetarySummary);
  const mayReadSummary = useMayCall(dashboardEndpoints.loanSummary);
  const mayReadMissingDocs = useMayCall(dashboardEndpoints.topMissingDocuments);

  return (
    <Page title={routeByName('Dashboard').title}>
      <div className="loans-dashboard__panels">
        <ProfileCard />
        {userId !== undefined && verified && mayReadStats && <LoanStatsPanel userId={userId} />}
        {userId !== undefined && mayReadSummary && <LoanSummaryPanel userId={userId} />}
        {userId !== undefined && mayReadMissingDocs && <MissingDocsPanel userId={userId} />}
      </div>
    </Page>
  );
}
