import { expect, test } from '@playwright/test';
import { editEnvironment, restoreEnvironment } from '../support/environment';
import { SECOND_LOANS_VERSION } from '../support/paths';
import { signIn } from '../support/portal';

test.afterEach(() => restoreEnvironment());

test('pointing the environment file at a second build of a remote runs that version after reload; the status page shows it', async ({ page }) => {
  await signIn(page, 'borrower@demo.test');
  editEnvironment((env) => {
    env.remotes.loans = { version: SECOND_LOANS_VERSION, manifestUrl: `http://127.0.0.1:8083/${SECOND_LOANS_VERSION}/mf-manifest.json` };
  });
  const secondEntry = page.waitForResponse(`http://127.0.0.1:8083/${SECOND_LOANS_VERSION}/remoteEntry.js`);
  await page.reload();
  await secondEntry;
  await expect(page.locator('[data-remote="loans"]').getByRole('heading', { name: 'PENDING LOANS - SUMMARY' })).toBeVisible();

  // Open the status page inside the same page load, so it reports what this page is running.
  await page.evaluate(() => window.history.pushState(null, '', '/portal-status'));
  await expect(page.getByRole('heading', { name: 'Portal status' })).toBeVisible();
  const loans = page.locator('tr[data-remote="loans"]');
  await expect(loans.locator('[data-column="pinned"]')).toHaveText(SECOND_LOANS_VERSION);
  await expect(loans.locator('[data-column="loaded"]')).toHaveText(SECOND_LOANS_VERSION);
  await expect(loans.locator('[data-column="state"]')).toHaveText('loaded');
  const deals = page.locator('tr[data-remote="deals"]');
  await expect(deals.locator('[data-column="pinned"]')).toHaveText('1.0.0');
  await expect(deals.locator('[data-column="state"]')).toHaveText('not-loaded');
});
