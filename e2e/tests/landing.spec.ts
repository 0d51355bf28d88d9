import { expect, test } from '@playwright/test';

test('/ shows the landing page, rendered by the auth remote loaded from its own origin', async ({ page }) => {
  const authEntry = page.waitForResponse((response) => response.url() === 'http://127.0.0.1:8081/1.0.0/remoteEntry.js' && response.ok());
  await page.goto('/');
  await authEntry;
  const auth = page.locator('[data-remote="auth"]');
  await expect(auth.getByRole('heading', { level: 1, name: 'One spot for all your loans' })).toBeVisible();
  await expect(auth.getByText('Instant application process')).toBeVisible();
  await expect(auth.getByText('24/7 access and live updates')).toBeVisible();
  await expect(auth.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // The public layout around it: the marketing-site link, company and social links, the privacy notice.
  await expect(page.getByRole('link', { name: 'Visit our website' })).toHaveAttribute('href', 'https://www.lender.example');
  await expect(page.getByRole('navigation', { name: 'Company' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Social media' })).toBeVisible();

  await auth.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('an unknown path shows the 404 page with a way back to the dashboard', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The page you are looking for does not exist or has been moved.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
});

test('the public frame paints from the page itself, styled, before any script: a browser without JavaScript shows it on /login', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:8080', javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Visit our website' })).toHaveAttribute('href', 'https://www.lender.example');
    await expect(page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About us' })).toHaveAttribute('href', 'https://www.lender.example/about');
    await expect(page.getByText('We never sell your personal information.', { exact: false })).toBeVisible();
    // The shell's stylesheet is in the page's head: the bar has its colours before the JavaScript could have added them.
    await expect(page.locator('.portal-public__bar')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  } finally {
    await context.close();
  }
});
