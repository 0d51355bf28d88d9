import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_BYTES = 250 * 1024;

test('the JavaScript loaded for /login on a cold cache stays within 250 KB gzip', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes: { url: string; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    pending.push(response.body().then((body) => void sizes.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();

  const total = sizes.reduce((sum, file) => sum + file.gzip, 0);
  console.log(`JavaScript for /login: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files`);
  for (const file of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(6)} KB  ${file.url}`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
