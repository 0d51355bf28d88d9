import { transportMessages } from '@portal/shared-contracts';
import { PortalRequestError, usePortal } from '@portal/shared-ui';
import { Card, Chart, DataTable, LoadingWrapper } from '@portal/shared-ui/kit';
import { loanColumns, loanStats, sampleLoans } from './kit-samples';

const serverFailure = new PortalRequestError('Internal Server Error', { reason: 'server', status: 500 });
const timedOut = new PortalRequestError(transportMessages.timedOut, { reason: 'timeout', status: 0 });

export function KitDataSection() {
  const { ui } = usePortal();
  return (
    <>
      <Card title="Tables">
        <div className="portal-kit__block">
          <h3>Rows, filter and pages</h3>
          <DataTable
            label="Sample loans"
            columns={loanColumns}
            rows={sampleLoans}
            rowKey={(loan) => loan.number}
            emptyText="No Deals Found"
            hint="Click on Loan to upload documents and see additional details"
            onRowClick={(loan) => ui.toast('info', `Loan ${loan.number} would open here.`)}
          />
        </div>
        <div className="portal-kit__block">
          <h3>A filter that matches nothing</h3>
          <DataTable label="Filtered loans" columns={loanColumns} rows={sampleLoans} emptyText="No Deals Found" defaultFilter="Chicago" />
        </div>
        <div className="portal-kit__block">
          <h3>No rows</h3>
          <DataTable label="Paid loans" columns={loanColumns} rows={[]} emptyText="No Deals Found" filterable={false} />
        </div>
        <div className="portal-kit__block">
          <h3>Loading</h3>
          <DataTable label="Loans being loaded" columns={loanColumns} rows={[]} emptyText="No Deals Found" filterable={false} loading loadingLabel="Loading loans" />
        </div>
      </Card>
      <Card title="Loading and failures">
        <div className="portal-kit__columns">
          <div className="portal-kit__block">
            <h3>Loading</h3>
            <LoadingWrapper loading onRetry={() => undefined} loadingLabel="Loading payment dates" />
          </div>
          <div className="portal-kit__block">
            <h3>Server failure</h3>
            <LoadingWrapper loading={false} error={serverFailure} onRetry={() => ui.toast('info', 'Trying again.')} />
          </div>
          <div className="portal-kit__block">
            <h3>Server failure, named</h3>
            <LoadingWrapper loading={false} error={serverFailure} unableToLoadText="Unable to load Payment dates" onRetry={() => ui.toast('info', 'Trying again.')} />
          </div>
          <div className="portal-kit__block">
            <h3>Timeout</h3>
            <LoadingWrapper loading={false} error={timedOut} onRetry={() => ui.toast('info', 'Trying again.')} />
          </div>
        </div>
      </Card>
      <Card title="Charts">
        <div className="portal-kit__columns">
          <Chart
            kind="doughnut"
            title="Loan stats"
            data={loanStats}
            centerText={String(loanStats.reduce((sum, stat) => sum + stat.value, 0))}
            onItemClick={(stat) => ui.toast('info', `My Deals would open on ${stat.label}.`)}
          />
          <Chart kind="bar" title="Loans by status" data={loanStats} />
        </div>
      </Card>
    </>
  );
}
