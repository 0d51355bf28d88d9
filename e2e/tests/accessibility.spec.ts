import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/portal';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('public pages have no serious or critical accessibility violations', async ({ page }) => {
  for (const [path, heading] of [
    ['/', 'One spot for all your loans'],
    ['/login', 'Sign In'],
    ['/nowhere', 'Page not found'],
    ['/portal-status', 'Portal status'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});

test('the signed-in shell has no serious or critical accessibility violations, on a phone-sized screen too', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Deals' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: /Mia/ }).click();
  await expect(page.getByRole('link', { name: 'Account Settings' })).toBeVisible();
  await page.screenshot({ path: '../test-results/signed-in-360.png' });
  await expectNoSeriousViolations(page);
});

test('the session warning dialog and logout question are reachable by keyboard', async ({ page }) => {
  await signIn(page, 'borrower@demo.test');
  await page.getByRole('button', { name: /Ann/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Log out' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the kit page shows every building block with its states and has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/portal-kit');
  await expect(page.getByRole('heading', { level: 1, name: 'Portal kit' })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Its states, with the specification's messages: a required form refused, a dollar amount over the limit.
  await page.getByRole('form', { name: 'Every field, required and empty' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required!')).toHaveCount(11);
  await expect(page.getByText('Please input a dollar amount between $0 and $100,000,000').first()).toBeVisible();
  await page.screenshot({ path: '../test-results/portal-kit.png', fullPage: true });
  await expectNoSeriousViolations(page);
});

test('every page of the sign-in area has no serious or critical accessibility violations', async ({ page }) => {
  for (const path of ['/registration', '/invitation', '/contributor', '/unlock_account?user_id=1&token=not-a-token', '/users/1/verify/not-a-token']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  }
  // Login's steps and its two dialogs.
  await page.goto('/login');
  await page.getByLabel('Email').fill('invitee@demo.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox', { name: '6-Digit Code' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Password Recovery' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
