import { expect, test, type Page } from '@playwright/test';
import { newestEmail, portalPathIn } from '../support/outbox';
import { DEMO_PASSWORD, register, signIn, uniqueEmail } from '../support/portal';


test('register in the lower environment, verify through the e-mailed link, and see the two next steps', async ({ page }) => {
  const email = uniqueEmail('rita');
  await register(page, email);
  // A new account is signed in, not verified yet, and lands on MyDeals.
  await expect(page).toHaveURL(/\/my_deals$/);

  const verification = await newestEmail(page.request, email, { subject: /verif/i });
  await page.goto(portalPathIn(verification));
  await expect(page.getByRole('button', { name: 'Submit a new Deal' }).or(page.getByRole('link', { name: 'Submit a new Deal' }))).toBeVisible();
  await expect(page.getByRole('button', { name: "Let's complete your application" }).or(page.getByRole('link', { name: "Let's complete your application" }))).toBeVisible();

  // Verified now: the guard lets this user start a deal.
  await page.goto('/new_deal');
  await expect(page).toHaveURL(/\/new_deal$/);
});

test('a mismatched password confirmation says "Passwords must match" and keeps what was typed', async ({ page }) => {
  await page.goto('/registration');
  await page.getByLabel('First name').fill('Rita');
  await page.getByLabel(/^Password/).fill('Welcome123!');
  await page.getByLabel('Confirm password').fill('Welcome124!');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Rita');
});

test('sign in with the three steps: a wrong password is cleared, the right one signs in', async ({ page }) => {
  await page.goto('/login?email=borrower%40demo.test');
  await expect(page.getByLabel('Email')).toHaveValue('borrower@demo.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('The e-mail or password you entered is incorrect.')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveValue('');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/my_deals$/);
});

test('repeated failures lock the account; the recovery modal, the unlock link from the outbox, then sign in', async ({ page }) => {
  const email = 'builder@demo.test';
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const recovery = page.getByRole('dialog', { name: 'Account Recovery' });
  for (let attempt = 1; attempt <= 5 && !(await recovery.isVisible()); attempt += 1) {
    await page.getByLabel('Password').fill(`wrong-${attempt}`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel('Password')).toHaveValue('');
  }
  await expect(recovery).toBeVisible();
  await expect(recovery).toContainText('too many unsuccessful attempts');
  await recovery.getByRole('button', { name: 'Resend unlock e-mail' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /./ }).first()).toBeVisible();

  const unlock = await newestEmail(page.request, email, { subject: /locked/i });
  await page.goto(portalPathIn(unlock));
  await expect(page.getByText('The account was successfully unlocked.')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Sign In' }).or(page.getByRole('link', { name: 'Go to Sign In' })).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, { from: '' });
});

test('a full password reset: e-mail, the 6-digit code from the outbox, a new password, then sign in with it', async ({ page }) => {
  const email = uniqueEmail('reset');
  await register(page, email);
  await expect(page).toHaveURL(/\/my_deals$/);
  // Signed out by hand, off the portal's page: the portal running there would write its session's activity back
  // after an answer, and a leftover of a session sends /login on to Index.
  await page.goto('/environment.json');
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const wizard = page.getByRole('dialog', { name: 'Password Recovery' });
  await wizard.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  // Enter moves the wizard on, as Next does.
  await wizard.getByRole('textbox', { name: 'Email', exact: true }).press('Enter');
  const codeMail = await newestEmail(page.request, email, { subject: /code|password/i });
  expect(codeMail.code).toMatch(/^\d{6}$/);
  await wizard.getByRole('textbox', { name: '6-Digit Code' }).fill(codeMail.code ?? '');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel(/^New password/).fill('Brand-new-9');
  await wizard.getByLabel(/^Confirm password/).fill('Brand-new-9');
  await wizard.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully.')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill('Brand-new-9');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/my_deals$/);
});

async function codeStep(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByRole('textbox', { name: '6-Digit Code' });
  await expect(code).toBeVisible();
  const mail = await newestEmail(page.request, email);
  await code.fill(mail.code ?? '');
  await page.getByRole('button', { name: 'Verify Code' }).click();
}

test('a wrong 6-digit code says "Your verification code is invalid."', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('invitee@demo.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: '6-Digit Code' }).fill('000000');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Your verification code is invalid.').first()).toBeVisible();
});

test("accept the lender's invitation: the code step leads to Invitation, registering signs the person in", async ({ page }) => {
  await codeStep(page, 'invitee@demo.test');
  await expect(page).toHaveURL(/\/invitation$/);
  await expect(page.getByLabel('Email')).toHaveValue('invitee@demo.test');
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel(/^Password/).fill('Invited-pass-1');
  await page.getByLabel('Confirm password').fill('Invited-pass-1');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/my_deals$/);
  await expect(page.getByRole('button', { name: /Ivy/ })).toBeVisible();
});

test("a contributor's invitation: the Contributor page says who invited; registered, the person meets Ann Borrower's invitation in the teams area", async ({ page }) => {
  await codeStep(page, 'contributor@demo.test');
  await expect(page).toHaveURL(/\/contributor$/);
  await expect(page.getByText(/invited you/i).first()).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Cole');
  await page.getByLabel(/^Password/).fill('Contrib-pass-1');
  await page.getByLabel('Confirm password').fill('Contrib-pass-1');
  await page.getByRole('button', { name: 'Create an account' }).click();
  // Signed in, Cole works in teams: the teams area, where Ann Borrower's invitation waits for his answer.
  await expect(page).toHaveURL(/\/teams_area$/);
  await page.getByRole('tab', { name: /Invitations/ }).click();
  await expect(page.getByRole('row', { name: /Ann Borrower Loan Processor Pending/ })).toBeVisible();
});
