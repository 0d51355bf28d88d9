import { gzipSync } from 'node:zlib';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { INLINE_SCRIPT } from '../support/inline-scripts';
import { signIn } from '../support/portal';
import { savingData } from '../support/save-data';

/*
 * The JavaScript budgets (issue 15), on a cold cache, gzip level 9 of every script response, as `npm run perf`
 * counts them (e2e/perf/javascript-weight.ts). ag-grid and echarts are recognised by their code (chunk names are
 * numbers): each may load only on a page that shows a table or a chart, and the rest of the page has a budget of its
 * own. The figures behind each budget, and the goals not yet reached, are in e2e/README.md.
 */

const KB = 1024;
const LIBRARY_MARKERS = { echarts: '_echarts_instance_', 'ag-grid': 'AG Grid' } as const;
type Library = keyof typeof LIBRARY_MARKERS;

interface Budget {
  path: string;
  user?: string;
  heading: string;
  /** A table the page shows, waited for: its rows are drawn. */
  table?: string;
  /** A chart the page shows, waited for: its slices are drawn. */
  chart?: string;
  /** Every script of the page. */
  totalBytes: number;
  /** The page without ag-grid's and echarts' chunks. */
  ownBytes: number;
  libraries: Library[];
}

// A table's rows are drawn plain, and ag-grid comes only when the keyboard enters a table; a doughnut is drawn plain,
// and echarts comes only when the pointer comes to it (the last tests): no page loads either on its own. /my_deals and
// /dashboard are within the issue's 260 KB.
const BUDGETS: Budget[] = [
  { path: '/login', heading: 'Sign In', totalBytes: 172 * KB, ownBytes: 172 * KB, libraries: [] },
  { path: '/my_deals', user: 'borrower@demo.test', heading: 'PENDING LOANS - SUMMARY', table: 'Pending loans', totalBytes: 226 * KB, ownBytes: 226 * KB, libraries: [] },
  { path: '/dashboard', user: 'borrower@demo.test', heading: 'Dashboard', table: 'Upcoming maturity dates', chart: 'Number of loans', totalBytes: 226 * KB, ownBytes: 226 * KB, libraries: [] },
];

/**
 * A new context whose HTTP cache is empty, signed in with the session another context made through the Login page.
 * It saves data, so the areas the sidebar leads to are not loaded ahead and counted as the page's.
 */
async function coldContext(browser: Browser, user?: string, viewport?: { width: number; height: number }): Promise<BrowserContext> {
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  if (user) {
    const signingIn = await browser.newContext();
    await signIn(await signingIn.newPage(), user);
    storageState = await signingIn.storageState();
    await signingIn.close();
  }
  const context = await browser.newContext({ storageState, viewport });
  await savingData(context);
  return context;
}

/** Where an element is drawn on the page (focusing or hovering it may scroll the screen). */
const placeOf = (element: Locator) =>
  element.evaluate((drawn) => {
    const box = drawn.getBoundingClientRect();
    return { top: box.top + window.scrollY, left: box.left + window.scrollX, width: box.width, height: box.height };
  });

/**
 * A text of react-router's warnings for developers, which its production build prints too and tooling's
 * react-router-pure loader leaves out (its route matching, which every remote's router runs, warns of a path ending
 * in `*`): should react-router's output change shape, the loader matches nothing and this text comes back.
 */
const ROUTER_WARNING = 'will be treated as if it were';

/** V8's compile hint each of the host's chunks starts with, but those of the libraries loaded on demand (tooling's CompileHintsPlugin). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface LoadedScript {
  url: string;
  gzip: number;
  library?: Library;
  compileHint: boolean;
  /** A script the page carries in itself rather than fetches. */
  inPage?: boolean;
  /** It carries react-router's warnings for developers (ROUTER_WARNING). */
  routerWarnings?: boolean;
}

/** Each script the page loads, with the library its code is, if either. */
function watchScripts(page: Page): { scripts: LoadedScript[]; pending: Promise<void>[] } {
  const scripts: LoadedScript[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    // The scripts the page carries in itself (the signed-in banners') count as much as those it fetches.
    if (response.request().resourceType() === 'document' && response.ok()) {
      pending.push(response.text().then((html) => void scripts.push(...[...html.matchAll(INLINE_SCRIPT)].map(([, code]) => ({ url: `${response.url()} (in the page)`, gzip: gzipSync(code!, { level: 9 }).length, inPage: true, compileHint: false })))));
      return;
    }
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    pending.push(
      response.body().then((body) => {
        const code = body.toString('utf8');
        scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length, library: libraryOf(code), compileHint: code.startsWith(COMPILE_HINT), routerWarnings: code.includes(ROUTER_WARNING) });
      }),
    );
  });
  return { scripts, pending };
}

const libraryOf = (body: string) => (Object.keys(LIBRARY_MARKERS) as Library[]).find((library) => body.includes(LIBRARY_MARKERS[library]));

for (const budget of BUDGETS) {
  test(`the JavaScript loaded for ${budget.path} on a cold cache stays within its budget, ${budget.libraries.length ? budget.libraries.join(' and ') : 'neither ag-grid nor echarts'} only`, async ({ browser }) => {
    const context = await coldContext(browser, budget.user);
    const page = await context.newPage();
    const { scripts, pending } = watchScripts(page);
    await page.goto(budget.path);
    const hostOrigin = new URL(page.url()).origin;
    await expect(page.getByRole('heading', { level: 1, name: budget.heading })).toBeVisible();
    if (budget.table) await expect(page.getByRole('table', { name: budget.table }).getByRole('cell').first()).toBeVisible();
    if (budget.chart) await expect(page.getByRole('figure', { name: budget.chart }).locator('svg path').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    await context.close();

    const total = scripts.reduce((sum, file) => sum + file.gzip, 0);
    const own = scripts.filter((file) => !file.library).reduce((sum, file) => sum + file.gzip, 0);
    console.log(`JavaScript for ${budget.path}: ${(total / KB).toFixed(1)} KB gzip in ${scripts.length} files, ${(own / KB).toFixed(1)} KB without ag-grid and echarts`);
    for (const file of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(file.gzip / KB).toFixed(1).padStart(6)} KB  ${file.url}${file.library ? ` (${file.library})` : ''}`);

    expect([...new Set(scripts.map((file) => file.library).filter(Boolean))].sort()).toEqual([...budget.libraries].sort());
    expect(own).toBeLessThanOrEqual(budget.ownBytes);
    expect(total).toBeLessThanOrEqual(budget.totalBytes);
    // The host's chunks (the page's origin: the host serves it) have their functions compiled as they stream in (the
    // scripts in the page, such as the loader that starts the entry, are no chunks); a remote's do not.
    const hostChunk = (file: LoadedScript) => new URL(file.url).origin === hostOrigin && !file.inPage;
    expect(scripts.filter((file) => hostChunk(file) !== file.compileHint).map((file) => file.url)).toEqual([]);
    expect(scripts.filter((file) => file.routerWarnings).map((file) => file.url)).toEqual([]);
  });
}

test('a table brings ag-grid when the keyboard enters it, in the same place: its first cell takes the keyboard, arrows move, Enter opens the loan', async ({ browser }) => {
  const context = await coldContext(browser, 'borrower@demo.test');
  const page = await context.newPage();
  const { scripts, pending } = watchScripts(page);
  const librariesLoaded = async () => {
    await Promise.all(pending);
    return scripts.map((file) => file.library).filter(Boolean);
  };
  await page.goto('/my_deals');
  const rows = page.locator('.pui-data-table__rows');
  const plain = rows.getByRole('table', { name: 'Pending loans' });
  await expect(plain.getByRole('row')).toHaveCount(11);
  const second = (await plain.getByRole('row').nth(2).getByRole('cell').first().textContent())!.trim();
  const placeOfRows = () => placeOf(rows.locator(':scope > *'));
  const plainPlace = await placeOfRows();
  await page.waitForLoadState('networkidle');
  expect(await librariesLoaded()).toEqual([]);

  await page.getByRole('searchbox', { name: 'Filter loans' }).focus();
  await page.keyboard.press('Tab');
  const grid = rows.getByRole('grid', { name: 'Pending loans' });
  await expect(grid.getByRole('gridcell').first()).toBeFocused();
  expect(await librariesLoaded()).toEqual(['ag-grid']);
  // Its chunk comes without the compile hint: a page calls few of ag-grid's functions.
  expect(scripts.filter((file) => file.library === 'ag-grid').map((file) => file.compileHint)).toEqual([false]);
  // Where the plain rows were, as high: nothing under the table moved.
  expect(await placeOfRows()).toEqual(plainPlace);

  await page.keyboard.press('ArrowDown');
  await expect(grid.getByRole('gridcell', { name: second })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my_deals\/\d+$/);
  await context.close();
});

test('a doughnut brings echarts when the pointer comes to it, in the same place: its slices still open My Deals on their stat', async ({ browser }) => {
  const context = await coldContext(browser, 'borrower@demo.test');
  const page = await context.newPage();
  const { scripts, pending } = watchScripts(page);
  await page.goto('/dashboard');
  const chart = page.getByRole('figure', { name: 'Number of loans' });
  const drawing = chart.getByRole('img', { name: /^Number of loans: In Progress \d+, Active \d+, Paid \d+/ });
  await expect(drawing.locator('svg path')).toHaveCount(3);
  const plainPlace = await placeOf(drawing.locator(':scope > *'));
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  expect(scripts.filter((file) => file.library)).toEqual([]);

  // The top of the ring (between 50 % and 75 % of half the drawing's smaller side), a little right of its middle: the
  // first slice, In Progress, drawn clockwise from the top.
  const box = (await drawing.boundingBox())!;
  const onFirstSlice = { x: box.x + box.width / 2 + 6, y: box.y + box.height / 2 - 0.625 * (Math.min(box.width, box.height) / 2) };
  await page.mouse.move(onFirstSlice.x, onFirstSlice.y);
  await expect(drawing.locator('canvas')).toHaveCount(1);
  await expect(drawing.locator('svg')).toHaveCount(0);
  await Promise.all(pending);
  expect([...new Set(scripts.map((file) => file.library).filter(Boolean))]).toEqual(['echarts']);
  expect(await placeOf(drawing.locator(':scope > *'))).toEqual(plainPlace);

  await page.mouse.click(onFirstSlice.x, onFirstSlice.y);
  await expect(page).toHaveURL(/\/my_deals\?category=in_progress$/);
  await context.close();
});
