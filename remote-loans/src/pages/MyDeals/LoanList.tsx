import { useMemo } from 'react';
import { calendarDayOf, loanListMessages, type LoanListRecord, type MyDealsCategory } from '@portal/shared-contracts';
import { usePortal } from '@portal/shared-ui';
import { DataTable, RetryButton } from '@portal/shared-ui/kit';
import { activeRowTone, loanColumns } from '../../features/loan-list/loan-columns';
import { usePagedLoans, type LoanListFilter } from '../../features/loan-list/use-paged-loans';
import { loanTexts } from '../../texts/loans';
import { NoDeals } from './NoDeals';

export interface LoanListProps {
  userId: number;
  tab: MyDealsCategory;
  search: LoanListFilter['search'];
  /** The active rows' action button, for those who may act; keep it stable (the grid redraws for new columns). */
  onAction?(loan: LoanListRecord): void;
}

/**
 * One tab's table: every loan of the category (or of the search), loaded page by page and appended as it arrives,
 * then "No more deals." under the table's last page; a failed page stops the loading with its words and a Retry that
 * goes on from there. "Clicking a row opens DealDetail" (spec 001 §2).
 */
export function LoanList({ userId, tab, search, onAction }: LoanListProps) {
  const portal = usePortal();
  const filter = useMemo(() => ({ group: tab, search }), [tab, search]);
  const loans = usePagedLoans(userId, filter);
  // The borrower's own calendar day, which the indicators count from.
  const today = calendarDayOf(new Date());
  const columns = useMemo(() => loanColumns(tab, { today, onAction }), [tab, today, onAction]);
  const rowTone = useMemo(() => (tab === 'active' ? activeRowTone(today) : undefined), [tab, today]);
  const loaded = loans.loans;

  if (loans.status === 'complete' && loaded.length === 0 && !search) return <NoDeals />;
  const showTable = loaded.length > 0 || loans.status !== 'failed';

  return (
    <div className="loans-my-deals__list">
      {showTable && (
        <DataTable
          label={loanTexts.tableLabels[tab]}
          columns={columns}
          rows={loaded}
          rowKey={(loan) => String(loan.id)}
          emptyText={search ? loanTexts.noLoansMatchSearch : loanListMessages.noDeals}
          endText={loans.status === 'complete' ? loanListMessages.noMoreDeals : undefined}
          hint={loanListMessages.clickOnLoan}
          filterLabel={loanTexts.filterLoans}
          rowTone={rowTone}
          onRowClick={(loan) => portal.navigate('DealDetail', { loanId: loan.id })}
          loading={loans.status === 'loading'}
          loadingLabel={loaded.length > 0 ? loanTexts.loadingMoreLoans : loanTexts.loadingLoans}
        />
      )}
      {loans.status === 'failed' && (
        <div className="loans-my-deals__failure">
          <p role="alert">{loans.message}</p>
          <RetryButton onClick={loans.retry} />
        </div>
      )}
    </div>
  );
}
