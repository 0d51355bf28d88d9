import { writeFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  endpointPath,
  loanActionMessages,
  loanEndpoints,
  signingMessages,
  type LoanListResponse,
} from '@portal/shared-contracts';
import { expectAccessible } from '../support/accessibility';
import { signedInUserId } from '../support/files';
import { startSignedIn } from '../support/portal';

// Spec 001's loan actions on Ann's demo loans (api/src/loans/demo-loans.ts): a change order and a draw sent through
// their wizards and seen on the loan afterwards, the disabled options with their reasons, the action query, and a
// role without the draw permission.

/** The loan at this street address, from the list the API gives the signed-in person. */
async function loanAt(page: Page, address: string): Promise<number> {
  const userId = await signedInUserId(page);
  const response = await page.request.get(`/api${endpointPath(loanEndpoints.list, { userId })}?group=all&page_size=100&search_key=address&search_value=${encodeURIComponent(address)}`);
  const { records } = (await response.json()) as LoanListResponse;
  expect(records.map((loan) => loan.property.address)).toEqual([address]);
  return records[0]!.id;
}

/** A small PDF to send with a request. */
function aPdf(testInfo: TestInfo, name: string): string {
  const path = testInfo.outputPath(name);
  writeFileSync(path, '%PDF-1.4\n% a document sent with a request\n');
  return path;
}

const actionsCard = (page: Page) => page.getByRole('region', { name: 'Actions' });
const requestsCard = (page: Page) => page.getByRole('region', { name: 'Requests' });

async function setAmount(page: Page, label: string, amount: string) {
  const field = page.getByRole('dialog').getByRole('textbox', { name: label, exact: true });
  await field.fill(amount);
}

test('a change order: the estimate of repairs refused at $0.00, then sent and listed on the loan as "Change Order 1"', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test', null);
  await page.goto(`/my_deals/${await loanAt(page, '2244 Mockingbird Ln')}`);
  await actionsCard(page).getByRole('button', { name: 'Change Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Order' });
  await expect(dialog.getByRole('list', { name: 'Estimate of Repairs' }).getByRole('listitem')).toHaveCount(17);
  await expectAccessible(page, 'the change order wizard');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByText(loanActionMessages.repairsTotalNotPositive)).toBeVisible();
  await expect(page.getByText(loanActionMessages.verifyMissingFields)).toBeVisible();

  await dialog.getByRole('button', { name: 'Show the line items of Finishes' }).click();
  await setAmount(page, 'Finishes: Tile', '1200.50');
  await setAmount(page, 'Finishes: Painting', '800');
  await expect(dialog.getByText('$2,000.50').first()).toBeVisible();
  await expectAccessible(page, 'the change order wizard with a category open');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Tile and paint in the kitchen and both baths');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(loanActionMessages.changeOrderSaved)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(requestsCard(page).getByText('Change Order 1')).toBeVisible();
});

test('?action=draws opens the draw: a category above its balance is refused; the draw goes with a file and shows on the loan', async ({ page }, testInfo) => {
  await startSignedIn(page, 'borrower@demo.test', null);
  const loanId = await loanAt(page, '2244 Mockingbird Ln');
  await page.goto(`/my_deals/${loanId}?action=draws`);
  const dialog = page.getByRole('dialog', { name: 'Draw Request' });
  await expect(dialog.getByText('Draw Request 1')).toBeVisible();
  // The demo rehab has no elevator: zero-balance categories are hidden.
  await expect(dialog.getByRole('textbox', { name: 'Conveying Systems total' })).toHaveCount(0);
  await expectAccessible(page, 'the draw wizard: expenses');
  // On a phone each category's row fits the dialog: its five columns ran past the dialog's right edge.
  const screen = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  const edge = await dialog.evaluate((element) => element.getBoundingClientRect().right);
  const totals = await dialog.getByRole('textbox', { name: / total$/ }).evaluateAll((fields) => fields.map((field) => field.getBoundingClientRect().right));
  expect(totals.length).toBeGreaterThan(5);
  expect(totals.filter((right) => right > edge)).toEqual([]);
  await page.setViewportSize(screen);

  await setAmount(page, 'Finishes total', '99999');
  await expect(dialog.getByRole('alert').filter({ hasText: loanActionMessages.categoryAboveBalance })).toBeVisible();
  await setAmount(page, 'Finishes total', '1500');
  await dialog.getByRole('textbox', { name: /Access Information/ }).fill('Lockbox 2468 on the side door, weekdays 8 to 5');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByRole('combobox', { name: /Draw Payment Method/ }).selectOption({ label: 'Draw account' });
  await expectAccessible(page, 'the draw wizard: payment method');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByLabel('Files', { exact: true }).setInputFiles(aPdf(testInfo, 'framing-invoice.pdf'));
  await expect(dialog.getByRole('list', { name: 'Files to send' })).toContainText('framing-invoice.pdf');
  await expectAccessible(page, 'the draw wizard: files');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect(page.getByText(loanActionMessages.drawSaved)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/my_deals/${loanId}$`));
  await expect(requestsCard(page).getByText('Draw Request 1')).toBeVisible();
  const files = page.getByRole('table', { name: 'Files Submitted For This Loan' });
  await expect(files.getByRole('link', { name: 'framing-invoice.pdf' })).toBeVisible();
});

test('a loan that allows neither change order nor draw shows both disabled, each with its reason', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test', null);
  await page.goto(`/my_deals/${await loanAt(page, '507 Pinecrest Dr')}`);
  const card = actionsCard(page);
  await expect(card.getByRole('button', { name: 'Change Order' })).toHaveAttribute('aria-disabled', 'true');
  await expect(card.getByRole('button', { name: 'Change Order' })).toHaveAccessibleDescription(loanActionMessages.changeOrderNotAllowed);
  await expect(card.getByRole('button', { name: 'Draw Request' })).toHaveAttribute('aria-disabled', 'true');
  await expect(card.getByRole('button', { name: 'Draw Request' })).toHaveAccessibleDescription(loanActionMessages.drawNotAllowed);
  // aria-disabled keeps it in the Tab order, so its reason is heard; pressing it opens nothing.
  await card.getByRole('button', { name: 'Draw Request' }).click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, 'the disabled actions');
});

test('Mia, a Loan Viewer whose role lacks loans.draw.write, sees the draw disabled and why', async ({ page }) => {
  await startSignedIn(page, 'member@demo.test', null);
  await page.goto(`/my_deals/${await loanAt(page, '2244 Mockingbird Ln')}`);
  const draw = actionsCard(page).getByRole('button', { name: 'Draw Request' });
  await expect(draw).toHaveAttribute('aria-disabled', 'true');
  await expect(draw).toHaveAccessibleDescription(loanActionMessages.drawNotPermitted);
  await expect(actionsCard(page).getByRole('button', { name: 'Change Order' })).toHaveCount(0);
});

/** Opens the loan's action from its Actions card, and the wizard's dialog. */
async function openAction(page: Page, address: string, action: string) {
  await page.goto(`/my_deals/${await loanAt(page, address)}`);
  await actionsCard(page).getByRole('button', { name: action }).click();
  return page.getByRole('dialog', { name: action });
}

async function expectStep(page: Page, step: string, what: string) {
  await expect(page.getByRole('dialog').getByRole('heading', { name: new RegExp(`^Step \\d of \\d: ${step}$`) })).toBeVisible();
  await expectAccessible(page, what);
}

test('a payoff with a file: "Payoff Request saved successfully." and "Payoff Request 1" on the loan', async ({ page }, testInfo) => {
  await startSignedIn(page, 'borrower@demo.test', null);
  const dialog = await openAction(page, '390 Coral Way', 'Payoff Request');
  await expectStep(page, 'Payoff Details', 'the payoff wizard: details');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('This field is required!').first()).toBeVisible();
  const inMonth = new Date(Date.now() + 30 * 86_400_000);
  const typedDay = `${String(inMonth.getMonth() + 1).padStart(2, '0')}${String(inMonth.getDate()).padStart(2, '0')}${inMonth.getFullYear()}`;
  await dialog.getByRole('textbox', { name: /Close Date/ }).pressSequentially(typedDay);
  await dialog.getByRole('textbox', { name: /Escrow Company/ }).fill('First Title Escrow');
  await dialog.getByRole('textbox', { name: /Contact Name/ }).fill('Jo Park');
  await dialog.getByRole('textbox', { name: /^Phone/ }).pressSequentially('5125550142');
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill('jo@title.example');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'Files', 'the payoff wizard: files');
  await dialog.getByLabel('Files', { exact: true }).setInputFiles(aPdf(testInfo, 'payoff-letter.pdf'));
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(loanActionMessages.payoffSaved)).toBeVisible();
  await expect(requestsCard(page).getByText('Payoff Request 1')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Files Submitted For This Loan' }).getByRole('link', { name: 'payoff-letter.pdf' })).toBeVisible();
});

test('an extension through its three steps: an Other reason described, rehab in progress asks its completion', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test', null);
  const dialog = await openAction(page, '76 Magnolia Sq', 'Extension Request');
  await expectStep(page, 'Extension', 'the extension wizard: step 1');
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 'Details', 'the extension wizard: step 2');
  await dialog.getByRole('checkbox', { name: 'Other' }).check();
  await dialog.getByRole('combobox', { name: /When do you expect the loan to be paid off/ }).selectOption({ label: '1-3 months' });
  await dialog.getByRole('combobox', { name: /status of the property/ }).selectOption({ label: 'Rehab in progress' });
  await dialog.getByRole('combobox', { name: /exit strategy/ }).selectOption({ label: 'Sale' });
  await dialog.getByRole('textbox', { name: /Point of Contact/ }).fill('Ann Borrower');
  await dialog.getByRole('textbox', { name: /^Phone/ }).pressSequentially('5125550101');
  await dialog.getByRole('button', { name: 'Next' }).click();
  // The Other reason and the rehab's completion are asked, and required.
  await expect(dialog.getByText('This field is required!')).toHaveCount(2);
  await dialog.getByRole('textbox', { name: /Please describe/ }).fill('The county inspector was out for three weeks');
  await dialog.getByRole('combobox', { name: /rehab to be complete/ }).selectOption({ label: '1-3 months' });
  await expectAccessible(page, 'the extension wizard: step 2 answered');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 'Additional Information', 'the extension wizard: step 3');
  await dialog.getByRole('textbox', { name: /Additional Information/ }).fill('Listing planned for March.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(loanActionMessages.extensionSaved)).toBeVisible();
  await expect(requestsCard(page).getByText('Extension Request 1')).toBeVisible();
});

test('an insurance upload: every field, the dates in order, then the files; "Insurance 1" on the loan', async ({ page }, testInfo) => {
  await startSignedIn(page, 'borrower@demo.test', null);
  const dialog = await openAction(page, '615 Walnut St', 'Insurance');
  await expectStep(page, 'Policy', 'the insurance wizard: policy');
  await dialog.getByRole('textbox', { name: /Annual Policy Premium Amount/ }).fill('2400');
  await dialog.getByRole('textbox', { name: /Policy Number/ }).fill('HO-3 88231');
  await dialog.getByRole('textbox', { name: /Insurance Type/ }).fill("Builder's risk");
  await dialog.getByRole('textbox', { name: /Deductible Amount/ }).fill('1000');
  await dialog.getByRole('textbox', { name: /Coverage Amount/ }).fill('450000');
  await dialog.getByRole('textbox', { name: /Effective Date/ }).pressSequentially('12012026');
  await dialog.getByRole('textbox', { name: /Expiration Date/ }).pressSequentially('11302026');
  await dialog.getByRole('textbox', { name: /Paid For/ }).fill('12 months');
  await dialog.getByRole('textbox', { name: /Coverage Description/ }).fill('Dwelling, other structures and liability');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The expiration date must be after the effective date.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Expiration Date/ }).fill('');
  await dialog.getByRole('textbox', { name: /Expiration Date/ }).pressSequentially('12012027');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'Files', 'the insurance wizard: files');
  await dialog.getByLabel('Files', { exact: true }).setInputFiles(aPdf(testInfo, 'declarations-page.pdf'));
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(loanActionMessages.insuranceSaved)).toBeVisible();
  await expect(requestsCard(page).getByText('Insurance 1')).toBeVisible();
});

test('an ACH payment signed through the e-signature stand-in: the frame closes, the message stays, the signed PDF is on the loan', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test', null);
  const dialog = await openAction(page, '1912 Hawthorne Ave', 'ACH Payment');
  await expectStep(page, 'ACH Payment', 'the ACH payment wizard');
  // "the ACH picker excludes the ach method": Ann's Operating account (ACH) is not offered.
  const picker = dialog.getByRole('combobox', { name: /Pay From/ });
  await expect(picker.getByRole('option', { name: 'Operating account' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: /Authorized Amount/ }).fill('1250');
  await picker.selectOption({ label: 'Draw account' });
  await dialog.getByRole('checkbox', { name: /one-time withdrawal/ }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();

  const signing = page.frameLocator('iframe[title="Sign the ACH payment authorization"]');
  await expect(signing.getByRole('heading', { name: 'Sign the document' })).toBeVisible();
  await expect(signing.getByText('$1,250.00').first()).toBeVisible();
  await expectAccessible(page, 'the signing frame');
  await signing.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Ann Borrower');
  await signing.getByRole('button', { name: 'Sign' }).click();

  await expect(dialog.getByRole('status')).toHaveText(signingMessages.signedAndSubmitted);
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(requestsCard(page).getByText('ACH Payment 1')).toBeVisible();
  await expect(requestsCard(page).getByText('Signed', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Files Submitted For This Loan' }).getByRole('link', { name: 'ACH payment authorization - signed.pdf' })).toBeVisible();
});
