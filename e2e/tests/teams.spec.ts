import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { newestEmail, portalPathIn } from '../support/outbox';
import { countLayoutShifts, drawnAheadByTheServer, holdRequests, layoutShifted } from '../support/page-drawn-ahead';
import { startSignedIn, uniqueEmail } from '../support/portal';

/*
 * Issue 11's journey, with two people at once: Ann (the owner) in one browser, the person she invites in another.
 * Every call is checked on the server; what each sees follows the role Ann gives.
 */

const MEMBER_PASSWORD = 'Member-pass-1';

/** Portal Team Members, the teams area's parcel in the owner's Settings tab 3. */
const teamMembers = (page: Page) => page.locator('[data-remote="profile"]');
const cardOf = (page: Page, name: string) => teamMembers(page).getByRole('region', { name });
const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');

test('the owner invites a team member, who registers, accepts, enters and works with exactly what the role allows, until suspended and deleted', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('pat');

  // Ann: the sidebar's Team Members item leads to Settings tab 3, where the teams parcel shows her team.
  await startSignedIn(page, 'borrower@demo.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team Members' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=3$/);
  await expect(page.getByRole('tab', { name: 'Portal Team Members', selected: true })).toBeVisible();
  await expect(cardOf(page, 'Mia Member')).toBeVisible();
  await expectAccessible(page, 'Portal Team Members');

  await page.getByRole('button', { name: 'Information about Roles' }).click();
  const rolesTable = teamMembers(page).getByRole('table', { name: 'What each role can open and do' }).first();
  await expect(rolesTable.getByRole('row', { name: /submit draw request/ })).toContainText('none');
  await expectAccessible(page, 'the roles table');

  // Add a Portal Team Member: the form's rules, then Save.
  const form = teamMembers(page).getByRole('form', { name: 'Add a Portal Team Member' });
  await form.getByLabel('First name').fill('Pat');
  await form.getByLabel('Last name').fill('Partner');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByLabel('Cell phone').pressSequentially('5125550123');
  await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Loan Viewer' });
  await form.getByRole('combobox', { name: 'Relationship' }).selectOption({ label: 'Other' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Other relationship')).toHaveAccessibleDescription(/This field is required!/);
  await form.getByLabel('Other relationship').fill('Bookkeeper');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invitation sent successfully.')).toBeVisible();
  await expect(cardOf(page, 'Pat Partner')).toContainText('Pending');
  await expect(cardOf(page, 'Pat Partner')).toContainText('Bookkeeper');

  // Pat: the e-mail's link leads to the Contributor page, then the 6-digit code, then the registration.
  const invitation = await newestEmail(page.request, email, { subject: /invited you/ });
  const context = await browser.newContext();
  const pat = await context.newPage();
  await pat.goto(portalPathIn(invitation));
  await pat.getByRole('link', { name: 'Go to Sign In' }).click();
  await expect(pat.getByLabel('Email')).toHaveValue(email);
  await pat.getByRole('button', { name: 'Continue' }).click();
  const code = await newestEmail(pat.request, email, { subject: /code/ });
  await pat.getByRole('textbox', { name: '6-Digit Code' }).fill(code.code ?? '');
  await pat.getByRole('button', { name: 'Verify Code' }).click();
  await expect(pat).toHaveURL(/\/contributor$/);
  await pat.getByLabel(/^Password/).fill(MEMBER_PASSWORD);
  await pat.getByLabel('Confirm password').fill(MEMBER_PASSWORD);
  await pat.getByRole('button', { name: 'Create an account' }).click();

  // The teams area, and nothing else: the invitation with its red badge, Accept, back on Joined, Enter.
  await expect(pat).toHaveURL(/\/teams_area$/);
  for (const path of ['/my_deals', '/settings']) {
    await pat.goto(path);
    await expect(pat).toHaveURL(/\/teams_area$/);
  }
  const invitationsTab = pat.getByRole('tab', { name: /Invitations/ });
  await expect(invitationsTab).toContainText('1');
  await invitationsTab.click();
  const invite = pat.getByRole('row', { name: /Ann Borrower/ });
  await expect(invite).toContainText('Loan Viewer');
  await expect(invite).toContainText('Pending');
  await expectAccessible(pat, 'the teams area');
  await invite.getByRole('button', { name: /Accept/ }).click();
  await expect(pat.getByRole('tab', { name: 'Joined (1)', selected: true })).toBeVisible();
  await pat.getByRole('row', { name: /Ann Borrower/ }).getByRole('button', { name: /Enter/ }).click();

  // On Ann's account as a Loan Viewer: the banner, the sidebar, and direct addresses the role lacks go to Settings.
  await expect(pat).toHaveURL(/\/my_deals$/);
  await expect(pat.getByText('You are logged in as Pat Partner and operating on behalf of borrower Ann Borrower')).toBeVisible();
  await expect(sidebarLinks(pat)).toHaveText(['Dashboard', 'Loans']);
  for (const path of ['/payment_methods', '/entities', '/new_deal']) {
    await pat.goto(path);
    await expect(pat).toHaveURL(/\/settings$/);
  }

  // Ann changes the role: Pat's next page load holds the new one.
  await teamMembers(page).getByRole('button', { name: 'Refresh the list of team members' }).click();
  await cardOf(page, 'Pat Partner').getByRole('button', { name: /Change Role/ }).click();
  const inviteDialog = page.getByRole('dialog', { name: 'Change Role: Pat Partner' });
  await inviteDialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Loan Manager' });
  await expectAccessible(page, 'the invite modal');
  await inviteDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pat Partner now has the Loan Manager role.')).toBeVisible();

  await pat.goto('/my_deals');
  await expect(sidebarLinks(pat)).toHaveText(['Dashboard', 'Submit New Loan', 'Loans', 'Entities']);
  await pat.goto('/payment_methods');
  await expect(pat).toHaveURL(/\/payment_methods$/);
  await expect(pat.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();

  // Ann suspends Pat's access: Pat is back in the teams area, the invitation suspended.
  await cardOf(page, 'Pat Partner').getByRole('button', { name: /Delete/ }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete Pat Partner' });
  await expectAccessible(page, 'the delete modal');
  await deleteDialog.getByRole('button', { name: 'Suspend access' }).click();
  await expect(page.getByText('Pat Partner no longer has access to your account.')).toBeVisible();
  await expect(cardOf(page, 'Pat Partner')).toContainText('Suspended');
  await pat.goto('/my_deals');
  await expect(pat).toHaveURL(/\/teams_area$/);
  await pat.getByRole('tab', { name: /Invitations/ }).click();
  await expect(pat.getByRole('row', { name: /Ann Borrower/ })).toContainText('Suspended');

  // Then deletes Pat for good, after "Are you sure?".
  await cardOf(page, 'Pat Partner').getByRole('button', { name: /Delete/ }).click();
  await page.getByRole('dialog', { name: 'Delete Pat Partner' }).getByRole('button', { name: 'Complete delete' }).click();
  const areYouSure = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(areYouSure).toContainText("You won't be able to revert this action!");
  await expectAccessible(page, 'the delete confirmation');
  await areYouSure.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Pat Partner was removed from your team members.')).toBeVisible();
  await expect(cardOf(page, 'Pat Partner')).toHaveCount(0);
  await context.close();
});

test('the Primary Point of Contact cannot be deleted while others are on the team', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test', '/settings?tab=3');
  const primary = teamMembers(page).locator('li').filter({ hasText: 'Primary contact' }).first();
  await primary.getByRole('button', { name: /Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Delete / });
  await dialog.getByRole('button', { name: 'Complete delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'It is not possible to delete your Primary Point of Contact. To proceed you need to first select other team member to be your Primary Contact.',
  );
});

test('Theo, who works in teams, enters Ann’s account from the teams area and sees the on-behalf banner', async ({ page }) => {
  await startSignedIn(page, 'teams@demo.test');
  await expect(page).toHaveURL(/\/teams_area$/);
  await expect(page.getByRole('region', { name: 'Main Account' })).toContainText('Theo Teams');
  await expect(page.getByRole('tab', { name: 'Joined (1)' })).toBeVisible();
  await page.getByRole('row', { name: /Ann Borrower/ }).getByRole('button', { name: /Enter/ }).click();
  await expect(page).toHaveURL(/\/my_deals$/);
  await expect(page.getByText('You are logged in as Theo Teams and operating on behalf of borrower Ann Borrower')).toBeVisible();
});

test('the teams area paints from the page itself, what it is for first, the whole width: no sidebar for one whose teams area is required; the area takes its place without a shift', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startSignedIn(page, 'teams@demo.test', null);
  await drawnAheadByTheServer(page, '/teams_area');
  const releaseHost = await holdRequests(page, /^http:\/\/127\.0\.0\.1:8080\/main\.[0-9a-f]+\.js$/);
  await countLayoutShifts(page);
  await page.goto('/teams_area', { waitUntil: 'commit' });
  const picture = page.locator('main .portal-prerendered[inert]');
  await expect(picture.getByRole('heading', { level: 1 })).toHaveText('Teams');
  await expect(picture.getByText('Choose whose account to work on: your own, or the account of a borrower whose team you joined.')).toBeVisible();
  const mainLeft = () => page.locator('main').evaluate((main) => main.getBoundingClientRect().left);
  expect(await mainLeft()).toBe(0);

  releaseHost();
  await expect(page.getByRole('region', { name: 'Main Account' })).toContainText('Theo Teams');
  await expect(page.locator('main [inert]')).toHaveCount(0);
  expect(await mainLeft()).toBe(0);
  expect(await layoutShifted(page)).toBe(0);
});
