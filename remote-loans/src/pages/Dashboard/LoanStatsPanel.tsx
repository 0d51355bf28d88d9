import { useMemo } from 'react';
import { dashboardEndpoints, dashboardMessages, formatWholeDollars, LOAN_STATS_CHART_SIZE_PX, type MonetarySummary } from '@portal/shared-contracts';
import { usePortal } from '@portal/shared-ui';
import { Card, Chart, EmptyState, FactList, LoadingWrapper, useEndpoint } from '@portal/shared-ui/kit';
import { dashboardTexts } from '../../texts/dashboard';
import { hasNoLoans, loanStatsOf, type LoanStat } from './loan-stats';

/** The loan stats panel: its own call, so that its failure leaves the other panels standing. */
export function LoanStatsPanel({ userId }: { userId: number }) {
  const summary = useEndpoint(dashboardEndpoints.monetarySummary, { params: { id: userId } });
  return (
    <Card title={dashboardTexts.loanStatsTitle} className="loans-dashboard__stats">
      <LoadingWrapper
        loading={summary.loading}
        error={summary.error}
        onRetry={summary.retry}
        unableToLoadText={dashboardMessages.unableToLoadMonetarySummary}
        loadingLabel={dashboardTexts.loadingLoanStats}
        className="loans-dashboard__stats-body"
      >
        {summary.status === 'loaded' && <LoanStats summary={summary.data} />}
      </LoadingWrapper>
    </Card>
  );
}

/**
 * "loan stats as a doughnut chart (250 px) of In Progress, Active and Paid counts, where clicking a stat goes to
 * MyDeals with category in_progress or active" (spec 001 §2); Paid goes to the paid category likewise. The chart
 * lists the stats as buttons under the drawing, which keyboard and screen-reader users reach.
 */
function LoanStats({ summary }: { summary: MonetarySummary }) {
  const portal = usePortal();
  const stats = useMemo(() => loanStatsOf(summary), [summary]);
  const data = useMemo(() => stats.map((stat) => ({ label: stat.label, value: stat.count })), [stats]);

  if (hasNoLoans(stats)) return <EmptyState text={dashboardMessages.noActiveDeals} />;
  const total = stats.reduce((sum, stat) => sum + stat.count, 0);

  return (
    <>
      <Chart
        kind="doughnut"
        title={dashboardTexts.numberOfLoans}
        data={data}
        height={LOAN_STATS_CHART_SIZE_PX}
        centerText={String(total)}
        onItemClick={(_, index) => {
          const stat = stats[index];
          if (stat) portal.navigate('MyDeals', {}, { category: stat.group });
        }}
      />
      <p className="loans-dashboard__hint">{dashboardTexts.openStatHint}</p>
      <LoanAmounts stats={stats} />
    </>
  );
}

/** "monetary summary in_progress/active/paid each with total and amount" (spec 001 §3): the amounts in whole dollars. */
function LoanAmounts({ stats }: { stats: readonly LoanStat[] }) {
  return (
    <div className="loans-dashboard__amounts">
      <h3 className="loans-dashboard__subheading">{dashboardTexts.loanAmounts}</h3>
      <FactList numeric facts={stats.map((stat) => ({ label: stat.label, value: formatWholeDollars(stat.amount) }))} />
    </div>
  );
}
