import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';

/** An address no run has used: the portal of a run keeps what earlier tests made. */
export const uniqueEmail = (who: string) => `${who}-${Date.now()}@e2e.test`;

/** Signs in through the Login page (step 0 e-mail, step 1 password), as a borrower does. */
export async function signIn(page: Page, email: string, { from = '/login' }: { from?: string } = {}) {
  if (from) await page.goto(from);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).or(page.getByRole('heading', { level: 1, name: 'Teams', exact: true }))).toBeVisible();
}
/** Registers through the Registration page (lower environments); the person is signed in, unverified, on MyDeals. */
export async function register(page: Page, email: string, password = 'Welcome123!') {
  await page.goto('/registration?utm_campaign=spring');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByLabel('First name').fill('Rita');
  await page.getByLabel('Last name').fill('Register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Cell phone').pressSequentially('5550104040');
  await expect(page.getByLabel('Cell phone')).toHaveValue('(555) 010-4040');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('How did you hear about us?').selectOption('online_search');
  await page.getByRole('button', { name: 'Create an account' }).click();
}

