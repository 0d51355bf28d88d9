import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';

/** Signs in through the Login page (step 0 e-mail, step 1 password), as a borrower does. */
export async function signIn(page: Page, email: string, { from = '/login' }: { from?: string } = {}) {
  if (from) await page.goto(from);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).or(page.getByRole('heading', { name: 'Teams' }))).toBeVisible();
}
