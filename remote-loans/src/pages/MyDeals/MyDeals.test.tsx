import { screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router';
import userEvent from '@testing-library/user-event';
import {
  loanEndpoints,
  loanIndicatorMessages,
  type EndpointInput,
  type LoanDetail,
  type LoanListRecord,
  type LoanListResponse,
  type Permission,
} from '@portal/shared-contracts';
import { answer, cellUnder, createFakePortal, keyboardIntoTable, noResponse, renderWithPortal, serverFailure, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { detailLoan, listLoan } from '../../features/loan-list/testing';
import { loanTexts } from '../../texts/loans';
import { AreaRoutes } from '../../routes';

type ListInput = EndpointInput<typeof loanEndpoints.list>;

/** `count` loans of a group, newest (highest id) first, as the API pages them. */
function loansOf(count: number, overrides: (index: number) => Partial<LoanListRecord> = () => ({})): LoanListRecord[] {
  return Array.from({ length: count }, (_, index) => listLoan({ id: 1000 - index, number: `L-${1000 - index}`, ...overrides(index) }));
}

/** The API's keyset paging over `loans`: the page after `last_id`, `page_size` long. */
function pagesOf(loans: readonly LoanListRecord[]) {
  return ({ query = {} }: ListInput): LoanListResponse => {
    const after = query.last_id === undefined ? 0 : loans.findIndex((loan) => loan.id === Number(query.last_id)) + 1;
    const records = loans.slice(after, after + Number(query.page_size ?? 10));
    return { records, total: loans.length, total_amount: 0 };
  };
}

interface Setup {
  url?: string;
  permissions?: Permission[];
  verified?: boolean;
  answers?: FakeAnswer[];
}

/** Where the router is, and how it got there ("REPLACE ?category=paid"), for the tests of the tabs' query. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${useNavigationType()} ${location.search}`}</output>;
}

function renderMyDeals({ url = '/my_deals?category=active', permissions = ['loans.read', 'loans.write'], verified = true, answers = [] }: Setup) {
  const base = signedInBundle();
  const fake = createFakePortal({ bundle: signedInBundle({ permissions, user: { ...base.user, verified } }), answers });
  renderWithPortal(
    <>
      <AreaRoutes />
      <Address />
    </>,
    { ...fake, url },
  );
  return fake;
}

const grid = (name: string) => screen.findByRole('table', { name });

describe('header and tabs', () => {
  test.each([
    ['in_progress', 'PENDING LOANS - SUMMARY', 'PENDING LOANS'],
    ['active', 'ACTIVE LOANS - SUMMARY', 'ACTIVE LOANS'],
    ['paid', 'PAID LOANS - SUMMARY', 'PAID LOANS'],
    ['all', 'ALL LOANS - SUMMARY', 'ALL'],
  ])('category=%s: \'Header "<category> LOANS - SUMMARY"\' and its tab selected', async (category, title, tab) => {
    const fake = renderMyDeals({ url: `/my_deals?category=${category}`, answers: [answer(loanEndpoints.list, pagesOf(loansOf(1)))] });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(fake.callsTo(loanEndpoints.list)[0]).toEqual({ params: { userId: 42 }, query: { group: category, page_size: 10 } }));
  });

  test('a missing or unknown category opens the pending loans, as the sidebar and "Deals in Progress" do', async () => {
    const fake = renderMyDeals({ url: '/my_deals?category=closed', answers: [answer(loanEndpoints.list, pagesOf([]))] });
    expect(await screen.findByRole('heading', { level: 1, name: 'PENDING LOANS - SUMMARY' })).toBeInTheDocument();
    expect(fake.callsTo(loanEndpoints.list)[0]?.query).toMatchObject({ group: 'in_progress' });
  });

  test('"Tabs: PENDING LOANS, ACTIVE LOANS, PAID LOANS, ALL": choosing one shows its header and lists its loans afresh', async () => {
    const user = userEvent.setup();
    const fake = renderMyDeals({
      url: '/my_deals?category=in_progress',
      answers: [answer(loanEndpoints.list, (input) => pagesOf(loansOf(2, () => ({ group: input.query?.group === 'paid' ? 'paid' : 'in_progress' })))(input))],
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['PENDING LOANS', 'ACTIVE LOANS', 'PAID LOANS', 'ALL']);
    await grid('Pending loans');
    await user.click(screen.getByRole('tab', { name: 'PAID LOANS' }));
    expect(screen.getByRole('heading', { level: 1, name: 'PAID LOANS - SUMMARY' })).toBeInTheDocument();
    await grid('Paid loans');
    const groups = fake.callsTo(loanEndpoints.list).map((call) => call.query?.group);
    expect(groups.filter((group) => group === 'paid')).toEqual(['paid', 'paid']);
    expect(groups[0]).toBe('in_progress');
  });
  test('the tab is the `category` query, replaced rather than pushed (Back leaves My Deals, not the tab)', async () => {
    const user = userEvent.setup();
    renderMyDeals({ url: '/my_deals?category=active', answers: [answer(loanEndpoints.list, pagesOf(loansOf(1)))] });
    await grid('Active loans');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('POP ?category=active');
    await user.click(screen.getByRole('tab', { name: 'ALL' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('REPLACE ?category=all');
    expect(screen.getByRole('heading', { level: 1, name: 'ALL LOANS - SUMMARY' })).toBeInTheDocument();
  });
});

describe('paging', () => {
  test('"Loans load page by page until a page comes back empty", and "The list ends with "No more deals.""', async () => {
    const user = userEvent.setup();
    const loans = loansOf(23);
    const fake = renderMyDeals({ answers: [answer(loanEndpoints.list, pagesOf(loans))] });
    await waitFor(() => expect(fake.callsTo(loanEndpoints.list)).toHaveLength(4));
    expect(fake.callsTo(loanEndpoints.list).map((call) => call.query)).toEqual([
      { group: 'active', page_size: 10 },
      { group: 'active', page_size: 10, last_id: 991 },
      { group: 'active', page_size: 10, last_id: 981 },
      { group: 'active', page_size: 10, last_id: 978 },
    ]);
    // The table pages the 23 loaded rows ten at a time; the list ends under the last.
    const pages = screen.getByRole('navigation', { name: 'Active loans pages' });
    await waitFor(() => expect(pages).toHaveTextContent('Page 1 of 3'));
    expect(screen.queryByText('No more deals.')).not.toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(pages).toHaveTextContent('Page 3 of 3');
    expect(screen.getByText('No more deals.')).toBeInTheDocument();
  });

  test('"A failed loan list load stops loading": its words and a Retry that goes on from where it stopped', async () => {
    const user = userEvent.setup();
    const loans = loansOf(15);
    let failNext = false;
    const fake = renderMyDeals({
      answers: [
        answer(loanEndpoints.list, (input) => {
          if (input.query?.last_id !== undefined && !failNext) {
            failNext = true;
            throw noResponse('timeout');
          }
          return pagesOf(loans)(input);
        }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The request timed out.');
    expect(screen.queryByText('No more deals.')).not.toBeInTheDocument();
    expect(await within(await grid('Active loans')).findByText('L-1000')).toBeInTheDocument();
    expect(fake.callsTo(loanEndpoints.list)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fake.callsTo(loanEndpoints.list)).toHaveLength(4));
    expect(fake.callsTo(loanEndpoints.list).slice(2).map((call) => call.query?.last_id)).toEqual([991, 986]);
    await user.click(within(screen.getByRole('navigation', { name: 'Active loans pages' })).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('No more deals.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a failed first page shows the failure alone, not "No Deals Found" ("status 500 or above: \'Unable to load data\'")', async () => {
    renderMyDeals({ answers: [answer(loanEndpoints.list, serverFailure(500))] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load data');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No Deals Found')).not.toBeInTheDocument();
  });

  test('changing tab aborts the loading in flight: a late page of the previous tab never shows', async () => {
    const user = userEvent.setup();
    let answerPending: (response: LoanListResponse) => void = () => undefined;
    const paid = loansOf(1, () => ({ number: 'PAID-1', group: 'paid' }));
    const fake = renderMyDeals({
      url: '/my_deals?category=in_progress',
      answers: [
        answer(loanEndpoints.list, (input) =>
          input.query?.group === 'in_progress' ? new Promise<LoanListResponse>((resolve) => (answerPending = resolve)) : pagesOf(paid)(input),
        ),
      ],
    });
    await waitFor(() => expect(fake.callsTo(loanEndpoints.list)).toHaveLength(1));
    await user.click(screen.getByRole('tab', { name: 'PAID LOANS' }));
    expect(await screen.findByText('No more deals.')).toBeInTheDocument();
    answerPending({ records: loansOf(1, () => ({ number: 'LATE-1', group: 'in_progress' })), total: 1, total_amount: 0 });
    const table = await grid('Paid loans');
    expect(within(table).getByText('PAID-1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('LATE-1')).not.toBeInTheDocument());
    expect(fake.callsTo(loanEndpoints.list).filter((call) => call.query?.group === 'in_progress')).toHaveLength(1);
  });
});

describe('search mode', () => {
  test('"a text box, a selector (Address or Number) and a Submit button disabled while the text is empty"', async () => {
    const user = userEvent.setup();
    const fake = renderMyDeals({ answers: [answer(loanEndpoints.list, pagesOf(loansOf(3)))] });
    await grid('Active loans');
    const modeSwitch = screen.getByRole('switch', { name: 'Search Mode' });
    expect(modeSwitch).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();

    await user.click(modeSwitch);
    expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
    const search = screen.getByRole('search', { name: 'Search loans' });
    const submit = within(search).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(within(search).getByRole('searchbox', { name: 'Search for' }), '   ');
    expect(submit).toBeDisabled();
    expect(within(search).getByRole('combobox', { name: 'Search by' })).toHaveValue('address');
    expect(within(search).getAllByRole('option').map((option) => option.textContent)).toEqual(['Address', 'Number']);

    await user.type(within(search).getByRole('searchbox', { name: 'Search for' }), 'Main St ');
    await user.click(submit);
    await waitFor(() =>
      expect(fake.callsTo(loanEndpoints.list).at(-1)?.query).toMatchObject({ group: 'active', search_key: 'address', search_value: 'Main St' }),
    );
  });

  test('search by number lists the category\'s matching loans; leaving search mode returns to the plain list', async () => {
    const user = userEvent.setup();
    const loans = loansOf(3);
    const fake = renderMyDeals({
      answers: [answer(loanEndpoints.list, (input) => pagesOf(input.query?.search_value ? loans.filter((loan) => loan.number.includes(String(input.query?.search_value))) : loans)(input))],
    });
    await screen.findByText('No more deals.');
    await user.click(screen.getByRole('switch', { name: 'Search Mode' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'number');
    await user.type(screen.getByRole('searchbox', { name: 'Search for' }), '999');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const table = await grid('Active loans');
    await waitFor(() => expect(within(table).queryByText('L-1000')).not.toBeInTheDocument());
    expect(within(table).getByText('L-999')).toBeInTheDocument();
    expect(fake.callsTo(loanEndpoints.list).filter((call) => call.query?.search_key === 'number').map((call) => call.query?.search_value)).toEqual(['999', '999']);

    const callsBefore = fake.callsTo(loanEndpoints.list).length;
    await user.click(screen.getByRole('switch', { name: 'Search Mode' }));
    expect(await within(await grid('Active loans')).findByText('L-1000')).toBeInTheDocument();
    expect(fake.callsTo(loanEndpoints.list)[callsBefore]?.query).toEqual({ group: 'active', page_size: 10 });
  });

  test('a search that finds nothing says so in the table, not "No Deals Found"', async () => {
    const user = userEvent.setup();
    renderMyDeals({ answers: [answer(loanEndpoints.list, (input) => pagesOf(input.query?.search_value ? [] : loansOf(2))(input))] });
    await screen.findByText('No more deals.');
    await user.click(screen.getByRole('switch', { name: 'Search Mode' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search for' }), 'Nowhere');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('No loans match your search.')).toBeInTheDocument();
    expect(screen.queryByText('No Deals Found')).not.toBeInTheDocument();
  });
});

describe('no deals', () => {
  test('"No Deals Found" with "SUBMIT NEW LOAN" to NewDeal for a verified borrower', async () => {
    const user = userEvent.setup();
    const fake = renderMyDeals({ answers: [answer(loanEndpoints.list, pagesOf([]))] });
    expect(await screen.findByText('No Deals Found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'SUBMIT NEW LOAN' }));
    expect(fake.navigations).toEqual(['/new_deal']);
    expect(screen.queryByText('No more deals.')).not.toBeInTheDocument();
  });

  test('"works only for verified users": an unverified borrower gets the popover with Resend Link', async () => {
    const user = userEvent.setup();
    const fake = renderMyDeals({ verified: false, answers: [answer(loanEndpoints.list, pagesOf([]))] });
    await user.click(await screen.findByRole('button', { name: 'SUBMIT NEW LOAN' }));
    expect(screen.getByText("This action is not allowed because you're not verified yet.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Link' })).toBeInTheDocument();
    expect(fake.navigations).toEqual([]);
  });

  test('without loans.write (NewDeal\'s access) there is no SUBMIT NEW LOAN', async () => {
    renderMyDeals({ permissions: ['loans.read'], answers: [answer(loanEndpoints.list, pagesOf([]))] });
    expect(await screen.findByText('No Deals Found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'SUBMIT NEW LOAN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SUBMIT NEW LOAN' })).not.toBeInTheDocument();
  });
});

describe('columns', () => {
  test('pending: "uses loan_category as \'Loan Status\' and adds estimated_close_date and date_entered"', async () => {
    const loans = [
      listLoan({
        id: 5,
        number: 'P-5',
        group: 'in_progress',
        loan_category: 'need ess',
        transaction_type: 'refinance',
        amount: 450000.6,
        estimated_close_date: '2025-03-04',
        date_entered: '2025-01-02',
        checklist: { funded: null, payoff_date: null },
      }),
    ];
    renderMyDeals({ url: '/my_deals?category=in_progress', answers: [answer(loanEndpoints.list, pagesOf(loans))] });
    const table = await grid('Pending loans');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual([
      'Loan Number',
      'Address',
      'City',
      'State',
      'Type',
      'Loan Status',
      'Amount',
      'Estimated Close Date',
      'Date Entered',
      'Entity',
    ]);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent?.trim());
    expect(cells).toEqual(['P-5', '12 Main St', 'Austin', 'TX', 'Refinance', 'Pending Terms Approval', '$450,001', '03/04/2025', '01/02/2025', 'Lee Holdings LLC']);
    expect(screen.getByText('Click on Loan to upload documents and see additional details')).toBeInTheDocument();
  });

  test('paid: the spec\'s columns, "without decimals" amounts with separators and MM/DD/YYYY days', async () => {
    const loans = [listLoan({ id: 6, number: 'D-6', group: 'paid', loan_category: 'paid', amount: null, checklist: { funded: '2023-05-06', payoff_date: '2024-07-08' }, entity: null })];
    renderMyDeals({ url: '/my_deals?category=paid', answers: [answer(loanEndpoints.list, pagesOf(loans))] });
    const table = await grid('Paid loans');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual([
      'Loan Number',
      'Address',
      'City',
      'State',
      'Type',
      'Status',
      'Amount',
      'Funded Date',
      'Payoff Date',
      'Entity',
    ]);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent?.trim());
    expect(cells).toEqual(['D-6', '12 Main St', 'Austin', 'TX', 'Purchase', 'Paid', '', '05/06/2023', '07/08/2024', '']);
  });

  test('active: the spec\'s columns, with the days the indicators colour ("maturity cell", "draw cell", "date cell") and the row action', async () => {
    jest.useFakeTimers({ now: new Date(2025, 5, 15, 12), advanceTimers: true });
    try {
      const loans = [
        listLoan({ id: 8, number: 'A-8', amount: 99999.49, maturity_date: '2026-02-01', draw_date: '2025-05-01', holdback_balance: 100, payment_due_date: '2025-07-01' }),
      ];
      renderMyDeals({ answers: [answer(loanEndpoints.list, pagesOf(loans))] });
      const table = await grid('Active loans');
      await within(table).findByText('A-8');
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual([
        'Loan Number',
        'Address',
        'City',
        'State',
        'Type',
        'Status',
        'Amount',
        'Funded Date',
        'Maturity Date',
        'Last Draw Date',
        'Payment Due Date',
        'Entity',
        'Actions',
      ]);
      const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent?.trim());
      expect(cells).toEqual(['A-8', '12 Main St', 'Austin', 'TX', 'Purchase', 'Active', '$99,999', '02/01/2024', '02/01/2026', '05/01/2025', '07/01/2025', 'Lee Holdings LLC', 'Actions']);
    } finally {
      jest.useRealTimers();
    }
  });

  test('"Tables have a filter box": \'No records matching "{filter}".\'', async () => {
    const user = userEvent.setup();
    renderMyDeals({ answers: [answer(loanEndpoints.list, pagesOf(loansOf(2)))] });
    await screen.findByText('No more deals.');
    await user.type(screen.getByRole('searchbox', { name: 'Filter loans' }), 'Chicago');
    expect(await screen.findByText('No records matching "Chicago".')).toBeInTheDocument();
  });
});

describe('active rows: indicators (spec 001 §4), each colour also said in words', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date(2025, 5, 15, 12), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  const rowOf = async (number: string) => {
    const table = await grid('Active loans');
    const cell = await within(table).findByText(number);
    return cell.closest('[role="row"]') as HTMLElement;
  };

  test('"draw cell yellow when overdue ... draw older than 90 days yellow"', async () => {
    const loans = [listLoan({ id: 1, number: 'A-1', draw_date: '2025-03-17', holdback_balance: 5000, maturity_date: '2026-01-01' })];
    renderMyDeals({ answers: [answer(loanEndpoints.list, pagesOf(loans))] });
    const row = await rowOf('A-1');
    expect(row).toHaveClass('pui-data-table__row--yellow');
    expect(cellUnder(row, loanTexts.lastDrawDate)).toHaveClass('pui-data-table__cell--yellow');
    expect(cellUnder(row, loanTexts.lastDrawDate)).toHaveTextContent(`03/17/2025 (${loanIndicatorMessages.drawOverdue})`);
    expect(within(row).getAllByText(`(${loanIndicatorMessages.drawOverdue})`, { exact: false })).toHaveLength(2);
  });

  test('"maturity cell warning when upcoming ... upcoming maturity light yellow"', async () => {
    const loans = [listLoan({ id: 2, number: 'A-2', maturity_date: '2025-07-15' })];
    renderMyDeals({ answers: [answer(loanEndpoints.list, pagesOf(loans))] });
    const row = await rowOf('A-2');
    expect(row).toHaveClass('pui-data-table__row--light-yellow');
    expect(cellUnder(row, loanTexts.maturityDate)).toHaveClass('pui-data-table__cell--warning');
    expect(cellUnder(row, loanTexts.maturityDate)).toHaveTextContent(`07/15/2025 (${loanIndicatorMessages.maturityUpcoming})`);
  });

  test('"danger when past ... past maturity light red"', async () => {
    const loans = [listLoan({ id: 3, number: 'A-3', maturity_date: '2025-06-14' })];
    renderMyDeals({ answers: [answer(loanEndpoints.list, pagesOf(loans))] });
    const row = await rowOf('A-3');
    expect(row).toHaveClass('pui-data-table__row--light-red');
    expect(cellUnder(row, loanTexts.maturityDate)).toHaveClass('pui-data-table__cell--danger');
    expect(cellUnder(row, loanTexts.maturityDate)).toHaveTextContent(`(${loanIndicatorMessages.maturityPassed})`);
  });

  test('"overdue by up to 11 days gives a warning on the date cell, more overdue gives a danger row"', async () => {
    const loans = [
      listLoan({ id: 4, number: 'A-4', payment_due_date: '2025-06-10' }),
      listLoan({ id: 5, number: 'A-5', payment_due_date: '2025-05-26' }),
    ];
    renderMyDeals({ answers: [answer(loanEndpoints.list, pagesOf(loans))] });
    const late = await rowOf('A-4');
    expect(late.className).not.toMatch(/pui-data-table__row--/);
    expect(cellUnder(late, loanTexts.paymentDueDate)).toHaveClass('pui-data-table__cell--warning');
    expect(cellUnder(late, loanTexts.paymentDueDate)).toHaveTextContent(`06/10/2025 (${loanIndicatorMessages.paymentLate})`);

    const overdue = await rowOf('A-5');
    expect(overdue).toHaveClass('pui-data-table__row--danger');
    expect(cellUnder(overdue, loanTexts.paymentDueDate)).toHaveClass('pui-data-table__cell--danger');
    expect(cellUnder(overdue, loanTexts.loanNumber)).toHaveTextContent(`A-5 (${loanIndicatorMessages.paymentOverdue})`);
  });

  test('a plain active row has no colour and says nothing more', async () => {
    renderMyDeals({ answers: [answer(loanEndpoints.list, pagesOf([listLoan({ id: 9, number: 'A-9' })]))] });
    const row = await rowOf('A-9');
    expect(row.className).not.toMatch(/pui-data-table__row--/);
    expect(cellUnder(row, loanTexts.loanNumber)).toHaveTextContent(/^A-9$/);
  });
});

describe('rows and their action button', () => {
  test('"Clicking a row opens DealDetail"', async () => {
    const user = userEvent.setup();
    const fake = renderMyDeals({ url: '/my_deals?category=paid', answers: [answer(loanEndpoints.list, pagesOf([listLoan({ id: 77, number: 'D-77', group: 'paid' })]))] });
    await user.click(await within(await grid('Paid loans')).findByText('D-77'));
    expect(fake.navigations).toEqual(['/my_deals/77']);
  });

  test('Enter on a row\'s cell opens DealDetail too; Enter on the row\'s action button opens the modal only', async () => {
    const user = userEvent.setup();
    const fake = renderMyDeals({
      answers: [answer(loanEndpoints.list, pagesOf([listLoan({ id: 78, number: 'A-78' })])), answer(loanEndpoints.detail, detailLoan({ id: 78, number: 'A-78' }))],
    });
    const table = await grid('Active loans');
    (await within(table).findByRole('button', { name: 'Actions for loan A-78' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'What would you like to do?' })).toBeInTheDocument();
    expect(fake.navigations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close' }));

    within(await keyboardIntoTable(table)).getByText('A-78').closest<HTMLElement>('[role="gridcell"]')?.focus();
    await user.keyboard('{Enter}');
    expect(fake.navigations).toEqual(['/my_deals/78']);
  });

  test('the active tab has an action button per row (loans.write); its click opens the modal, not the loan', async () => {
    const user = userEvent.setup();
    const loan = listLoan({ id: 31, number: 'A-31' });
    const fake = renderMyDeals({
      permissions: ['loans.read', 'loans.write', 'loans.draw.write', 'loans.payoff.write'],
      answers: [answer(loanEndpoints.list, pagesOf([loan])), answer(loanEndpoints.detail, detailLoan({ ...loan, holdback_balance: 5000, draws_available_balance: 100 }))],
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for loan A-31' }));
    const dialog = await screen.findByRole('dialog', { name: 'What would you like to do?' });
    expect(fake.navigations).toEqual([]);
    expect(fake.callsTo(loanEndpoints.detail)).toEqual([{ params: { id: 42, loan_id: 31 } }]);
    // "The modal defaults to Draw if allowed, else Payoff."
    expect(await within(dialog).findByRole('radio', { name: 'Draw Request' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Payoff Request' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(fake.navigations).toEqual(['/my_deals/31?action=payoff']);
  });

  test('the chooser shows disabled options with their reasons, and defaults to Payoff when Draw is not allowed', async () => {
    const user = userEvent.setup();
    const loan = listLoan({ id: 32, number: 'A-32' });
    renderMyDeals({
      permissions: ['loans.read', 'loans.write', 'loans.draw.write', 'loans.payoff.write'],
      answers: [
        answer(loanEndpoints.list, pagesOf([loan])),
        answer(loanEndpoints.detail, detailLoan({ ...loan, holdback_balance: 0, needed_files: ['Estimate of Repairs'], estimate_of_repairs: { status: 'not_submitted' } })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for loan A-32' }));
    const dialog = await screen.findByRole('dialog', { name: 'What would you like to do?' });
    const draw = await within(dialog).findByRole('radio', { name: 'Draw Request' });
    expect(draw).toBeDisabled();
    expect(draw).toHaveAccessibleDescription('Holdback balance should be greater than $ 0.00.');
    const changeOrder = within(dialog).getByRole('radio', { name: 'Change Order' });
    expect(changeOrder).toBeDisabled();
    expect(changeOrder).toHaveAccessibleDescription('Make sure you are in compliance with the requirements for Change Order Request.');
    expect(within(dialog).getByRole('radio', { name: 'Payoff Request' })).toBeChecked();
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['change_order', 'draws', 'payoff', 'insurance']);
  });

  test('the chooser loads the loan with a spinner, and says why it could not', async () => {
    const user = userEvent.setup();
    let fail: () => void = () => undefined;
    renderMyDeals({
      answers: [
        answer(loanEndpoints.list, pagesOf([listLoan({ id: 33, number: 'A-33' })])),
        answer(loanEndpoints.detail, () => new Promise<LoanDetail>((_, reject) => (fail = () => reject(serverFailure(503))))),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for loan A-33' }));
    const dialog = await screen.findByRole('dialog', { name: 'What would you like to do?' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the loan…');
    fail();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to load data');
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  test('no action button without loans.write, nor on other tabs', async () => {
    renderMyDeals({ permissions: ['loans.read'], answers: [answer(loanEndpoints.list, pagesOf([listLoan({ id: 40, number: 'A-40' })]))] });
    const table = await grid('Active loans');
    await within(table).findByText('A-40');
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for loan/ })).not.toBeInTheDocument();
  });

  test('the paid and pending tabs have no action button even with loans.write', async () => {
    renderMyDeals({ url: '/my_deals?category=all', answers: [answer(loanEndpoints.list, pagesOf([listLoan({ id: 41, number: 'A-41' })]))] });
    await within(await grid('All loans')).findByText('A-41');
    expect(screen.queryByRole('button', { name: /Actions for loan/ })).not.toBeInTheDocument();
  });
});
