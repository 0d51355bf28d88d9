import { expect, test, type Page } from '@playwright/test';
import { editEnvironment, restoreEnvironment } from '../support/environment';
import { DEMO_PASSWORD, signIn } from '../support/portal';

test.beforeEach(() => {
  // A lower environment's test-only setting: a 14-second session with the warning 8 seconds before its end.
  editEnvironment((env) => {
    env.testing = { sessionMaxMs: 14_000, sessionWarningMs: 8_000 };
  });
});
test.afterEach(() => restoreEnvironment());

/**
 * The page's clock is Playwright's: it runs at its normal pace, and the seconds a borrower would wait are skipped a
 * second at a time (every answer from the API still re-arms the session as it comes) until `shown` holds.
 */
async function waitOnThePagesClock(page: Page, shown: () => Promise<void>) {
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await shown();
  }).toPass({ timeout: 15_000 });
}

test('the warning counts down, Continue keeps the session, and a timeout signs out and returns to the remembered path', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'borrower@demo.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const warning = page.getByRole('dialog', { name: "You're about to be logged out." });
  await waitOnThePagesClock(page, () => expect(warning).toBeVisible({ timeout: 100 }));
  const secondsLeft = async () => Number((await warning.getByText(/Time remaining: \d+ seconds/).textContent())?.match(/\d+/)?.[0]);
  const first = await secondsLeft();
  await waitOnThePagesClock(page, async () => expect(await secondsLeft()).toBeLessThan(first));

  await warning.getByRole('button', { name: 'Continue' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Left alone, the session ends: signed out, remembered path kept for the next sign-in.
  await waitOnThePagesClock(page, () => expect(warning).toBeVisible({ timeout: 100 }));
  await waitOnThePagesClock(page, () => expect(page).toHaveURL('/login?redirect=%2Fdashboard', { timeout: 100 }));
  await expect(page.getByText('Your session is over, see you soon!')).toBeVisible();
  await page.getByLabel('Email').fill('borrower@demo.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Leave signs out with "See you soon!"', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'borrower@demo.test');
  const warning = page.getByRole('dialog', { name: "You're about to be logged out." });
  await waitOnThePagesClock(page, () => expect(warning).toBeVisible({ timeout: 100 }));
  await warning.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('See you soon!', { exact: true })).toBeVisible();
});

test('a stored session older than the session length is cleared on load and the visitor goes to Index', async ({ page }) => {
  await signIn(page, 'borrower@demo.test');
  // Every answer re-arms the stored activity: age it off the portal's page, where nothing can write it back.
  await page.goto('/environment.json');
  await page.evaluate(() => localStorage.setItem('portal.lastActivity', JSON.stringify(Date.now() - 60_000)));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'One spot for all your loans' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portal.')))).toEqual([]);
});
