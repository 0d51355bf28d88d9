import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { startSignedIn } from '../support/portal';

test('public pages have no serious or critical accessibility violations', async ({ page }) => {
  for (const [path, heading] of [
    ['/', 'One spot for all your loans'],
    ['/login', 'Sign In'],
    ['/nowhere', 'Page not found'],
    ['/portal-status', 'Portal status'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, page.url());
  }
});

test('the signed-in shell has no serious or critical accessibility violations, on a phone-sized screen too', async ({ page }) => {
  await startSignedIn(page, 'member@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'PENDING LOANS - SUMMARY' })).toBeVisible();
  await expectAccessible(page, page.url());
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: /Mia/ }).click();
  await expect(page.getByRole('link', { name: 'Account Settings' })).toBeVisible();
  await page.screenshot({ path: '../test-results/signed-in-360.png' });
  await expectAccessible(page, page.url());
});

test('the session warning dialog and logout question are reachable by keyboard', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test');
  await page.getByRole('button', { name: /Ann/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Log out' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, page.url());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the kit page shows every building block with its states and has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/portal-kit');
  await expect(page.getByRole('heading', { level: 1, name: 'Portal kit' })).toBeVisible();
  await expectAccessible(page, page.url());
  // Its states, with the specification's messages: a required form refused, a dollar amount over the limit.
  await page.getByRole('form', { name: 'Every field, required and empty' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required!')).toHaveCount(12);
  await expect(page.getByText('Please input a dollar amount between $0 and $100,000,000').first()).toBeVisible();
  await page.screenshot({ path: '../test-results/portal-kit.png', fullPage: true });
  await expectAccessible(page, page.url());
});

test('every page of the sign-in area has no serious or critical accessibility violations', async ({ page }) => {
  for (const path of ['/registration', '/invitation', '/contributor', '/unlock_account?user_id=1&token=not-a-token', '/users/1/verify/not-a-token']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, page.url());
  }
  // Login's steps and its two dialogs.
  await page.goto('/login');
  await page.getByLabel('Email').fill('invitee@demo.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox', { name: '6-Digit Code' })).toBeVisible();
  await expectAccessible(page, page.url());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Password Recovery' })).toBeVisible();
  await expectAccessible(page, page.url());
});

test("on a phone, the pages whose tables scroll sideways have no serious or critical accessibility violations: each such table's box is one the keyboard reaches, its focus ring whole", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [account, path] of [
    ['borrower@demo.test', '/settings?tab=3'],
    ['borrower@demo.test', '/entities/1'],
    ['teams@demo.test', '/teams_area'],
  ] as const) {
    await startSignedIn(page, account, path);
    await expect(page.locator('[data-remote] h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `${path} on a phone`);
    // A box that scrolls fades at its edge (a mask), which would clip the focus ring drawn around it: focused, it is whole.
    const boxes = page.locator('[data-remote] .pui-plain-table[tabindex="0"]');
    expect(await boxes.count()).toBeGreaterThan(0);
    const rings = await boxes.evaluateAll((all) =>
      all.map((box) => {
        (box as HTMLElement).focus();
        const style = getComputedStyle(box);
        return { ringDrawn: box.matches(':focus-visible') && parseFloat(style.outlineWidth) > 0, masked: style.maskImage !== 'none' };
      }),
    );
    for (const ring of rings) expect(ring).toEqual({ ringDrawn: true, masked: false });
  }
});
