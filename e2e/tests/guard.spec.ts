import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../support/portal';

test('signed out, /my_deals goes to Login with the redirect query and comes back after sign-in', async ({ page }) => {
  await page.goto('/my_deals?category=active');
  await expect(page).toHaveURL('/login?redirect=%2Fmy_deals%3Fcategory%3Dactive');
  await signIn(page, 'borrower@demo.test', { from: '' });
  await expect(page).toHaveURL('/my_deals?category=active');
});

test('signed in, /login goes to MyDeals', async ({ page }) => {
  await signIn(page, 'borrower@demo.test');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/my_deals$/);
});

test('an unverified user opening /new_deal goes to MyDeals', async ({ page }) => {
  await signIn(page, 'unverified@demo.test');
  await page.goto('/new_deal');
  await expect(page).toHaveURL(/\/my_deals$/);
});

test('a team member opening a page the role lacks goes to Settings', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  await page.goto('/entities');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
});

test('a user who needs the teams area is sent there from anywhere', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('teams@demo.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/teams_area$/);
  for (const path of ['/my_deals', '/dashboard', '/settings', '/nowhere']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/teams_area$/);
  }
  await expect(page.locator('[data-remote="teams"]').getByRole('heading', { level: 1, name: 'Teams', exact: true })).toBeVisible();
});
