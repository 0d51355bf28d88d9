import { useMemo } from 'react';
import {
  calendarDayOf,
  dashboardEndpoints,
  dashboardMessages,
  formatDate,
  maturityDateIndicators,
  paymentDueIndicators,
  type LoanIndicators,
  type LoanSummary,
} from '@portal/shared-contracts';
import { usePortal } from '@portal/shared-ui';
import { Card, DataTable, EmptyState, LoadingWrapper, useEndpoint, type DataTableColumn } from '@portal/shared-ui/kit';
import { dashboardTexts } from '../../texts/dashboard';
import { summaryTones } from './summary-tones';

/** One line of either list: the loan, its address and the day that matters. */
interface SummaryLine {
  loan_id: number;
  number: string;
  address: string;
  day: string;
}

/** The loan summary panel: its own call, so that its failure leaves the other panels standing. */
export function LoanSummaryPanel({ userId }: { userId: number }) {
  const summary = useEndpoint(dashboardEndpoints.loanSummary, { params: { id: userId } });
  return (
    <Card title={dashboardTexts.loanSummaryTitle} className="loans-dashboard__summary">
      <LoadingWrapper
        loading={summary.loading}
        error={summary.error}
        onRetry={summary.retry}
        unableToLoadText={dashboardMessages.unableToLoadPaymentDates}
        loadingLabel={dashboardTexts.loadingLoanSummary}
      >
        {summary.status === 'loaded' && <LoanSummaryLists summary={summary.data} />}
      </LoadingWrapper>
    </Card>
  );
}

/**
 * "a loan summary of upcoming maturity dates and payment due dates (row click goes to DealDetail)" (spec 001 §2), with
 * the indicators of §4: "a passed maturity date gives a danger row", an upcoming one warns on its cell; a payment
 * "overdue by up to 11 days gives a warning on the date cell, more overdue gives a danger row".
 */
function LoanSummaryLists({ summary }: { summary: LoanSummary }) {
  const maturities = useMemo(() => summary.maturity_date.map(({ maturity_date, ...line }) => ({ ...line, day: maturity_date })), [summary]);
  const payments = useMemo(() => summary.payment_due.map(({ due_date, ...line }) => ({ ...line, day: due_date })), [summary]);
  if (maturities.length === 0 && payments.length === 0) return <EmptyState text={dashboardMessages.noActiveDeals} />;

  return (
    <div className="loans-dashboard__summary-lists">
      <SummaryTable title={dashboardTexts.maturityDates} dateHeader={dashboardTexts.maturityDate} lines={maturities} indicators={maturityDateIndicators} emptyText={dashboardTexts.noMaturityDates} />
      <SummaryTable title={dashboardTexts.paymentDueDates} dateHeader={dashboardTexts.dueDate} lines={payments} indicators={paymentDueIndicators} emptyText={dashboardTexts.noPaymentDueDates} />
    </div>
  );
}

interface SummaryTableProps {
  title: string;
  dateHeader: string;
  lines: readonly SummaryLine[];
  indicators(day: string, today: string): LoanIndicators;
  emptyText: string;
}

function SummaryTable({ title, dateHeader, lines, indicators, emptyText }: SummaryTableProps) {
  const portal = usePortal();
  // The borrower's own calendar day: "Maturity is ... past when before today".
  const today = calendarDayOf(new Date());
  // Stable for the grid (a new rowTone redraws it): the tones change with the lines and the day only.
  const { columns, rowTone } = useMemo(() => {
    const tonesOf = (line: SummaryLine) => summaryTones(indicators(line.day, today));
    const summaryColumns: DataTableColumn<SummaryLine>[] = [
      { header: dateHeader, value: (line) => line.day, format: (day) => formatDate(String(day)), tone: (line) => tonesOf(line).date, width: 150 },
      { header: dashboardTexts.loanNumber, field: 'number', width: 140 },
      { header: dashboardTexts.address, field: 'address', minWidth: 180 },
    ];
    return { columns: summaryColumns, rowTone: (line: SummaryLine) => tonesOf(line).row };
  }, [dateHeader, indicators, today]);

  return (
    <div className="loans-dashboard__summary-list">
      <h3 className="loans-dashboard__subheading">{title}</h3>
      <DataTable
        label={title}
        columns={columns}
        rows={lines}
        rowKey={(line) => String(line.loan_id)}
        emptyText={emptyText}
        hint={dashboardTexts.openLoanHint}
        filterable={false}
        pageSize={0}
        rowTone={rowTone}
        onRowClick={(line) => portal.navigate('DealDetail', { loanId: line.loan_id })}
      />
    </div>
  );
}
