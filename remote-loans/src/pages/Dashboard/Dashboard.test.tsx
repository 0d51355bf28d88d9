import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calendarDayOf, dashboardEndpoints, type LoanSummary, type MonetarySummary, type SignedInBundle, type TopMissingDocuments } from '@portal/shared-contracts';
import { answer, createFakePortal, keyboardIntoTable, renderWithPortal, serverFailure, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { AreaRoutes } from '../../routes';

/** A day relative to today, as the API sends it ("YYYY-MM-DD"). */
function daysFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return calendarDayOf(day);
}
/** The same day as the page shows it (MM/DD/YYYY). */
function shown(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}

const monetarySummary: MonetarySummary = {
  in_progress: { total: 3, amount: 1_250_000 },
  active: { total: 5, amount: 2_400_500.4 },
  paid: { total: 2, amount: 610_000 },
};

const loanSummary: LoanSummary = {
  maturity_date: [
    { loan_id: 11, number: 'L-1011', address: '11 Past Maturity Rd, Austin, TX 78701', maturity_date: daysFromToday(-1) },
    { loan_id: 12, number: 'L-1012', address: '12 Soon St, Austin, TX 78701', maturity_date: daysFromToday(30) },
    { loan_id: 13, number: 'L-1013', address: '13 Later Ave, Austin, TX 78701', maturity_date: daysFromToday(31) },
  ],
  payment_due: [
    { loan_id: 21, number: 'L-1021', address: '21 Late Ln, Austin, TX 78701', due_date: daysFromToday(-5) },
    { loan_id: 22, number: 'L-1022', address: '22 Very Late Ln, Austin, TX 78701', due_date: daysFromToday(-20) },
    { loan_id: 23, number: 'L-1023', address: '23 Today Ct, Austin, TX 78701', due_date: daysFromToday(0) },
  ],
};

const missingDocuments: TopMissingDocuments = {
  loans: [
    { id: 31, loan: 'L-1031', address: '31 Docs Dr, Austin, TX 78701', documents: ['Purchase contract', 'Insurance binder'], needed_documents_count: 2, percentage_to_funded: 0.456 },
    { id: 32, loan: 'L-1032', address: '32 Docs Dr, Austin, TX 78701', documents: ['Appraisal'], needed_documents_count: 1, percentage_to_funded: 1 },
  ],
  entities: [{ id: 7, name: 'Lee Holdings LLC', documents: ['Operating agreement', 'EIN letter', 'Articles'], needed_documents_count: 3 }],
};

const dashboardAnswers = [
  answer(dashboardEndpoints.monetarySummary, monetarySummary),
  answer(dashboardEndpoints.loanSummary, loanSummary),
  answer(dashboardEndpoints.topMissingDocuments, missingDocuments),
];

/** Ann (user 42) owns her account: she reads the dashboard and the loans, and opens entities. */
const ann = signedInBundle({ permissions: ['dashboard.read', 'loans.read', 'entity.read'] });

function renderDashboard({ bundle = ann, answers = [] as FakeAnswer[] }: { bundle?: SignedInBundle; answers?: FakeAnswer[] } = {}) {
  const fake = createFakePortal({ bundle, answers: [...dashboardAnswers, ...answers] });
  renderWithPortal(<AreaRoutes />, { ...fake, url: '/dashboard' });
  return { ...fake, user: userEvent.setup() };
}

/** A line of one of the loan summary's tables, by the loan number it shows. */
function summaryRow(table: string, number: string): HTMLElement {
  const row = within(screen.getByRole('table', { name: table })).getByText(number).closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`No row for ${number} in ${table}`);
  return row;
}

test('"Title Dashboard" (spec 001 §2), with every panel loaded from its own call for the signed-in person', async () => {
  const fake = renderDashboard();

  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Loan stats' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Loan summary' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Missing Docs' })).toBeInTheDocument();
  expect(fake.callsTo(dashboardEndpoints.monetarySummary)).toEqual([{ params: { id: 42 } }]);
  expect(fake.callsTo(dashboardEndpoints.loanSummary)).toEqual([{ params: { id: 42 } }]);
  expect(fake.callsTo(dashboardEndpoints.topMissingDocuments)).toEqual([{ params: { id: 42 } }]);
});

test('"a profile/contact card": the borrower\'s name, e-mail and phone, and the account executive\'s contact', async () => {
  renderDashboard();

  const card = await screen.findByRole('region', { name: 'My profile' });
  expect(within(card).getByText('Ann Lee')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'ann@example.test' })).toHaveAttribute('href', 'mailto:ann@example.test');
  expect(within(card).getByRole('link', { name: '(555) 010-2030' })).toHaveAttribute('href', 'tel:5550102030');
  expect(within(card).getByRole('heading', { name: 'Your account executive' })).toBeInTheDocument();
  expect(within(card).getByText('Sam Ortiz')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'sam@lender.test' })).toHaveAttribute('href', 'mailto:sam@lender.test');
  expect(within(card).getByRole('link', { name: '(555) 010-9999' })).toHaveAttribute('href', 'tel:5550109999');
});

test('a team member on someone else\'s account sees whose account it is and who is signed in; no executive, no card part', async () => {
  const base = signedInBundle();
  const member = signedInBundle({
    permissions: ['dashboard.read', 'loans.read'],
    user: { ...base.user, first_name: 'Max', last_name: 'Ray', user_email: 'max@example.test', phone_number: '(555) 010-4444' },
    accountExecutive: null,
  });
  renderDashboard({ bundle: member });

  const card = await screen.findByRole('region', { name: 'My profile' });
  expect(within(card).getByText('Ann Lee')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'ann@example.test' })).toBeInTheDocument();
  expect(within(card).getByText('Signed in as')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'max@example.test' })).toBeInTheDocument();
  // Max's phone is not the account's.
  expect(within(card).queryByRole('link', { name: '(555) 010-4444' })).not.toBeInTheDocument();
  expect(within(card).queryByRole('heading', { name: 'Your account executive' })).not.toBeInTheDocument();
});

test('"loan stats as a doughnut chart (250 px) of In Progress, Active and Paid counts", with their amounts in whole dollars', async () => {
  renderDashboard();

  const stats = await screen.findByRole('region', { name: 'Loan stats' });
  // Drawn plain (echarts comes when the pointer does: shared-ui's Chart).
  const drawing = await within(stats).findByRole('img', { name: 'Number of loans: In Progress 3, Active 5, Paid 2' });
  expect(within(stats).getByRole('button', { name: 'In Progress 3' })).toBeInTheDocument();
  expect(within(stats).getByRole('button', { name: 'Active 5' })).toBeInTheDocument();
  expect(within(stats).getByRole('button', { name: 'Paid 2' })).toBeInTheDocument();
  // "Doughnut chart 250 px" (spec 001 §9).
  expect(drawing.firstElementChild).toHaveStyle({ height: '250px' });
  expect(drawing).toHaveTextContent('10');
  const amounts = within(stats).getByRole('heading', { name: 'Loan amounts' }).parentElement!;
  expect(amounts).toHaveTextContent('In Progress$1,250,000');
  expect(amounts).toHaveTextContent('Active$2,400,500');
  expect(amounts).toHaveTextContent('Paid$610,000');
});

test.each([
  ['In Progress 3', '/my_deals?category=in_progress'],
  ['Active 5', '/my_deals?category=active'],
  ['Paid 2', '/my_deals?category=paid'],
])('"clicking a stat goes to MyDeals with category in_progress or active": %s goes to %s', async (stat, path) => {
  const { user, navigations } = renderDashboard();

  await user.click(await screen.findByRole('button', { name: stat }));
  expect(navigations).toEqual([path]);
});

test('"Unverified users see no loan stats": no panel, and the monetary summary is not asked for', async () => {
  const base = signedInBundle();
  const fake = renderDashboard({ bundle: signedInBundle({ permissions: ann.permissions, user: { ...base.user, verified: false } }) });

  expect(await screen.findByRole('region', { name: 'Loan summary' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Loan stats' })).not.toBeInTheDocument();
  expect(fake.callsTo(dashboardEndpoints.monetarySummary)).toEqual([]);
});

test('a failed monetary summary says "Unable to load loan monetary summary" with Retry, and the other panels stay', async () => {
  let failures = 1;
  const { user, callsTo } = renderDashboard({
    answers: [
      answer(dashboardEndpoints.monetarySummary, () => {
        if (failures-- > 0) throw serverFailure(500);
        return monetarySummary;
      }),
    ],
  });

  const stats = await screen.findByRole('region', { name: 'Loan stats' });
  expect(await within(stats).findByRole('alert')).toHaveTextContent('Unable to load loan monetary summary');
  expect(await screen.findByRole('table', { name: 'Upcoming maturity dates' })).toBeInTheDocument();
  expect(await screen.findByText('Lee Holdings LLC')).toBeInTheDocument();

  await user.click(within(stats).getByRole('button', { name: 'Retry' }));
  expect(await within(stats).findByRole('button', { name: 'Active 5' })).toBeInTheDocument();
  expect(callsTo(dashboardEndpoints.monetarySummary)).toHaveLength(2);
});

test('a failed loan summary says "Unable to load Payment dates" with Retry', async () => {
  renderDashboard({ answers: [answer(dashboardEndpoints.loanSummary, serverFailure(503))] });

  const summary = await screen.findByRole('region', { name: 'Loan summary' });
  expect(await within(summary).findByRole('alert')).toHaveTextContent('Unable to load Payment dates');
  expect(within(summary).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Active 5' })).toBeInTheDocument();
});

test('a failed Missing Docs panel says "Unable to load Outstanding Documents" with Retry', async () => {
  renderDashboard({ answers: [answer(dashboardEndpoints.topMissingDocuments, serverFailure(500))] });

  const missing = await screen.findByRole('region', { name: 'Missing Docs' });
  expect(await within(missing).findByRole('alert')).toHaveTextContent('Unable to load Outstanding Documents');
  expect(within(missing).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('"Empty text: \'You have no active deals yet.\'": no loans in the stats, and nothing in the loan summary', async () => {
  const none = { total: 0, amount: 0 };
  renderDashboard({
    answers: [
      answer(dashboardEndpoints.monetarySummary, { in_progress: none, active: none, paid: none }),
      answer(dashboardEndpoints.loanSummary, { maturity_date: [], payment_due: [] }),
      answer(dashboardEndpoints.topMissingDocuments, { loans: [], entities: [] }),
    ],
  });

  const stats = await screen.findByRole('region', { name: 'Loan stats' });
  expect(await within(stats).findByText('You have no active deals yet.')).toBeInTheDocument();
  expect(within(stats).queryByRole('img')).not.toBeInTheDocument();
  const summary = screen.getByRole('region', { name: 'Loan summary' });
  expect(await within(summary).findByText('You have no active deals yet.')).toBeInTheDocument();
  expect(within(summary).queryByRole('table')).not.toBeInTheDocument();
  const missing = screen.getByRole('region', { name: 'Missing Docs' });
  expect(await within(missing).findByText('You have no outstanding documents.')).toBeInTheDocument();
});

test('"Maturity is upcoming within 30 days and past when before today": "a passed maturity date gives a danger row", an upcoming one a warning cell, each said in words', async () => {
  renderDashboard();
  await screen.findByRole('table', { name: 'Upcoming maturity dates' });

  const past = summaryRow('Upcoming maturity dates', 'L-1011');
  expect(past).toHaveClass('pui-data-table__row--danger');
  const pastDate = within(past).getByText(shown(daysFromToday(-1))).closest('[role="cell"]');
  expect(pastDate).toHaveClass('pui-data-table__cell--danger');
  // Said once, with the date: colour is never the only signal.
  expect(past).toHaveTextContent(`${shown(daysFromToday(-1))} (Maturity date has passed)L-1011`);

  const soon = summaryRow('Upcoming maturity dates', 'L-1012');
  expect(soon).not.toHaveClass('pui-data-table__row--danger');
  expect(within(soon).getByText(shown(daysFromToday(30))).closest('[role="cell"]')).toHaveClass('pui-data-table__cell--warning');
  expect(soon).toHaveTextContent('(Matures within 30 days)');

  const later = summaryRow('Upcoming maturity dates', 'L-1013');
  expect(later.className).not.toMatch(/row--/);
  expect(within(later).getByText(shown(daysFromToday(31))).closest('[role="cell"]')!.className).not.toMatch(/cell--/);
  expect(later).not.toHaveTextContent('(');
});

test('"Payment due: overdue by up to 11 days gives a warning on the date cell, more overdue gives a danger row", said in words; due today is not overdue', async () => {
  renderDashboard();
  await screen.findByRole('table', { name: 'Payment due dates' });

  const late = summaryRow('Payment due dates', 'L-1021');
  expect(late.className).not.toMatch(/row--/);
  expect(within(late).getByText(shown(daysFromToday(-5))).closest('[role="cell"]')).toHaveClass('pui-data-table__cell--warning');
  expect(late).toHaveTextContent('(Payment overdue)');

  const veryLate = summaryRow('Payment due dates', 'L-1022');
  expect(veryLate).toHaveClass('pui-data-table__row--danger');
  expect(veryLate).toHaveTextContent('(Payment more than 11 days overdue)');

  const today = summaryRow('Payment due dates', 'L-1023');
  expect(today.className).not.toMatch(/row--/);
  expect(today).not.toHaveTextContent('(');
});

test('the loan summary shows address, loan number and the date as MM/DD/YYYY; "row click goes to DealDetail", Enter too', async () => {
  const { user, navigations } = renderDashboard();
  await screen.findByRole('table', { name: 'Payment due dates' });

  const row = summaryRow('Payment due dates', 'L-1021');
  expect(within(row).getByText('21 Late Ln, Austin, TX 78701')).toBeInTheDocument();
  expect(within(row).getByText(shown(daysFromToday(-5)))).toBeInTheDocument();
  await user.click(within(row).getByText('21 Late Ln, Austin, TX 78701'));
  expect(navigations).toEqual(['/my_deals/21']);

  const grid = await keyboardIntoTable(screen.getByRole('table', { name: 'Upcoming maturity dates' }));
  within(grid).getByText('L-1013').closest<HTMLElement>('[role="gridcell"]')!.focus();
  await user.keyboard('{Enter}');
  expect(navigations).toEqual(['/my_deals/21', '/my_deals/13']);
});

test('Missing Docs: each loan\'s needed documents with its progress as a percentage ("fraction times 100"), and each entity\'s', async () => {
  renderDashboard();

  const missing = await screen.findByRole('region', { name: 'Missing Docs' });
  const first = (await within(missing).findByRole('heading', { name: 'Loan L-1031' })).closest('li')!;
  expect(within(first).getByText('31 Docs Dr, Austin, TX 78701')).toBeInTheDocument();
  expect(within(first).getByText('2 documents needed')).toBeInTheDocument();
  const needed = within(first).getByRole('list', { name: 'Documents still needed' });
  expect(within(needed).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Purchase contract', 'Insurance binder']);
  expect(within(first).getByRole('progressbar', { name: 'Progress to funding' })).toHaveAttribute('value', '46');
  expect(within(first).getByText('Progress to funding: 46%')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'Open loan L-1031' })).toHaveAttribute('href', '/my_deals/31');

  const second = within(missing).getByRole('heading', { name: 'Loan L-1032' }).closest('li')!;
  expect(within(second).getByText('1 document needed')).toBeInTheDocument();
  expect(within(second).getByText('Progress to funding: 100%')).toBeInTheDocument();

  const entity = within(missing).getByRole('heading', { name: 'Lee Holdings LLC' }).closest('li')!;
  expect(within(entity).getByText('3 documents needed')).toBeInTheDocument();
  expect(within(entity).getByText('Operating agreement')).toBeInTheDocument();
  expect(within(entity).getByRole('link', { name: 'Open Lee Holdings LLC' })).toHaveAttribute('href', '/entities/7');
});

test('without entity.read an entity of the Missing Docs panel has no link', async () => {
  renderDashboard({ bundle: signedInBundle({ permissions: ['dashboard.read', 'loans.read'] }) });

  const missing = await screen.findByRole('region', { name: 'Missing Docs' });
  expect(await within(missing).findByRole('heading', { name: 'Lee Holdings LLC' })).toBeInTheDocument();
  expect(within(missing).queryByRole('link', { name: 'Open Lee Holdings LLC' })).not.toBeInTheDocument();
});

test('panels whose call the person may not make are not shown, and not asked for: without loans.read only Missing Docs', async () => {
  const fake = renderDashboard({ bundle: signedInBundle({ permissions: ['dashboard.read'] }) });

  expect(await screen.findByRole('region', { name: 'Missing Docs' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Loan stats' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Loan summary' })).not.toBeInTheDocument();
  expect(fake.calls.map((call) => call.path)).toEqual(['/users/{id}/top_missing_documents']);
});
