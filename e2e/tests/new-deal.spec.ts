import { expect, test, type Locator, type Page } from '@playwright/test';
import { endpointPath, loanEndpoints, type LoanListResponse } from '@portal/shared-contracts';
import { expectAccessible } from '../support/accessibility';
import { signedInUserId, writeFileOfSize } from '../support/files';
import { startSignedIn } from '../support/portal';

// The new-deal wizard end to end (spec 001 §2 'New-deal wizard', 'Deal confirmation'): the production build, the
// reference API, the bundled property data. One journey per rule worth a browser; the rules themselves are
// component and API tests.

const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d+ of \d+: / });
const wizard = (page: Page) => page.getByRole('form', { name: "Let's build your deal" });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Deal Summary' });

async function chooseCards(page: Page, ...cards: string[]) {
  for (const card of cards) {
    await page.getByRole('button', { name: card, exact: true }).click();
  }
}

/** A calendar day `days` from now, as typed in a date field: MM/DD/YYYY. */
function typedDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getMonth() + 1)}/${pad(day.getDate())}/${day.getFullYear()}`;
}

/** Searches the bundled property data in the search modal and selects the result whose text starts with `address`. */
async function searchAndSelect(dialog: Locator, typed: string, address: string) {
  await dialog.getByRole('textbox', { name: 'Address' }).fill(typed);
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  const results = dialog.getByRole('list', { name: 'Properties found' });
  await results.getByRole('checkbox', { name: new RegExp(`^${address}`) }).check();
}

async function pendingLoans(page: Page): Promise<LoanListResponse> {
  const userId = await signedInUserId(page);
  const response = await page.request.get(`/api${endpointPath(loanEndpoints.list, { userId })}?group=in_progress`);
  expect(response.status()).toBe(200);
  return (await response.json()) as LoanListResponse;
}

test('a purchase rehab deal with a cross, lock-box access, a new entity and a document goes through to confirmation and the pending loans', async ({ page }, testInfo) => {
  await startSignedIn(page, 'borrower@demo.test', '/new_deal');
  await expect(stepHeading(page)).toContainText('Transaction Type');
  await expectAccessible(page, 'the Transaction Type cards');
  await chooseCards(page, 'Purchase');
  await expect(stepHeading(page)).toContainText('Deal Type');
  await chooseCards(page, 'Rehab / Fix and Flip');
  await expect(stepHeading(page)).toContainText('Property Type');
  await chooseCards(page, 'Single Family');

  // Property Details: the search finds both properties; the first selected is the Main Property, the other a cross.
  await expect(stepHeading(page)).toContainText('Property Details');
  await page.getByRole('button', { name: 'Search property' }).click();
  const search = page.getByRole('dialog', { name: 'Search property' });
  await searchAndSelect(search, '123 Main', '123 Main Street');
  await searchAndSelect(search, '4810 Cotonwood', '4810 Cottonwood Drive');
  await expect(search.getByText('Main Property').first()).toBeVisible();
  await expectAccessible(page, 'the property search');
  await search.getByRole('button', { name: 'Use selected properties' }).click();
  await expect(search).toBeHidden();
  await expect(wizard(page).getByRole('textbox', { name: 'Address', exact: false }).first()).toHaveValue('123 Main Street');
  await expect(wizard(page).getByText(/4810 Cottonwood Drive/)).toBeVisible();
  await wizard(page).getByRole('combobox', { name: /^Property status/ }).selectOption({ label: 'Vacant' });
  await wizard(page).getByRole('combobox', { name: /^Visit type/ }).selectOption({ label: 'Lock Box' });
  await wizard(page).getByRole('textbox', { name: 'Lock box code' }).fill('4321');
  await wizard(page).getByRole('textbox', { name: 'Lock box location' }).fill('Front door');
  await expectAccessible(page, 'Property Details');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page)).toContainText('Purchase Information');
  await wizard(page).getByRole('textbox', { name: 'Purchase price' }).fill('250000');
  await wizard(page).getByRole('combobox', { name: /^Purchase type/ }).selectOption({ label: 'Standard Sale' });
  await wizard(page).getByRole('textbox', { name: /^Closing date/ }).fill(typedDay(30));
  await wizard(page).getByRole('combobox', { name: /^Exit strategy/ }).selectOption({ label: 'Sale' });
  await expectAccessible(page, 'Purchase Information');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page)).toContainText('Property Repairs');
  await wizard(page).getByRole('textbox', { name: /^After-repair value estimate/ }).fill('350000');
  await wizard(page).getByRole('textbox', { name: /^Total cost of repairs/ }).fill('40000');
  await wizard(page).getByRole('radiogroup', { name: /^Do you need a holdback/ }).getByRole('radio', { name: 'Yes' }).check();
  await wizard(page).getByRole('radiogroup', { name: /^Will the repairs add square footage/ }).getByRole('radio', { name: 'No' }).check();
  await wizard(page).getByRole('radiogroup', { name: /^Are the permits for the work in place/ }).getByRole('radio', { name: 'Yes' }).check();
  await expectAccessible(page, 'Property Repairs');
  await page.getByRole('button', { name: 'Next' }).click();

  // Entity Info: a new entity, created in the dialog, becomes the deal's.
  await expect(stepHeading(page)).toContainText('Entity Info');
  const entityName = `Main Street Flips ${Date.now()} LLC`;
  await page.getByRole('button', { name: 'Add new entity' }).click();
  const entityDialog = page.getByRole('dialog', { name: 'New entity' });
  await entityDialog.getByRole('textbox', { name: /^Entity name/ }).fill(entityName);
  await entityDialog.getByRole('combobox', { name: /^Entity type/ }).selectOption({ label: 'LLC' });
  await entityDialog.getByRole('textbox', { name: /^Tax ID/ }).fill('123456789');
  await expect(entityDialog.getByRole('textbox', { name: /^Tax ID/ })).toHaveValue('12-3456789');
  await entityDialog.getByRole('textbox', { name: /^Phone/ }).fill('5550102030');
  const business = entityDialog.getByRole('group', { name: 'Business address' });
  await business.getByRole('textbox', { name: /^Address/ }).fill('9 Market Street');
  await business.getByRole('textbox', { name: /^City/ }).fill('Springfield');
  await business.getByRole('combobox', { name: /^State/ }).selectOption('IL');
  await business.getByRole('textbox', { name: /^ZIP code/ }).fill('62701');
  // An address's rows in their shares: the street and its unit 3 to 1, the city, the state and the ZIP code 2, 2 and 1.
  const widthOf = async (name: RegExp, role: 'textbox' | 'combobox' = 'textbox') => (await business.getByRole(role, { name }).boundingBox())!.width;
  expect((await widthOf(/^Address/)) / (await widthOf(/^Unit/))).toBeCloseTo(3, 1);
  expect((await widthOf(/^City/)) / (await widthOf(/^State/, 'combobox'))).toBeCloseTo(1, 1);
  expect((await widthOf(/^City/)) / (await widthOf(/^ZIP code/))).toBeCloseTo(2, 1);
  await entityDialog.getByRole('checkbox', { name: 'Same as business address' }).check();
  await expectAccessible(page, 'the entity form');
  await entityDialog.getByRole('button', { name: 'Create entity' }).click();
  await expect(entityDialog).toBeHidden();
  await expect(wizard(page).getByRole('radio', { name: entityName })).toBeChecked();
  await expectAccessible(page, 'Entity Info');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page)).toContainText('Upload Documents');
  const contract = testInfo.outputPath('purchase-contract.pdf');
  writeFileOfSize(contract, 20_000);
  await wizard(page).locator('input[type="file"]').setInputFiles(contract);
  await expect(wizard(page).getByText('Uploaded successfully')).toBeVisible();
  await expectAccessible(page, 'Upload Documents');
  await expect(summary(page).getByText('complete')).toHaveCount(8);
  await page.getByRole('button', { name: 'Submit Deal' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank You! Your deal has been submitted.' })).toBeVisible();
  const number = (await page.getByText(/Your loan number is D-\d{6}/).textContent())!.match(/D-\d{6}/)![0];
  await expect(page.getByText('123 Main Street').first()).toBeVisible();
  await page.getByRole('button', { name: 'Crosses' }).click();
  await expect(page.getByText('4810 Cottonwood Drive, Boise, ID, 83702')).toBeVisible();
  await expectAccessible(page, 'Deal Confirmation');

  const pending = await pendingLoans(page);
  expect(pending.records.find((loan) => loan.number === number)).toMatchObject({ loan_category: 'new', property: { address: '123 Main Street' }, entity: { name: entityName } });
  await page.getByRole('link', { name: 'Deals in Progress' }).click();
  await expect(page).toHaveURL(/\/my_deals\?category=in_progress$/);
});

test('a refinance bridge deal with two liens, its Refinance Information tab completed with the keyboard alone', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test', '/new_deal');
  // The cards with the keyboard: Tab to a card, Enter chooses it, and the wizard moves on by itself.
  for (const [card, next] of [
    ['Refinance', 'Deal Type'],
    ['Non-Rehab Bridge', 'Property Type'],
    ['Single Family', 'Property Details'],
  ] as const) {
    await page.getByRole('button', { name: card, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toContainText(next);
  }

  await page.getByRole('button', { name: 'Search property' }).click();
  const search = page.getByRole('dialog', { name: 'Search property' });
  await search.getByRole('radio', { name: 'APN' }).check();
  await search.getByRole('textbox', { name: 'APN' }).fill('16001-R7345001210');
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await search.getByRole('checkbox', { name: /^4810 Cottonwood Drive/ }).check();
  await search.getByRole('button', { name: 'Use selected properties' }).click();
  await wizard(page).getByRole('combobox', { name: /^Property status/ }).selectOption({ label: 'Occupied' });
  await wizard(page).getByRole('combobox', { name: /^Closing status/ }).selectOption({ label: 'Likely vacant' });
  await wizard(page).getByRole('combobox', { name: /^Visit type/ }).selectOption({ label: 'Appointment' });
  await page.getByRole('button', { name: 'Next' }).click();

  // Refinance Information by keyboard: focus starts on the tab's heading; Tab walks the fields in order.
  await expect(stepHeading(page)).toContainText('Refinance Information');
  await expect(stepHeading(page)).toBeFocused();
  const tab = async () => page.keyboard.press('Tab');
  await tab();
  await expect(wizard(page).getByRole('textbox', { name: 'Original purchase price' })).toBeFocused();
  await page.keyboard.type('300000');
  await tab();
  await expect(wizard(page).getByRole('textbox', { name: 'As-is value' })).toBeFocused();
  await page.keyboard.type('340000');
  await tab();
  await page.keyboard.press('Space');
  await expect(wizard(page).getByRole('radiogroup', { name: /^Is there any debt/ }).getByRole('radio', { name: 'Yes' })).toBeChecked();
  // One lien starts with Yes; its amount, its payoff box, its Remove, then Add lien for the second.
  const lien = (n: number) => wizard(page).getByRole('group', { name: `Lien ${n}` });
  await expect(lien(1)).toBeVisible();
  await lien(1).getByRole('textbox', { name: /^Lien amount/ }).focus();
  await page.keyboard.type('150000');
  await tab();
  await page.keyboard.press('Space');
  await expect(lien(1).getByRole('checkbox')).toBeChecked();
  await wizard(page).getByRole('button', { name: 'Add lien' }).focus();
  await page.keyboard.press('Enter');
  await lien(2).getByRole('textbox', { name: /^Lien amount/ }).focus();
  await page.keyboard.type('25000');
  await wizard(page).getByRole('textbox', { name: /^Closing date/ }).focus();
  await page.keyboard.type(typedDay(20).replace(/\//g, ''));
  await tab();
  const exitStrategy = wizard(page).getByRole('combobox', { name: /^Exit strategy/ });
  await expect(exitStrategy).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(exitStrategy).toHaveValue('sale');
  // "The Enter key advances a tab": Enter in a field of the tab (a select keeps Enter for itself).
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toContainText('Property Repairs');

  // A bridge refinance has repairs; its amounts completed and remaining are asked, not required.
  await wizard(page).getByRole('textbox', { name: /^After-repair value estimate/ }).fill('360000');
  await wizard(page).getByRole('textbox', { name: /^Total cost of repairs/ }).fill('15000');
  await wizard(page).getByRole('radiogroup', { name: /^Do you need a holdback/ }).getByRole('radio', { name: 'No' }).check();
  await wizard(page).getByRole('radiogroup', { name: /^Are the permits for the work in place/ }).getByRole('radio', { name: 'No' }).check();
  await wizard(page).getByRole('textbox', { name: /^Please explain why the permits/ }).fill('Cosmetic work only.');
  await page.getByRole('button', { name: 'Next' }).click();

  // The most recently added entity is preselected.
  await expect(stepHeading(page)).toContainText('Entity Info');
  await expect(wizard(page).getByRole('radio').last()).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit Deal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You! Your deal has been submitted.' })).toBeVisible();
  await expect(page.getByText('$150,000 · paid off at closing')).toBeVisible();
  await expect(page.getByText('$25,000', { exact: true })).toBeVisible();
});

test('an unverified borrower is blocked: Submit New Loan offers Resend Link, and /new_deal goes to My Deals', async ({ page }) => {
  await startSignedIn(page, 'unverified@demo.test');
  const submit = page.getByRole('banner').getByRole('button', { name: 'Submit New Loan' });
  await submit.click();
  await expect(page.getByText("This action is not allowed because you're not verified yet.")).toBeVisible();
  await expectAccessible(page, 'the not-verified popover');
  await page.getByRole('button', { name: 'Resend Link' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /verification/i }).first()).toBeVisible();

  await page.goto('/new_deal');
  await expect(page).toHaveURL(/\/my_deals/);
});

test('the Deal Summary is hidden under 768 px, shown from 768 px; on a phone the steps show their number only, in one row, and the properties found lie one under the other', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test', null);
  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto('/new_deal');
  await expect(stepHeading(page)).toBeVisible();
  await expect(summary(page)).toBeHidden();
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(summary(page)).toBeVisible();

  // Seven names stood in seven rows on a phone, then three rows of numbers; each step is still named to a screen reader,
  // the current one's name the heading under them.
  const steps = page.getByRole('navigation', { name: 'Steps of your deal' });
  const rowsOfSteps = async () => Math.round((await steps.getByRole('list').boundingBox())!.height / (await steps.getByRole('button').first().boundingBox())!.height);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(steps.getByRole('button', { name: 'Transaction Type' })).toHaveAttribute('aria-current', 'step');
  await expect(steps.getByRole('button', { name: 'Upload Documents' })).toBeAttached();
  expect(await rowsOfSteps()).toBe(1);
  await page.setViewportSize({ width: 481, height: 844 });
  expect(await rowsOfSteps()).toBeGreaterThan(2);

  // The properties found, on a phone: an address on two lines or more, each below the one before, none over the next.
  await page.setViewportSize({ width: 360, height: 740 });
  await chooseCards(page, 'Purchase', 'Rehab / Fix and Flip', 'Single Family');
  expect(await rowsOfSteps()).toBe(1);
  await page.getByRole('button', { name: 'Search property' }).click();
  const search = page.getByRole('dialog', { name: 'Search property' });
  await search.getByRole('textbox', { name: 'Address' }).fill('123 Main');
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  const found = search.getByRole('list', { name: 'Properties found' }).getByRole('listitem');
  await expect(found.first()).toBeVisible();
  const boxes = await found.evaluateAll((items) => (items as HTMLElement[]).slice(0, 4).map((item) => ({ top: item.offsetTop, bottom: item.offsetTop + item.offsetHeight, lines: item.scrollHeight })));
  for (const [index, box] of boxes.entries()) {
    expect(box.lines).toBeLessThanOrEqual(box.bottom - box.top);
    if (index > 0) expect(box.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
  }
});

test('a refresh in the middle of the wizard keeps the answers, on the same step', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test', '/new_deal');
  await chooseCards(page, 'Purchase');
  await expect(stepHeading(page)).toContainText('Deal Type');
  await chooseCards(page, 'Non-Rehab Bridge');
  await expect(stepHeading(page)).toContainText('Property Type');
  await chooseCards(page, 'Condo');
  await expect(stepHeading(page)).toContainText('Property Details');
  await wizard(page).getByRole('textbox', { name: /^Address/ }).fill('77 Harbor View');
  await wizard(page).getByRole('textbox', { name: /^City/ }).fill('Portland');

  await page.reload();
  await expect(stepHeading(page)).toContainText('Property Details');
  await expect(wizard(page).getByRole('textbox', { name: /^Address/ })).toHaveValue('77 Harbor View');
  await expect(wizard(page).getByRole('textbox', { name: /^City/ })).toHaveValue('Portland');
  await expect(summary(page).getByText('Condo')).toBeVisible();
  // Nothing of the deal is kept where it outlives the tab.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('newDeal')))).toEqual([]);
});
