import { writeFileSync } from 'node:fs';
import { calendarDayOf, documentMessages, entityMessages, notificationMessages, proofOfFundsMessages, twoPriorMonths, uploadMessages } from '@portal/shared-contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { startSignedIn } from '../support/portal';

// The profile area (spec 002 §2.1–2.3, §2.8) against the reference API and Ann's demo data (api/src/seed.ts): her
// entities and their documents, her own documents and statements, her linked banks through the bank-linking stand-in,
// and her notifications.

const pdfAt = (path: string, text: string) => {
  writeFileSync(path, `%PDF-1.4 ${text}`);
  return path;
};

/** A day of a month (`2026-09`) as the date fields take it, MM/DD/YYYY. */
const typedDayOf = (month: string, day: number) => `${month.slice(5, 7)}/${String(day).padStart(2, '0')}/${month.slice(0, 4)}`;

test('My Entities: pending and approved; a new entity lands in PENDING; its documents upload, download and zip', async ({ page }, testInfo) => {
  await startSignedIn(page, 'borrower@demo.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Entities' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Entities' })).toBeVisible();
  const approved = page.getByRole('table', { name: entityMessages.approvedTable });
  const pending = page.getByRole('table', { name: entityMessages.pendingTable });
  await expect(approved.getByRole('row', { name: /Borrower Holdings LLC/ })).toBeVisible();
  await expect(pending.getByRole('row', { name: /Borrower Family Trust/ })).toBeVisible();
  await expect(pending.getByRole('row', { name: /Ann Flips Corp/ })).toBeVisible();
  await expectAccessible(page, 'My Entities');

  // The deals area's entity form, mounted here at runtime as its parcel.
  const name = `Profile Rehabs ${Date.now()} LLC`;
  await page.getByRole('button', { name: 'Add an entity' }).click();
  const dialog = page.getByRole('dialog', { name: 'New entity' });
  await dialog.getByRole('textbox', { name: /^Entity name/ }).fill(name);
  await dialog.getByRole('combobox', { name: /^Entity type/ }).selectOption({ label: 'LLC' });
  await dialog.getByRole('textbox', { name: /^Tax ID/ }).fill('987654321');
  await dialog.getByRole('textbox', { name: /^Phone/ }).fill('5550107070');
  const business = dialog.getByRole('group', { name: 'Business address' });
  await business.getByRole('textbox', { name: /^Address/ }).fill('77 Harbor Road');
  await business.getByRole('textbox', { name: /^City/ }).fill('Austin');
  await business.getByRole('combobox', { name: /^State/ }).selectOption('TX');
  await business.getByRole('textbox', { name: /^ZIP code/ }).fill('78701');
  await dialog.getByRole('checkbox', { name: 'Same as business address' }).check();
  await dialog.getByRole('button', { name: 'Create entity' }).click();
  await expect(dialog).toBeHidden();
  await pending.getByRole('row', { name: new RegExp(name) }).getByRole('cell').first().click();

  await expect(page.getByRole('heading', { level: 1, name: entityMessages.detailsTitle(false) })).toBeVisible();
  await expect(page.getByText('77 Harbor Road, Austin, TX 78701').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items needed before approval' }).getByRole('listitem')).toHaveCount(8);
  const w9 = page.getByRole('region', { name: 'W-9' });
  const file = pdfAt(testInfo.outputPath('w9.pdf'), 'W-9 of the new entity');
  await w9.getByRole('button', { name: 'Upload W-9 Choose files', exact: true }).setInputFiles(file);
  await expect(w9.getByText(uploadMessages.uploaded)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Items needed before approval' }).getByRole('listitem')).toHaveCount(7);
  const download = page.waitForEvent('download');
  await w9.getByRole('link', { name: 'w9.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('w9.pdf');
  const zip = await page.request.get((await w9.getByRole('link', { name: 'Download W-9 (.zip)' }).getAttribute('href'))!);
  expect([zip.status(), zip.headers()['content-type']]).toEqual([200, 'application/zip']);
  await expectAccessible(page, 'a pending entity');

  await page.goBack();
  await approved.getByRole('row', { name: /Borrower Holdings LLC/ }).getByRole('cell').first().click();
  await expect(page.getByRole('heading', { level: 1, name: entityMessages.detailsTitle(true) })).toBeVisible();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
});

test('My Documents: the table without the excluded types, the sent files, the bank statement package and the financial statement', async ({ page }, testInfo) => {
  await startSignedIn(page, 'borrower@demo.test', '/my_documents');
  await expect(page.getByRole('heading', { level: 1, name: 'My Documents' })).toBeVisible();
  const table = page.getByRole('table', { name: 'My documents' });
  await expect(table.getByRole('row', { name: new RegExp(documentMessages.mortgageInterestStatement) })).toBeVisible();
  await expect(table.getByRole('row', { name: /Financial Statement|Borrower Stated Experience/ })).toHaveCount(0);
  await expectAccessible(page, 'My Documents');

  await table.getByRole('row', { name: /Proof of Address/ }).getByRole('cell').first().click();
  const sent = page.getByRole('dialog', { name: 'Sent files: Proof of Address' });
  await expect(sent.getByRole('link', { name: 'Download the blank form' })).toBeVisible();
  const zip = await page.request.get((await sent.getByRole('link', { name: 'Download all files (zip)' }).getAttribute('href'))!);
  expect([zip.status(), zip.headers()['content-type']]).toEqual([200, 'application/zip']);
  await expectAccessible(page, 'the sent-files modal');
  await sent.getByRole('button', { name: 'Close' }).click();

  // "two prior months required when none exist": Ann has no statement yet.
  const [older, newer] = twoPriorMonths(calendarDayOf(new Date()));
  await page.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Bank Statement' });
  await page.getByRole('button', { name: 'Upload bank statements' }).click();
  const bank = page.getByRole('dialog', { name: 'Bank statement package' });
  await bank.getByRole('button', { name: 'Upload statements' }).click();
  await expect(bank.getByText(documentMessages.allFieldsRequired).first()).toBeVisible();
  await bank.getByLabel('Bank statement 1', { exact: true }).setInputFiles(pdfAt(testInfo.outputPath('older.pdf'), 'older statement'));
  await bank.getByRole('textbox', { name: 'Date of bank statement 1' }).fill(typedDayOf(older, 15));
  await bank.getByLabel('Bank statement 2', { exact: true }).setInputFiles(pdfAt(testInfo.outputPath('newer.pdf'), 'newer statement'));
  await bank.getByRole('textbox', { name: 'Date of bank statement 2' }).fill(typedDayOf(older, 20));
  await bank.getByRole('button', { name: 'Upload statements' }).click();
  await expect(bank.getByRole('alert')).toContainText('Your first bank statements must be those of');
  await bank.getByRole('textbox', { name: 'Date of bank statement 2' }).fill(typedDayOf(newer, 15));
  await expectAccessible(page, 'the bank statement package');
  await bank.getByRole('button', { name: 'Upload statements' }).click();
  await expect(page.getByText(uploadMessages.uploaded)).toBeVisible({ timeout: 20_000 });
  await expect(bank).toBeHidden();

  await page.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Financial Statement' });
  await page.getByRole('button', { name: 'Upload financial statement' }).click();
  const statement = page.getByRole('dialog', { name: 'Financial statement' });
  await statement.getByRole('button', { name: 'Upload statement' }).click();
  await expect(statement.getByRole('textbox', { name: /^Net worth/ })).toHaveAttribute('aria-invalid', 'true');
  await statement.getByRole('textbox', { name: /^Net worth/ }).fill('1250000');
  await statement.getByRole('textbox', { name: /^Document date/ }).fill(typedDayOf(newer, 28));
  await statement.getByLabel('Financial statement file').setInputFiles(pdfAt(testInfo.outputPath('pfs.pdf'), 'personal financial statement'));
  await statement.getByRole('button', { name: 'Upload statement' }).click();
  await expect(statement).toBeHidden({ timeout: 20_000 });
});

test('Notifications: the bell counts the unread, "What\'s New" lists them, closing one marks it read', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  const popover = page.getByRole('dialog', { name: notificationMessages.whatsNew });
  await expect(popover.getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page, "What's New");
  await popover.getByRole('button', { name: /Documents needed for Borrower Family Trust/ }).click();
  const detail = page.getByRole('dialog', { name: 'Documents needed for Borrower Family Trust' });
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  // Marked read on the server: a new page load still counts one.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications, 1 unread');
});

/** The stand-in's Link, framed over the portal by its `link-initialize.js`, as Plaid's Link is. */
const linkFrame = (page: Page) => page.frameLocator('iframe[title="Connect a bank account"]');

test('Proof of Funds: linked banks and their accounts; a bank linked through the stand-in is processed until its report is ready; a locked bank signs in again', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Proof of Funds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Proof of Funds' })).toBeVisible();
  await expect(page.getByText(proofOfFundsMessages.onlyProofOfFunds)).toBeVisible();

  await page.getByRole('button', { name: 'Lone Star Community Bank', exact: true }).click();
  const accounts = page.getByRole('dialog', { name: 'Lone Star Community Bank accounts' });
  await expect(accounts.getByText('1186')).toBeVisible();
  await expect(accounts.getByText('$86,932.10')).toBeVisible();
  await expectAccessible(page, 'the accounts modal');
  await accounts.getByRole('button', { name: 'Close' }).click();

  // "Connect New Account": the stand-in's Link (choose a bank, sign in, pick accounts), then the report.
  await page.getByRole('button', { name: proofOfFundsMessages.connectNewAccount }).click();
  const link = linkFrame(page);
  await link.getByRole('button', { name: 'Harbor National Bank' }).click();
  await link.getByLabel('Username').fill('ann-at-harbor');
  await link.getByLabel('Password').fill('any-password');
  await link.getByRole('button', { name: 'Continue' }).click();
  await link.getByRole('checkbox', { name: /Harbor Money Market/ }).uncheck();
  await link.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(proofOfFundsMessages.processing)).toBeVisible();
  await expect(page.getByRole('button', { name: /Harbor National Bank Report pending/ })).toBeVisible();
  // "pending reports are re-checked every 6000 ms": the stand-in makes it in 1.5 s here.
  await expect(page.getByText(proofOfFundsMessages.reportReady)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Harbor National Bank', exact: true }).click();
  const harbor = page.getByRole('dialog', { name: 'Harbor National Bank accounts' });
  await expect(harbor.getByText('4721')).toBeVisible();
  await expect(harbor.getByText('9915')).toHaveCount(0);
  await harbor.getByRole('button', { name: 'Close' }).click();

  // A locked bank: the revalidate modal, Link in update mode, "Success! Your Credentials were updated!".
  await page.getByRole('button', { name: /^Summit Credit Union Locked/ }).click();
  const revalidate = page.getByRole('dialog', { name: 'Reconnect Summit Credit Union' });
  await expectAccessible(page, 'the revalidate modal');
  await revalidate.getByRole('button', { name: 'Enter credentials again' }).click();
  await link.getByLabel('Username').fill('ann-at-summit');
  await link.getByLabel('Password').fill('new-password');
  await link.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(proofOfFundsMessages.credentialsUpdated)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Summit Credit Union', exact: true })).toBeVisible();
});

test('Proof of Funds: a bank-linking script that cannot load says "Failed to load Plaid Link. Please try again later." and raises a notice', async ({ page }) => {
  await page.route('**/bank-linking-assets/link-initialize.js', (route) => route.abort('connectionrefused'));
  await startSignedIn(page, 'borrower@demo.test', '/plaid');
  await expect(page.getByText(proofOfFundsMessages.linkFailed)).toBeVisible();
  await expect(page.getByText(proofOfFundsMessages.scriptFailed)).toBeVisible();
  // The rest of the page still works: the banks and their accounts.
  await page.getByRole('button', { name: 'Lone Star Community Bank', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Lone Star Community Bank accounts' })).toBeVisible();
});
