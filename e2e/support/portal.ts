import { expect, type Page } from '@playwright/test';
import { REQUEST_PROOF_HEADERS, sessionEndpoints, type SignedInBundle } from '@portal/shared-contracts';
import { writeBundle, writeLastActivity } from '../../shared-ui/src/session/session-storage';
import { MemoryStorage } from '../../shared-ui/src/testing/memory-storage';

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

/**
 * Starts a test signed in, on `path`, without going through the Login page: the session cookie from the API's
 * sign-in call, and the stored session the portal keeps after a sign-in, written by the portal's own code
 * (shared-ui's session storage). For the tests whose journey starts after signing in; the sign-in journeys
 * themselves (auth-journeys, session, guard) go through the Login page with `signIn`. Through the page, each of
 * those tests paid for loading /login and the page a sign-in lands on before reaching its own. A `path` of null
 * opens no page of the portal yet, for a test that asks the API something first.
 */
export async function startSignedIn(page: Page, email: string, path: string | null = '/my_deals') {
  const response = await page.request.post(`/api${sessionEndpoints.login.path}`, { data: { email, password: DEMO_PASSWORD }, headers: REQUEST_PROOF_HEADERS });
  expect(response.status(), `signing in ${email}`).toBe(200);
  const storage = new MemoryStorage();
  writeBundle(storage, (await response.json()) as SignedInBundle);
  writeLastActivity(storage, Date.now());
  // Written from a page of the portal's origin that runs none of its code (Playwright's setStorageState took 0.5 s).
  await page.goto('/environment.json');
  await page.evaluate((stored) => stored.forEach(([key, value]) => localStorage.setItem(key, value)), storage.entries());
  if (path !== null) await page.goto(path);
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

