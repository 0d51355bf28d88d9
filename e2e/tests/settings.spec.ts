import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { runDir } from '../support/paths';
import { register, startSignedIn, uniqueEmail } from '../support/portal';

// Account Settings (spec 000 §2.10, spec 002 §2.7), each tab against the API.

test('Change Password: the login e-mail shown, the rules, "Password reset successfully.", then sign in with the new one', async ({ page }) => {
  const email = uniqueEmail('pass');
  await register(page, email, 'First-pass-1');
  await expect(page).toHaveURL(/\/my_deals$/);
  await page.getByRole('button', { name: /Open the account menu/ }).click();
  await page.getByRole('link', { name: 'Account Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Change Password', 'Change Profile Picture', 'Social Media', 'Portal Team Members']);
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill('First-pass-1');
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Confirm password').fill('other');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByLabel('New password')).toHaveAccessibleDescription(/at least 8 characters/);
  await page.getByLabel('New password').fill('Second-pass-2');
  await page.getByLabel('Confirm password').fill('Second-pass-3');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('Passwords must match');
  await expect(page.getByLabel('New password')).toHaveValue('Second-pass-2');
  await expectAccessible(page, 'the Change Password tab');

  await page.getByLabel('Confirm password').fill('Second-pass-2');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password reset successfully.')).toBeVisible();

  await page.getByRole('button', { name: /Open the account menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Log out' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill('Second-pass-2');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/my_deals$/);
});

test('Change Profile Picture: the spec’s refusal, an upload shown in the top bar, then deleted', async ({ page }) => {
  const picture = join(runDir, 'me.png');
  const gif = join(runDir, 'me.gif');
  // A real 1×1 PNG, and a file the picture rule refuses by its type.
  writeFileSync(picture, Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082', 'hex'));
  writeFileSync(gif, Buffer.from('GIF89a'));

  await startSignedIn(page, 'borrower@demo.test', '/settings?tab=1');
  await expect(page.getByRole('tab', { name: 'Change Profile Picture', selected: true })).toBeVisible();
  await expectAccessible(page, 'the Change Profile Picture tab');
  await page.getByRole('button', { name: 'Change or delete picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile picture' });
  await expectAccessible(page, 'the profile picture modal');

  await dialog.getByLabel('New profile picture').setInputFiles(gif);
  await expect(dialog.getByText('Please choose an image file. (Accepting.png .bmp .jpg .svg)')).toBeVisible();
  await dialog.getByLabel('New profile picture').setInputFiles(picture);
  await expect(page.getByText('Profile picture saved successfully')).toBeVisible();
  const avatar = page.getByRole('banner').locator('img.portal-avatar');
  await expect(avatar).toHaveAttribute('src', /\/api\/users\/\d+\/profile_picture\/[0-9a-f]{16}$/);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  await page.getByRole('button', { name: 'Change or delete picture' }).click();
  await dialog.getByRole('button', { name: 'Delete picture' }).click();
  await page.getByRole('dialog', { name: "You're about to remove this item! Are you sure you want to continue?" }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Profile picture deleted successfully')).toBeVisible();
  await expect(avatar).toHaveCount(0);
});

test('Social Media: a link that is no web address is refused, the links saved are "Social data updated." and stay', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test', '/settings?tab=2');
  const linkedin = page.getByLabel('LinkedIn');
  await expect(linkedin).toHaveValue('https://www.linkedin.com/in/ann-borrower-demo');
  await expectAccessible(page, 'the Social Media tab');
  await page.getByLabel('Twitter').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Twitter')).toHaveAccessibleDescription('Please enter a web address starting with https://.');
  await page.getByLabel('Twitter').fill('https://x.com/annborrower');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Social data updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Twitter')).toHaveValue('https://x.com/annborrower');
});

test('a team member sees only Change Password', async ({ page }) => {
  await startSignedIn(page, 'member@demo.test', '/settings?tab=3');
  await expect(page.getByRole('tab')).toHaveText(['Change Password']);
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
});
