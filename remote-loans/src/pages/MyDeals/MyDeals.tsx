import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  LOAN_GROUP_HEADINGS,
  loanListMessages,
  MY_DEALS_CATEGORIES,
  MY_DEALS_TAB_LABELS,
  type LoanListRecord,
  type LoanSearchKey,
} from '@portal/shared-contracts';
import { useCan, usePortal, useSession } from '@portal/shared-ui';
import { Page, Tabs } from '@portal/shared-ui/kit';
import { LoanActionChooser } from '../../features/loan-actions/LoanActionChooser';
import { loanTexts } from '../../texts/loans';
import { categoryOf } from './my-deals-category';
import { LoanList } from './LoanList';
import { SearchForm } from './SearchForm';
import './MyDeals.css';

type Search = { key: LoanSearchKey; value: string } | null;

/**
 * MyDeals (spec 001 §2 'My Deals'): 'Header "<category> LOANS - SUMMARY" with a Search Mode switch. Tabs: PENDING
 * LOANS, ACTIVE LOANS, PAID LOANS, ALL.' The tab is the `category` query; a search, once submitted, lists the current
 * tab's loans that match it, and stays while the borrower moves between tabs until search mode is left.
 */
export function MyDeals() {
  const userId = useSession((state) => state.bundle?.user.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const category = categoryOf(searchParams.get('category'));
  const [searchMode, setSearchMode] = useState(false);
  const [search, setSearch] = useState<Search>(null);
  // The loan whose actions are offered; its setter is stable, as the table's columns need.
  const [acting, setActing] = useState<LoanListRecord | null>(null);
  const portal = usePortal();
  // "loans.write (... row action button)" (spec 001 §6).
  const mayAct = useCan('loans.write');

  function switchSearchMode() {
    setSearchMode(!searchMode);
    setSearch(null);
  }

  // Tabs are views of one page: the browser's Back leaves My Deals rather than stepping through them.
  function showTab(index: number) {
    const next = MY_DEALS_CATEGORIES[index] ?? 'in_progress';
    setSearchParams((current) => {
      const query = new URLSearchParams(current);
      query.set('category', next);
      return query;
    }, { replace: true });
  }

  return (
    <Page
      title={loanListMessages.summaryTitle(LOAN_GROUP_HEADINGS[category])}
      wide
      actions={
        <button type="button" role="switch" aria-checked={searchMode} className="loans-my-deals__switch" onClick={switchSearchMode}>
          <span className="loans-my-deals__switch-track" aria-hidden="true">
            <span className="loans-my-deals__switch-thumb" />
          </span>
          <span>{loanListMessages.searchMode}</span>
        </button>
      }
    >
      {searchMode && <SearchForm onSearch={setSearch} />}
      <Tabs
        label={loanTexts.categoryTabs}
        activeIndex={MY_DEALS_CATEGORIES.indexOf(category)}
        onChange={showTab}
        tabs={MY_DEALS_CATEGORIES.map((tab) => ({
          label: MY_DEALS_TAB_LABELS[tab],
          content:
            // The list is someone's: drawn ahead for nobody (the build's picture of the page), the page has its tabs only.
            tab === category && userId !== undefined ? (
              <LoanList key={tab} userId={userId} tab={tab} search={search} onAction={tab === 'active' && mayAct ? setActing : undefined} />
            ) : null,
        }))}
      />
      {userId !== undefined && (
        <LoanActionChooser
          loan={acting}
          userId={userId}
          onClose={() => setActing(null)}
          onNext={(action, loan) => {
            setActing(null);
            portal.navigate('DealDetail', { loanId: loan.id }, { action });
          }}
        />
      )}
    </Page>
  );
}
