import { writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import {
  endpointPath,
  LOAN_GROUP_HEADINGS,
  loanEndpoints,
  loanIndicatorMessages,
  loanListMessages,
  MY_DEALS_CATEGORIES,
  MY_DEALS_TAB_LABELS,
  paymentMethodMessages,
  type LoanListResponse,
  type LoanListRecord,
  type MyDealsCategory,
} from '@portal/shared-contracts';
import { expectAccessible } from '../support/accessibility';
import { countLayoutShifts, holdRequests, layoutShifted } from '../support/page-drawn-ahead';
import { signedInUserId } from '../support/files';
import { startSignedIn } from '../support/portal';

// Spec 001's loan pages against the reference API and Ann's demo loans (api/src/loans/demo-loans.ts): My Deals'
// tabs, search and indicators, a loan's detail in each variant with its files, the dashboard and payment methods.

const summaryHeading = (page: Page, category: MyDealsCategory) =>
  page.getByRole('heading', { level: 1, name: loanListMessages.summaryTitle(LOAN_GROUP_HEADINGS[category]) });
const tableOf = (page: Page) => page.getByRole('table');
/** The table's loan rows (not its header row), in the order shown. */
const rowsOf = (page: Page) => tableOf(page).getByRole('row').filter({ has: page.getByRole('cell') });
const firstRowOf = (page: Page) => rowsOf(page).first();
const isListCall = (response: Response) => /\/api\/users\/\d+\/loans\?/.test(response.url()) && response.request().method() === 'GET';

/** The list as the API gives it to Ann, for what the page should show: the whole group, as pages of 100. */
async function loansOf(page: Page, group: MyDealsCategory): Promise<LoanListRecord[]> {
  const userId = await signedInUserId(page);
  const all: LoanListRecord[] = [];
  for (;;) {
    const last = all.at(-1);
    const query = new URLSearchParams({ group, page_size: '100', ...(last ? { last_id: String(last.id) } : {}) });
    const response = await page.request.get(`/api${endpointPath(loanEndpoints.list, { userId })}?${query}`);
    expect(response.status()).toBe(200);
    const { records } = (await response.json()) as LoanListResponse;
    if (records.length === 0) return all;
    all.push(...records);
  }
}

async function openTab(page: Page, category: MyDealsCategory) {
  await page.getByRole('tab', { name: MY_DEALS_TAB_LABELS[category] }).click();
  await expect(summaryHeading(page, category)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`category=${category}`));
}

const noMoreDeals = (page: Page) => page.getByText(loanListMessages.noMoreDeals, { exact: true });
/** Every page of the list has come: its table is shown and no longer busy ("No more deals." is under its last page). */
async function listEnded(page: Page) {
  await expect(tableOf(page)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('each tab loads page by page (10 a page, after last_id) until a page comes back empty, and ends with "No more deals." under its last page', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test');
  await expect(summaryHeading(page, 'in_progress')).toBeVisible();
  // The first load pages on by itself: let it end, so none of its calls is counted with the reload's.
  await listEnded(page);
  // Ann's loans by group, as the API lists them.
  const expected = Object.fromEntries(await Promise.all(MY_DEALS_CATEGORIES.map(async (group) => [group, await loansOf(page, group)] as const)));
  expect(expected.all!.length).toBeGreaterThanOrEqual(40);

  for (const category of MY_DEALS_CATEGORIES) {
    const calls: URL[] = [];
    const onResponse = (response: Response) => {
      if (isListCall(response)) calls.push(new URL(response.url()));
    };
    page.on('response', onResponse);
    // The first tab is already open: reload it so its calls are seen from the first.
    if (category === 'in_progress') await page.reload();
    else await openTab(page, category);
    await listEnded(page);
    page.off('response', onResponse);

    const loans = expected[category]!;
    const pages = Math.ceil(loans.length / 10);
    // One call per page of 10 and the empty one after; each continues after the last loan of the page before.
    expect(calls.map((url) => url.searchParams.get('group'))).toEqual(Array(pages + 1).fill(category));
    expect(calls.map((url) => url.searchParams.get('page_size'))).toEqual(Array(pages + 1).fill('10'));
    const lastOfEachPage = Array.from({ length: pages }, (_, index) => String(loans[Math.min(index * 10 + 9, loans.length - 1)]!.id));
    expect(calls.map((url) => url.searchParams.get('last_id'))).toEqual([null, ...lastOfEachPage]);
    // The table holds every loan of the tab, newest first, ten to a page of its own.
    if (pages > 1) await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    else await expect(rowsOf(page)).toHaveCount(loans.length);
    await expect(firstRowOf(page)).toContainText(loans[0]!.number);
    // The list ends under its last page, not under a page the pager goes on from.
    for (let shown = 1; shown < pages; shown += 1) {
      await expect(noMoreDeals(page)).toBeHidden();
      await page.getByRole('navigation', { name: / pages$/ }).getByRole('button', { name: 'Next' }).click();
    }
    await expect(noMoreDeals(page)).toBeVisible();
    await expect(firstRowOf(page)).toContainText(loans[(pages - 1) * 10]!.number);
  }
});

test('the pending table: its columns, the hint, whole dollars, MM/DD/YYYY, the filter box and its empty text', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test');
  await listEnded(page);
  const headers = tableOf(page).getByRole('columnheader');
  for (const header of [loanListMessages.loanStatus, 'Estimated Close Date', 'Date Entered', 'Amount', 'Loan Number']) {
    await expect(headers.filter({ hasText: header })).toHaveCount(1);
  }
  await expect(page.getByText(loanListMessages.clickOnLoan)).toBeVisible();
  const first = firstRowOf(page);
  const cellUnder = async (header: string) => first.getByRole('cell').nth((await headers.allTextContents()).indexOf(header));
  await expect(await cellUnder('Amount')).toHaveText(/^\$\d{1,3}(,\d{3})+$/);
  await expect(await cellUnder('Date Entered')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

  await page.getByLabel('Filter loans').fill('no such loan anywhere');
  await expect(page.getByText('No records matching "no such loan anywhere".')).toBeVisible();
  await expectAccessible(page, 'My Deals');
});

test('search mode: Submit waits for text; by number finds that loan, by address the loans on that street', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test');
  await listEnded(page);
  const loans = await loansOf(page, 'all');
  const wanted = loans[7]!;

  await page.getByRole('switch', { name: loanListMessages.searchMode }).click();
  const search = page.getByRole('search', { name: 'Search loans' });
  const submit = search.getByRole('button', { name: loanListMessages.submit });
  await expect(submit).toBeDisabled();
  await openTab(page, 'all');

  await search.getByLabel('Search for').fill(wanted.number);
  await search.getByLabel('Search by').selectOption({ label: 'Number' });
  const byNumber = page.waitForResponse((response) => isListCall(response) && new URL(response.url()).searchParams.get('search_key') === 'number');
  await submit.click();
  expect(new URL((await byNumber).url()).searchParams.get('search_value')).toBe(wanted.number);
  await expect(noMoreDeals(page)).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(1);
  await expect(firstRowOf(page)).toContainText(wanted.number);

  // A street name, typed in another case: every loan on that street, and only those.
  const street = wanted.property.address.split(' ').slice(1).join(' ');
  const onStreet = loans.filter((loan) => loan.property.address.toLowerCase().includes(street.toLowerCase()));
  await search.getByLabel('Search for').fill(street.toUpperCase());
  await search.getByLabel('Search by').selectOption({ label: 'Address' });
  const byAddress = page.waitForResponse((response) => isListCall(response) && new URL(response.url()).searchParams.get('search_key') === 'address');
  await submit.click();
  await byAddress;
  await listEnded(page);
  await expect(rowsOf(page)).toHaveCount(Math.min(onStreet.length, 10));
  await expect(firstRowOf(page)).toContainText(street);
});

test('the active tab colours the seeded loans by the indicators, and says each reason in words', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test');
  await openTab(page, 'active');
  await listEnded(page);
  // Thirteen active loans: one page of ten, then the second.
  const table = tableOf(page);
  const styled = async () => {
    const found: { row: string | null; cells: string[]; text: string }[] = [];
    for (const row of await rowsOf(page).all()) {
      const cells = await row.locator('[role="cell"]').evaluateAll((elements) => elements.flatMap((cell) => Array.from(cell.classList).filter((name) => name.startsWith('pui-data-table__cell--') && name !== 'pui-data-table__cell--end')));
      const row_ = await row.evaluate((element) => Array.from(element.classList).find((name) => name.startsWith('pui-data-table__row--')) ?? null);
      found.push({ row: row_, cells, text: (await row.textContent()) ?? '' });
    }
    return found;
  };
  await expect(rowsOf(page)).toHaveCount(10);
  const shown = [...(await styled())];
  await page.getByRole('navigation', { name: /Active loans/ }).getByRole('button', { name: 'Next' }).click();
  // Read the second page once it is drawn, not the first one still on the screen.
  await expect(rowsOf(page)).toHaveCount(3);
  shown.push(...(await styled()));

  const withReason = (reason: string) => shown.filter((row) => row.text.includes(reason));
  // "past maturity light red" and a danger maturity cell; "upcoming maturity light yellow" and a warning cell.
  expect(withReason(loanIndicatorMessages.maturityPassed).map((row) => [row.row, row.cells.includes('pui-data-table__cell--danger')])).toContainEqual(['pui-data-table__row--light-red', true]);
  expect(withReason(loanIndicatorMessages.maturityUpcoming).map((row) => [row.row, row.cells.includes('pui-data-table__cell--warning')])).toContainEqual(['pui-data-table__row--light-yellow', true]);
  // "draw older than 90 days yellow", its draw cell yellow too.
  expect(withReason(loanIndicatorMessages.drawOverdue).map((row) => [row.row, row.cells.includes('pui-data-table__cell--yellow')])).toContainEqual(['pui-data-table__row--yellow', true]);
  // A payment 5 days late: a warning on the date cell; 20 days: a danger row.
  expect(withReason(loanIndicatorMessages.paymentLate).filter((row) => !row.text.includes(loanIndicatorMessages.paymentOverdue)).map((row) => row.cells.includes('pui-data-table__cell--warning'))).toContain(true);
  expect(withReason(loanIndicatorMessages.paymentOverdue).map((row) => row.row)).toContain('pui-data-table__row--danger');
  // A plain row says nothing and has no colour.
  expect(shown.filter((row) => row.row === null && row.cells.length === 0).length).toBeGreaterThan(0);
  // The colours differ from a plain row's, to the eye as well.
  const plain = await rowsOf(page).and(table.locator(':not([class*="pui-data-table__row--"])')).first().evaluate((row) => getComputedStyle(row).backgroundColor);
  await page.getByRole('navigation', { name: /Active loans/ }).getByRole('button', { name: 'Previous' }).click();
  for (const tone of ['light-red', 'light-yellow', 'yellow', 'danger']) {
    const rows = table.locator(`.pui-data-table__row--${tone}`);
    if ((await rows.count()) > 0) expect(await rows.first().evaluate((row) => getComputedStyle(row).backgroundColor)).not.toBe(plain);
  }
  await expectAccessible(page, 'the active tab with its indicators');
});

test('an active row\'s action button opens "What would you like to do?" with Next, from the mouse and the keyboard', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test');
  await openTab(page, 'active');
  await listEnded(page);
  const [loan] = await loansOf(page, 'active');
  await page.getByRole('button', { name: `Actions for loan ${loan!.number}` }).click();
  const dialog = page.getByRole('dialog', { name: loanListMessages.whatWouldYouLikeToDo });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: loanListMessages.next })).toBeVisible();
  await expect(page).toHaveURL(/\/my_deals\?/);
  await expectAccessible(page, 'the action modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The keyboard reaches the button and presses it, without opening the loan.
  await page.getByRole('button', { name: `Actions for loan ${loan!.number}` }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: loanListMessages.next }).click();
  await expect(page).toHaveURL(new RegExp(`/my_deals/${loan!.id}\\?action=`));
  await expect(page.getByRole('heading', { level: 1, name: loanListMessages.detailTitle('ACTIVE') })).toBeVisible();
  // The action query opens the chosen action's wizard once the loan has loaded, headed by the loan's number.
  const wizard = page.getByRole('dialog').filter({ hasText: loan!.number });
  await expect(wizard).toBeVisible();
  await expectAccessible(page, "the action's wizard");
  await page.keyboard.press('Escape');
  await expect(wizard).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/my_deals/${loan!.id}$`));
});

/** Opens a loan from its tab by a row click, as a borrower does. */
async function openLoan(page: Page, category: MyDealsCategory, loan: LoanListRecord) {
  await page.goto(`/my_deals?category=${category}`);
  await page.getByLabel('Filter loans').fill(loan.number);
  await rowsOf(page).filter({ hasText: loan.number }).first().click();
  await expect(page).toHaveURL(new RegExp(`/my_deals/${loan.id}$`));
}

const factOf = (page: Page, label: string): Locator => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test("a loan's detail in each variant: the summary card's fields, the contact bar, the files and a statement", async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test');
  await listEnded(page);

  const [pending] = await loansOf(page, 'in_progress');
  await openLoan(page, 'in_progress', pending!);
  await expect(page.getByRole('heading', { level: 1, name: loanListMessages.detailTitle('PENDING') })).toBeVisible();
  await expect(factOf(page, 'Appraisal')).toHaveText(/^(Not ordered|Ordered|Received)$/);
  const files = page.getByRole('table', { name: loanListMessages.filesSubmitted });
  await expect(files).toBeVisible();
  for (const { label } of loanListMessages.fileLegend) await expect(page.getByRole('list', { name: 'Legend' }).getByText(label)).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Deals' })).toBeVisible();
  await expectAccessible(page, 'a pending loan');

  const active = (await loansOf(page, 'active')).find((loan) => loan.maturity_date && loan.draw_date);
  await openLoan(page, 'active', active!);
  await expect(page.getByRole('heading', { level: 1, name: loanListMessages.detailTitle('ACTIVE') })).toBeVisible();
  for (const label of ['Terms', 'Rate', 'Funded Date', 'Initial Holdback', 'Current Balance', 'Current Due', 'Maturity Date']) await expect(factOf(page, label)).not.toBeEmpty();
  await expect(factOf(page, 'Rate')).toHaveText(/%$/);
  await expect(page.getByRole('link', { name: /^Processing/ })).toHaveAttribute('href', /^mailto:/);
  // A statement is a PDF the API makes from the loan's figures.
  const statement = page.getByRole('region', { name: 'Statements' }).getByRole('link').first();
  const download = page.waitForEvent('download');
  await statement.click();
  const pdf = await (await download).createReadStream();
  const head = await new Promise<string>((resolve) => pdf.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString())));
  expect(head).toBe('%PDF-');
  await expect(page.getByRole('region', { name: 'Actions' })).toBeVisible();
  await expectAccessible(page, 'an active loan');

  const [paid] = await loansOf(page, 'paid');
  await openLoan(page, 'paid', paid!);
  await expect(page.getByRole('heading', { level: 1, name: loanListMessages.detailTitle('PAID') })).toBeVisible();
  for (const label of ['Pre-paid Interest', 'Funded Date', 'Holdback', 'Balance', 'Maturity Date', 'Paid-off Date']) await expect(factOf(page, label)).not.toBeEmpty();
  await page.getByRole('link', { name: 'My Deals' }).click();
  await expect(summaryHeading(page, 'paid')).toBeVisible();
});

test('a file uploaded on a loan is listed afterwards in its files, and downloads', async ({ page }, testInfo) => {
  await startSignedIn(page, 'borrower@demo.test');
  await listEnded(page);
  const [loan] = await loansOf(page, 'in_progress');
  await page.goto(`/my_deals/${loan!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: loanListMessages.detailTitle('PENDING') })).toBeVisible();
  const name = `site-photos-${Date.now()}.pdf`;
  const path = testInfo.outputPath(name);
  writeFileSync(path, '%PDF-1.4 site photos');
  await page.getByRole('button', { name: 'Files for this loan Choose files', exact: true }).setInputFiles(path);
  await expect(page.getByText('Uploaded successfully')).toBeVisible({ timeout: 20_000 });
  const link = page.getByRole('table', { name: loanListMessages.filesSubmitted }).getByRole('link', { name });
  await expect(link).toBeVisible();
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe(name);
});

test('the dashboard: the doughnut opens My Deals on the stat chosen; the summary and missing docs panels load', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const chart = page.getByRole('figure', { name: 'Number of loans' });
  await expect(chart.getByRole('img', { name: /^Number of loans: In Progress \d+, Active \d+, Paid \d+/ })).toBeVisible();
  // Drawn plain until the pointer comes to it (budget.spec follows echarts taking it over).
  await expect(chart.locator('svg path')).toHaveCount(3);
  await expect(page.getByText('Missing Docs')).toBeVisible();
  await expect(page.getByText('Unable to load', { exact: false })).toHaveCount(0);
  await expectAccessible(page, 'the dashboard');

  await chart.getByRole('button', { name: /^Active/ }).click();
  await expect(summaryHeading(page, 'active')).toBeVisible();
  await expect(page).toHaveURL(/\/my_deals\?category=active$/);
  await page.goBack();
  await page.getByRole('figure', { name: 'Number of loans' }).getByRole('button', { name: /^Paid/ }).click();
  await expect(summaryHeading(page, 'paid')).toBeVisible();
});

test("a new borrower's dashboard on a phone: nothing moves as the loan summary turns out empty, the loading as tall as the empty state", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await countLayoutShifts(page);
  const releaseSummary = await holdRequests(page, /\/api\/users\/\d+\/loan_summary$/);
  await startSignedIn(page, 'unverified@demo.test', '/dashboard');
  await expect(page.getByText('You have no outstanding documents.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the loan summary' })).toBeAttached();
  releaseSummary();
  await expect(page.getByText('You have no active deals yet.')).toBeVisible();
  expect(await layoutShifted(page)).toBe(0);
});

for (const kind of ['ACH Payment', 'Draw Payment'] as const) {
  test(`a payment method for ${kind} is added with its authorization, listed, and its account number shown masked`, async ({ page }) => {
    await startSignedIn(page, 'borrower@demo.test', '/payment_methods');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
    await page.getByRole('button', { name: paymentMethodMessages.newPaymentMethod }).click();
    await page.getByRole('menuitem', { name: kind }).click();
    const dialog = page.getByRole('dialog', { name: `New ${kind} method` });
    await expect(dialog).toBeVisible();

    // An invalid submit says what is missing and keeps what was typed.
    const name = `${kind} ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('button', { name: 'Add payment method' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await expectAccessible(page, `the ${kind} form`);

    await dialog.getByRole('combobox', { name: 'Method' }).selectOption({ label: kind === 'ACH Payment' ? 'ACH Transaction' : 'Wire Transfer' });
    await expect(dialog.getByRole('combobox', { name: 'Method' }).locator('option', { hasText: 'Check' })).toHaveCount(0);
    if (kind === 'ACH Payment') await dialog.getByLabel('Account type').selectOption({ label: 'Checking' });
    await dialog.getByLabel('Bank name').fill('First Austin Bank');
    await dialog.getByLabel('Bank address').fill('1 Bank Plaza, Austin, TX 78701');
    await dialog.getByLabel('Routing number').fill('111000025');
    await dialog.getByLabel('Account number').fill('12a');
    await dialog.getByLabel('Account name').click();
    await expect(dialog.getByText(paymentMethodMessages.digitsOnly)).toBeVisible();
    await dialog.getByLabel('Account number').fill('000123456789');
    await dialog.getByLabel('Account name').fill('Ann Borrower');
    await dialog.getByLabel('Recipient address').fill('100 Congress Ave, Austin, TX 78701');
    const authorization = kind === 'ACH Payment' ? /one-time withdrawal/ : /authorized signatory.*release holdback funds/;
    await dialog.getByRole('checkbox', { name: authorization }).check();
    await dialog.getByRole('button', { name: 'Add payment method' }).click();
    await expect(page.getByText(paymentMethodMessages.added)).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('table', { name: 'Payment methods' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(kind === 'ACH Payment' ? 'ACH Transaction' : 'Wire Transfer');
    await row.click();
    const details = page.getByRole('dialog', { name: `Payment method: ${name}` });
    await expect(details).toContainText('****6789');
    await expect(details).not.toContainText('000123456789');
    await expectAccessible(page, 'the payment method details');
  });
}

test('the Loan Viewer sees the loans and the dashboard, but no upload control and no action button', async ({ page }) => {
  await startSignedIn(page, 'member@demo.test');
  await openTab(page, 'active');
  await listEnded(page);
  await expect(page.getByRole('button', { name: /^Actions for loan/ })).toHaveCount(0);
  await firstRowOf(page).click();
  await expect(page.getByRole('heading', { level: 1, name: loanListMessages.detailTitle('ACTIVE') })).toBeVisible();
  await expect(page.getByRole('table', { name: loanListMessages.filesSubmitted })).toBeVisible();
  await expect(page.getByText('Upload Files')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Choose files/ })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
