import { appendFileSync, copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { editEnvironment, restoreEnvironment } from '../support/environment';
import { portal } from '../support/operators';
import { artifactsDir, LOANS_RELEASES } from '../support/paths';
import { startSignedIn } from '../support/portal';

/*
 * Independent delivery (issue 12): versions released with the operators' command line, promoted and rolled back in
 * the running `local` environment, a tester's override, production ignoring it, a disallowed origin, and artefacts
 * altered after their release, all read back from the status page.
 */

const [FIRST, SECOND] = LOANS_RELEASES;
const LOANS = 'http://127.0.0.1:8083';
const entryOf = (version: string) => `${LOANS}/${version}/remoteEntry.js`;
const loansHeading = (page: Page) => page.locator('[data-remote="loans"]').getByRole('heading', { name: 'PENDING LOANS - SUMMARY' });
const loansFallback = (page: Page) => page.getByRole('alert').filter({ hasText: 'Loans is not available right now' });

test.afterEach(() => restoreEnvironment());

/** Opens the status page inside the same page load, so it reports what this page is running. */
async function statusOfLoans(page: Page) {
  await page.evaluate(() => window.history.pushState(null, '', '/portal-status'));
  await expect(page.getByRole('heading', { name: 'Portal status' })).toBeVisible();
  const row = page.locator('tr[data-remote="loans"]');
  const cell = (column: string) => row.locator(`[data-column="${column}"]`);
  return { pinned: cell('pinned'), override: cell('override'), loaded: cell('loaded'), integrity: cell('integrity'), state: cell('state') };
}

/** Loads My Deals and waits for that version's entry to arrive. */
async function myDealsAt(page: Page, version: string) {
  const entry = page.waitForResponse(entryOf(version));
  await page.goto('/my_deals');
  await entry;
  await expect(loansHeading(page)).toBeVisible();
}

test('a released version promoted in local runs at the next page load, checked; rollback brings the earlier one back', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test', null);
  expect(portal('promote', 'local', 'loans', FIRST, '--reason', 'first release')).toMatchObject({ code: 0 });
  expect(portal('promote', 'local', 'loans', SECOND)).toMatchObject({ code: 0, output: expect.stringContaining(`local loans ${FIRST} → ${SECOND}`) });

  await myDealsAt(page, SECOND);
  let loans = await statusOfLoans(page);
  await expect(loans.pinned).toHaveText(SECOND);
  await expect(loans.loaded).toHaveText(SECOND);
  await expect(loans.state).toHaveText('loaded');
  await expect(loans.integrity).toHaveText(/^checked \(sha384-/);

  const rolledBack = portal('rollback', 'local', 'loans', '--reason', 'back to the first');
  expect(rolledBack).toMatchObject({ code: 0, output: expect.stringContaining(`Rolled back: local loans ${SECOND} → ${FIRST}`) });
  await myDealsAt(page, FIRST);
  loans = await statusOfLoans(page);
  await expect(loans.loaded).toHaveText(FIRST);

  const history = JSON.parse(portal('history', 'local', '--json').output) as { action: string; from: string; to: string; who: string }[];
  expect(history.map(({ action, from, to }) => `${action} ${from}→${to}`)).toEqual([`rollback ${SECOND}→${FIRST}`, `promote ${FIRST}→${SECOND}`, `promote 1.0.0→${FIRST}`]);
  expect(history[0]?.who).toBe('e2e@lender.example');
});

test('an override in a lower environment runs for this browser only, with a banner and a reset; production ignores it', async ({ page, browser }) => {
  await startSignedIn(page, 'borrower@demo.test', null);
  const overridden = page.waitForResponse(entryOf(SECOND));
  await page.goto(`/my_deals?mf-override=loans@${SECOND}`);
  await overridden;
  await expect(loansHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/my_deals$/);
  const banner = page.getByRole('region', { name: /override/i });
  await expect(banner).toContainText(`loans@${SECOND}`);
  const loans = await statusOfLoans(page);
  await expect(loans.pinned).toHaveText('1.0.0');
  await expect(loans.override).toHaveText(SECOND);
  await expect(loans.loaded).toHaveText(SECOND);
  await expect(loans.integrity).toHaveText(/not checked/);

  // Another browser is not concerned.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await startSignedIn(otherPage, 'borrower@demo.test');
  await myDealsAt(otherPage, '1.0.0');
  await expect(otherPage.getByRole('region', { name: /override/i })).toHaveCount(0);
  await other.close();

  // Reset: back to the pin.
  await page.goto('/my_deals');
  const pinned = page.waitForResponse(entryOf('1.0.0'));
  await page.getByRole('region', { name: /override/i }).getByRole('button', { name: 'Reset' }).click();
  await pinned;
  await expect(page.getByRole('region', { name: /override/i })).toHaveCount(0);

  // The same environment marked production: the override is ignored, and so is any kept one.
  await page.goto(`/my_deals?mf-override=loans@${SECOND}`);
  await expect(page.getByRole('region', { name: /override/i })).toBeVisible();
  editEnvironment((env) => {
    env.lower = false;
  });
  const production = page.waitForResponse(entryOf('1.0.0'));
  await page.goto(`/my_deals?mf-override=loans@${SECOND}`);
  await production;
  await expect(loansHeading(page)).toBeVisible();
  await expect(page.getByRole('region', { name: /override/i })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('mf-override'))).toBeNull();
});

test('a manifest on an origin outside the allowed list is refused with the fallback, and never fetched', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test', null);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://127.0.0.1:8099')) asked.push(request.url());
  });
  editEnvironment((env) => {
    env.remotes.loans = { version: '1.0.0', manifestUrl: 'http://127.0.0.1:8099/1.0.0/mf-manifest.json' };
  });
  await page.goto('/my_deals');
  await expect(loansFallback(page)).toContainText('Error kind: origin');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(asked).toEqual([]);
  const loans = await statusOfLoans(page);
  await expect(loans.state).toHaveText('failed (origin)');
});

/** Changes a file of a published release the way an attacker on the CDN would: its copy and its compressed copies alike. */
function tamper(version: string, file: (name: string) => boolean): () => void {
  const folder = join(artifactsDir, 'remote-loans', version);
  const name = readdirSync(folder).find(file);
  if (!name) throw new Error(`No such file in ${folder}`);
  const path = join(folder, name);
  copyFileSync(path, `${path}.original`);
  appendFileSync(path, '\n;document.title = "tampered";\n');
  const compressCopies = () => {
    const body = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(body));
    writeFileSync(`${path}.br`, brotliCompressSync(body));
  };
  compressCopies();
  return () => {
    copyFileSync(`${path}.original`, path);
    compressCopies();
  };
}

test('a remote entry altered after its release is refused by the integrity check; so is a chunk the entry loads', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test', null);
  expect(portal('promote', 'local', 'loans', SECOND)).toMatchObject({ code: 0 });
  let untamper = tamper(SECOND, (name) => name === 'remoteEntry.js');
  try {
    await page.goto('/my_deals');
    await expect(loansFallback(page)).toContainText('Error kind: integrity');
    expect(await page.title()).not.toBe('tampered');
    const loans = await statusOfLoans(page);
    await expect(loans.state).toHaveText('failed (integrity)');
    await expect(loans.integrity).toHaveText('failed');
  } finally {
    untamper();
  }
  // The operators' own check refuses it too while it is altered.
  untamper = tamper(SECOND, (name) => name === 'remoteEntry.js');
  expect(portal('promote', 'local', 'loans', SECOND)).toMatchObject({ code: 1, output: expect.stringContaining('remoteEntry.js does not match its recorded hash') });
  untamper();

  // A chunk: the checked entry carries its hash, and the remote's runtime refuses it. The page above fetched the
  // release's chunks already (hinted beside its entry), and a file named by its content is cached for good: the
  // browser would use that copy, so its cache is emptied first.
  untamper = tamper(SECOND, (name) => name.startsWith('__federation_expose_app.') && name.endsWith('.js'));
  try {
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    await page.goto('/my_deals');
    await expect(loansFallback(page)).toBeVisible();
    expect(await page.title()).not.toBe('tampered');
  } finally {
    untamper();
  }
});

test('the portal runs under its Content-Security-Policy with no violation reported', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto('/');
  await startSignedIn(page, 'borrower@demo.test', null);
  for (const path of ['/my_deals', '/dashboard', '/new_deal', '/payment_methods', '/settings?tab=3', '/portal-status', '/portal-kit']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
