import { expect, test, type Page } from '@playwright/test';
import { REMOTE_AREAS, type RemoteName } from '@portal/shared-contracts';
import { startRemote, stopRemote } from '../support/processes';
import { signIn } from '../support/portal';

/** A page of each remote, and a page of another area that must keep working while it is down. */
const cases: { remote: RemoteName; path: string; other: { link: string; path: string; heading: string } }[] = [
  { remote: 'deals', path: '/new_deal', other: { link: 'Loans', path: '/my_deals', heading: 'PENDING LOANS - SUMMARY' } },
  { remote: 'loans', path: '/my_deals', other: { link: 'Entities', path: '/entities', heading: 'My Entities' } },
  { remote: 'profile', path: '/entities', other: { link: 'Dashboard', path: '/dashboard', heading: 'Dashboard' } },
];

async function expectFallback(page: Page, remote: RemoteName) {
  const fallback = page.getByRole('alert').filter({ hasText: `${REMOTE_AREAS[remote]} is not available right now` });
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(fallback).toContainText('Error kind: network');
  return fallback;
}

for (const { remote, path, other } of cases) {
  test(`with the ${remote} remote's server stopped, the shell shows its fallback and the rest works; retry after restart mounts it`, async ({ page }) => {
    await signIn(page, 'borrower@demo.test');
    await stopRemote(remote);
    try {
      await page.goto(path);
      const fallback = await expectFallback(page, remote);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: other.link }).click();
      await expect(page).toHaveURL(other.path);
      await expect(page.getByRole('heading', { level: 1, name: other.heading })).toBeVisible();

      await page.goto(path);
      await expectFallback(page, remote);
      await startRemote(remote);
      await fallback.getByRole('button', { name: 'Try again' }).click();
      await expect(page.locator(`[data-remote="${remote}"]`).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(fallback).toHaveCount(0);
    } finally {
      await startRemote(remote);
    }
  });
}

test("with the teams remote's server stopped, a teams-area user sees the fallback inside the shell, and retry works", async ({ page }) => {
  await signIn(page, 'teams@demo.test');
  await stopRemote('teams');
  try {
    await page.reload();
    const fallback = await expectFallback(page, 'teams');
    await expect(page.getByRole('button', { name: /Theo/ })).toBeVisible();
    await startRemote('teams');
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-remote="teams"]').getByRole('heading', { level: 1, name: 'Teams', exact: true })).toBeVisible();
  } finally {
    await startRemote("teams");
  }
});

test("with the auth remote's server stopped, the public shell shows the fallback and the host's own pages work", async ({ page }) => {
  await stopRemote('auth');
  try {
    await page.goto('/login');
    const fallback = await expectFallback(page, 'auth');
    await expect(page.getByRole('link', { name: 'Visit our website' })).toBeVisible();
    await page.goto('/portal-status');
    await expect(page.getByRole('heading', { name: 'Portal status' })).toBeVisible();
    await page.goto('/login');
    await expectFallback(page, 'auth');
    await startRemote('auth');
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  } finally {
    await startRemote("auth");
  }
});
