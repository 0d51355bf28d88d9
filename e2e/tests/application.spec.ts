import {
  APPLICATION_TABS,
  applicationMessages,
  applicationSigningMessages,
  ASSET_CATEGORY_LABELS,
  FINANCIAL_ENTRY_MODE_LABELS,
  LIABILITY_CATEGORY_LABELS,
  signingMessages,
} from '@portal/shared-contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { newestEmail, portalPathIn } from '../support/outbox';
import { countLayoutShifts, drawnAheadByTheServer, holdRequests, layoutShifted } from '../support/page-drawn-ahead';
import { register, startSignedIn, uniqueEmail } from '../support/portal';

// The application (spec 002 §2.4–2.6, §2.9, §3–§5) against the reference API: a borrower who has just registered
// completes all eight tabs and e-signs through the e-signature stand-in; the assets and liabilities details (two
// items here, every category in the modal's tests); the locking of the statement's figures.

const escaped = (label: string) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const name = (label: string) => new RegExp(`^${escaped(label)}`);
const textbox = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });
const select = (scope: Page | Locator, label: string) => scope.getByRole('combobox', { name: label, exact: true });
const answer = (scope: Page | Locator, question: string, choice: string) => scope.getByRole('radiogroup', { name: name(question) }).getByRole('radio', { name: choice, exact: true });
/**
 * Answers a question once the field being typed in has lost focus: its check on leaving may show a message that moves
 * the question between the press and the release of the click, as it would under a person's mouse.
 */
async function choose(page: Page, scope: Page | Locator, question: string, choice: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await answer(scope, question, choice).check();
}
const tab = (page: Page, label: string) => page.getByRole('tab', { name: name(label) });
const panel = (page: Page) => page.getByRole('tabpanel').filter({ visible: true });

async function expectOnTab(page: Page, label: (typeof APPLICATION_TABS)[number]) {
  await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
}

async function saved(page: Page, section: string) {
  await expect(page.getByText(applicationMessages.sectionUpdated(section)).first()).toBeVisible();
}

/** A verified borrower with one entity, signed in, as a new account is after registration. */
async function newVerifiedBorrower(page: Page) {
  const email = uniqueEmail('applicant');
  await register(page, email);
  await expect(page).toHaveURL(/\/my_deals$/);
  await page.goto(portalPathIn(await newestEmail(page.request, email, { subject: /verif/i })));
  await expect(page.getByRole('link', { name: "Let's complete your application" }).or(page.getByRole('button', { name: "Let's complete your application" }))).toBeVisible();

  await page.goto('/entities');
  await page.getByRole('button', { name: 'Add an entity' }).click();
  const dialog = page.getByRole('dialog', { name: 'New entity' });
  await dialog.getByRole('textbox', { name: name('Entity name') }).fill('Applicant Homes LLC');
  await dialog.getByRole('combobox', { name: name('Entity type') }).selectOption({ label: 'LLC' });
  await dialog.getByRole('textbox', { name: name('Tax ID') }).fill('981234567');
  await dialog.getByRole('textbox', { name: name('Phone') }).fill('5550108080');
  const business = dialog.getByRole('group', { name: 'Business address' });
  await business.getByRole('textbox', { name: name('Address') }).fill('8 Oak Lane');
  await business.getByRole('textbox', { name: name('City') }).fill('Austin');
  await business.getByRole('combobox', { name: name('State') }).selectOption('TX');
  await business.getByRole('textbox', { name: name('ZIP code') }).fill('78701');
  await dialog.getByRole('checkbox', { name: 'Same as business address' }).check();
  await dialog.getByRole('button', { name: 'Create entity' }).click();
  await expect(dialog).toBeHidden();
  return email;
}

test('a new borrower completes the eight tabs, each kept across a reload, and e-signs the application through the stand-in', async ({ page }) => {
  test.setTimeout(240_000);
  await newVerifiedBorrower(page);

  // "Application alerts on other pages lead to BorrowerApplication with query tab".
  await page.goto('/my_deals');
  await expect(page.getByText('Your application needs your attention: Introduction.')).toBeVisible();
  await page.getByRole('link', { name: 'Complete your application' }).click();
  await expect(page).toHaveURL(/\/borrower_application\?tab=0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Application' })).toBeVisible();
  // "A tab title shows an error style when its section is invalid": every section is missing.
  await expect(tab(page, 'Personal Information')).toHaveAccessibleName(/needs your attention/);
  await expectAccessible(page, 'the application’s Introduction');

  // Introduction: "the agreement checkbox is required".
  await panel(page).getByRole('button', { name: 'Save and Continue' }).click();
  await expect(panel(page).getByText('This field is required!')).toBeVisible();
  await panel(page).getByRole('checkbox', { name: /^I agree/ }).check();
  await panel(page).getByRole('button', { name: 'Save and Continue' }).click();
  await saved(page, 'Agreement');
  await expectOnTab(page, 'Personal Information');
  // "It opens on ... the first tab whose section is missing".
  await page.goto('/borrower_application');
  await expectOnTab(page, 'Personal Information');

  // Personal Information: "unsaved changes are never lost by switching tabs".
  const personal = panel(page);
  await textbox(personal, 'Title').fill('Managing Member');
  await tab(page, 'Employment Information').click();
  await tab(page, 'Personal Information').click();
  await expect(textbox(panel(page), 'Title')).toHaveValue('Managing Member');
  await textbox(personal, 'Date of birth').pressSequentially('03091984');
  await textbox(personal, 'Social Security number').pressSequentially('123456789');
  await expect(textbox(personal, 'Social Security number')).toHaveValue('123-45-6789');
  await textbox(personal, 'Driver’s license number').fill('D1234567');
  await select(personal, 'Driver’s license state').selectOption('TX');
  await choose(page, personal, 'Marital status', 'Married');
  // 'Value not allowed when no phone with type "x" is informed!'
  await select(personal, 'Preferred contact method').selectOption({ label: 'Fax' });
  const home = personal.getByRole('group', { name: 'Home address' });
  await textbox(home, 'Address').fill('12 Elm Street');
  await textbox(home, 'City').fill('Austin');
  await select(home, 'State').selectOption('TX');
  await textbox(home, 'ZIP code').fill('78702');
  await personal.getByRole('checkbox', { name: 'My mailing address is the same as my home address' }).check();
  await expectAccessible(page, 'the Personal Information tab');
  await personal.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(personal.getByText(applicationMessages.contactMethodNeedsPhone('fax'))).toBeVisible();
  await select(personal, 'Preferred contact method').selectOption({ label: 'Text' });
  await personal.getByRole('button', { name: 'Save and Continue' }).click();
  await saved(page, 'Personal Information');
  await expectOnTab(page, 'Employment Information');

  // Employment: "The Next button on the tab needs at least one record".
  const employment = panel(page);
  await expect(employment.getByText(applicationMessages.noEmployment)).toBeVisible();
  await employment.getByRole('button', { name: 'Next' }).click();
  await expectOnTab(page, 'Employment Information');
  await employment.getByRole('button', { name: 'Add Employment' }).click();
  const job = page.getByRole('dialog', { name: 'New Employment' });
  await textbox(job, 'Employer').fill('Acme Builders');
  await textbox(job, 'Position').fill('Site manager');
  await textbox(job, 'Start date').pressSequentially('04012019');
  await textbox(job, 'End date').pressSequentially('03012019');
  const employerAddress = job.getByRole('group', { name: 'Employer address' });
  await textbox(employerAddress, 'Address').fill('1 Main St');
  await textbox(employerAddress, 'City').fill('Austin');
  await select(employerAddress, 'State').selectOption('TX');
  await textbox(employerAddress, 'ZIP code').fill('73301');
  await job.getByRole('button', { name: 'Save' }).click();
  await expect(job.getByText(applicationMessages.employmentEndsBeforeStart)).toBeVisible();
  await job.getByRole('checkbox', { name: 'I currently work here' }).check();
  await expectAccessible(page, 'the new employment dialog');
  await job.getByRole('button', { name: 'Save' }).click();
  await expect(job).toBeHidden();
  await saved(page, 'Employment Information');
  await expect(employment.getByText('Acme Builders')).toBeVisible();
  await employment.getByRole('button', { name: 'Next' }).click();
  await expectOnTab(page, 'Financial');

  // Financial left for later: Background Information.
  await tab(page, 'Background Information').click();
  await expectOnTab(page, 'Background Information');
  const background = panel(page);
  await expect(background.getByRole('radiogroup', { name: /bankrupt/ })).toBeVisible();
  for (const group of await background.getByRole('radiogroup').all()) await group.getByRole('radio', { name: 'No', exact: true }).check();
  await expect(background.getByRole('textbox', { name: /^Explanation/ })).toHaveCount(0);
  await expectAccessible(page, 'the Background Information tab');
  await background.getByRole('button', { name: 'Save and Continue' }).click();
  await saved(page, 'Background Information');
  await expectOnTab(page, 'Demographics');

  // Demographics: "Denying demographics replaces the model with a blank model flagged denied and skips validation."
  const demographics = panel(page);
  await choose(page, demographics, 'Ethnicity', 'Hispanic or Latino');
  await demographics.getByRole('checkbox', { name: 'I do not wish to provide any of this information' }).check();
  await expectAccessible(page, 'the Demographics tab');
  await demographics.getByRole('button', { name: 'Save and Continue' }).click();
  await saved(page, 'Demographics');
  await expectOnTab(page, 'Real Estate');

  // Real Estate: a property owned (ownership 0.01–100, sale not before purchase), then the experience.
  const realEstate = panel(page);
  await realEstate.getByRole('button', { name: 'Add Experience' }).click();
  const property = page.getByRole('dialog', { name: 'New Experience' });
  const propertyAddress = property.getByRole('group', { name: 'Property address' });
  await textbox(propertyAddress, 'Address').fill('44 Flip Road');
  await textbox(propertyAddress, 'City').fill('Austin');
  await select(propertyAddress, 'State').selectOption('TX');
  await textbox(propertyAddress, 'ZIP code').fill('78703');
  await expect(textbox(property, 'Ownership percentage')).toHaveAttribute('placeholder', '51.00');
  await textbox(property, 'Ownership percentage').fill('100');
  await select(property, 'Property type').selectOption({ index: 1 });
  await textbox(property, 'Purchase date').pressSequentially('06012022');
  await textbox(property, 'Purchase price').fill('250000');
  await textbox(property, 'Sale date').pressSequentially('05012022');
  await choose(page, property, 'Is there a loan on this property?', 'No');
  await expectAccessible(page, 'the new experience dialog');
  await property.getByRole('button', { name: 'Save' }).click();
  await expect(property.getByText(applicationMessages.saleBeforePurchase)).toBeVisible();
  await textbox(property, 'Sale date').fill('');
  await property.getByRole('button', { name: 'Save' }).click();
  await expect(property).toBeHidden();
  await saved(page, 'Real Estate');
  await expect(realEstate.getByText('44 Flip Road').first()).toBeVisible();
  await expect(realEstate.getByRole('textbox', { name: /^How many/ })).toHaveCount(9);
  for (const question of await realEstate.getByRole('textbox', { name: /^How many/ }).all()) await question.fill('2');
  await choose(page, realEstate, 'Do you manage rental properties?', 'Yes');
  await choose(page, realEstate, 'Have you completed a rental property management course?', 'No');
  await expectAccessible(page, 'the Real Estate tab');
  await realEstate.getByRole('button', { name: 'Save and Continue' }).click();
  await saved(page, 'Real Estate');
  await expectOnTab(page, 'Review & Submit Application');

  // "(the Financial tab is skipped when choosing, so it goes to the last tab if only finance is missing)"
  await page.goto('/borrower_application');
  await expectOnTab(page, 'Review & Submit Application');
  await expect(tab(page, 'Financial')).toHaveAccessibleName(/needs your attention/);

  // Financial: totals lock the items, "Clear Fields to Enable", Clear Fields empties them.
  await tab(page, 'Financial').click();
  const financial = panel(page);
  await choose(page, financial, 'How would you like to give your assets and liabilities?', FINANCIAL_ENTRY_MODE_LABELS.total_assets_and_liabilities);
  await textbox(financial, 'Salary').fill('120000');
  await textbox(financial, 'Total assets').fill('900000');
  await expect(textbox(financial, 'Cash on hand and in banks')).toBeDisabled();
  await expect(financial.getByText(applicationMessages.clearFieldsToEnable).first()).toBeVisible();
  await financial.getByRole('button', { name: 'Clear Fields' }).click();
  await expect(textbox(financial, 'Total assets')).toHaveValue('');
  await expect(textbox(financial, 'Cash on hand and in banks')).toBeEnabled();
  await textbox(financial, 'Cash on hand and in banks').fill('50000');
  await expect(textbox(financial, 'Total assets')).toBeDisabled();
  await financial.getByRole('button', { name: 'Clear Fields' }).click();
  await textbox(financial, 'Total assets').fill('900000');
  await textbox(financial, 'Total liabilities').fill('300000');
  await expect(financial.getByText('$600,000').first()).toBeVisible();
  await expectAccessible(page, 'the Financial tab');
  await financial.getByRole('button', { name: 'Save and Continue' }).click();
  await saved(page, 'Financial');

  // "a reload on each tab keeps what was saved"; SSN, date of birth and license shown masked only.
  const kept: [(typeof APPLICATION_TABS)[number], (tabPanel: Locator) => Promise<void>][] = [
    ['Introduction', (p) => expect(p.getByRole('checkbox', { name: /^I agree/ })).toBeChecked()],
    [
      'Personal Information',
      async (p) => {
        await expect(textbox(p, 'Title')).toHaveValue('Managing Member');
        await expect(textbox(p, 'Social Security number')).toHaveValue('');
        await expect(p.getByText(/\*\*\*-\*\*-6789/)).toBeVisible();
      },
    ],
    ['Employment Information', (p) => expect(p.getByText('Acme Builders')).toBeVisible()],
    ['Financial', (p) => expect(textbox(p, 'Total liabilities')).toHaveValue(/300,000/)],
    ['Background Information', (p) => expect(answer(p, 'Have you been declared bankrupt', 'No')).toBeChecked()],
    ['Demographics', (p) => expect(p.getByRole('checkbox', { name: 'I do not wish to provide any of this information' })).toBeChecked()],
    ['Real Estate', (p) => expect(p.getByText('44 Flip Road').first()).toBeVisible()],
  ];
  for (const [label, check] of kept) {
    await page.goto(`/borrower_application?tab=${APPLICATION_TABS.indexOf(label)}`);
    await expectOnTab(page, label);
    await check(panel(page));
  }
  const stored = JSON.stringify(await page.evaluate(() => ({ ...localStorage, ...sessionStorage })));
  for (const secret of ['123-45-6789', '123456789', '03/09/1984', 'D1234567']) expect(stored).not.toContain(secret);

  // Review & Submit: /sign_application opens the last tab; eSign through the stand-in's frame.
  await page.goto('/sign_application');
  await expectOnTab(page, 'Review & Submit Application');
  const review = panel(page);
  await select(review, 'Borrower entity').selectOption({ label: 'Applicant Homes LLC' });
  await expectAccessible(page, 'the Review & Submit Application tab');
  await review.getByRole('button', { name: 'eSign' }).click();
  const signing = page.frameLocator('iframe[title="Sign the Guarantor and Borrower Application"]');
  await expect(signing.getByRole('heading', { name: 'Sign the document' })).toBeVisible();
  await expectAccessible(page, 'the application’s signing dialog');
  await signing.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Rita Register');
  await signing.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText(signingMessages.signedAndSubmitted)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  // The signed application is among the borrower's documents; the alert is gone.
  await page.goto('/guarantor');
  await expect(page.getByRole('heading', { level: 3, name: 'Borrower Application' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Borrower Application - signed.pdf' })).toBeVisible();
  await expect(page.getByText(/Your application needs your attention/)).toHaveCount(0);
});

/**
 * What an item asks, in the modal's words: text fields, selects and yes/no answers. The browser adds two: an asset with
 * its mortgage sub-form and a bank liability with its address; the modal's tests fill every category's fields.
 */
type ItemFill = { text?: Record<string, string>; choose?: Record<string, string>; answers?: Record<string, 'Yes' | 'No'> };
const REAL_ESTATE: ItemFill = {
  text: { 'Property address': '9 Rental Way, Austin, TX', 'Date purchased': '01052020', 'Original cost': '200000', 'Present value': '260000', 'Mortgage holder': 'Home Bank', 'Mortgage holder address': '1 Bank Plaza', 'Mortgage balance': '150000', 'Payment amount': '1200' },
  choose: { 'Property type': 'Single Family Residence', 'Payment frequency': 'Monthly', 'Mortgage status': 'Current' },
  answers: { 'Is there a loan on the property?': 'Yes' },
};
const BANK: ItemFill = {
  text: { Noteholder: 'First Bank', 'Type of collateral': 'Equipment', Amount: '30000', 'Original balance': '40000', 'Current balance': '30000', 'Payment amount': '900', Address: '5 Bank St', City: 'Austin', 'ZIP code': '78704' },
  choose: { 'Payment frequency': 'Monthly', State: 'Texas' },
};

async function addAndDelete(page: Page, dialog: Locator, side: 'Assets' | 'Liabilities', category: string, fill: ItemFill) {
  await choose(page, dialog, 'Show', side);
  await select(dialog, 'Category').selectOption({ label: category });
  const form = dialog.getByRole('form', { name: /Add an item/ }).or(dialog);
  for (const [question, choice] of Object.entries(fill.answers ?? {})) await choose(page, form, question, choice);
  for (const [label, value] of Object.entries(fill.text ?? {})) {
    const field = textbox(form, label);
    if (/^\d{8}$/.test(value)) await field.pressSequentially(value);
    else await field.fill(value);
  }
  for (const [label, option] of Object.entries(fill.choose ?? {})) await select(form, label).selectOption({ label: option });
  await dialog.getByRole('button', { name: side === 'Assets' ? 'Add Asset' : 'Add Liability' }).click();
  await expect(page.getByText(side === 'Assets' ? applicationMessages.assetAdded : applicationMessages.liabilityAdded).last()).toBeVisible();
  const items = dialog.getByRole('table', { name: `${category} items` });
  await expect(items.getByRole('row')).toHaveCount(2);
  await items.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /remove this item/ })).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(applicationMessages.recordDeleted).last()).toBeVisible();
  await expect(dialog.getByText(applicationMessages.noRecords)).toBeVisible();
}

test('the application paints from the page itself, for a borrower it opens on the Introduction for, its tabs in a row on a phone and standing on a wide screen, and on the tab its address names; the area takes its place without a shift', async ({ page }) => {
  // Ann's session names the Introduction (her agreement is missing: the shell's journey reads the same alert).
  await startSignedIn(page, 'borrower@demo.test', null);
  await drawnAheadByTheServer(page, '/borrower_application');
  await countLayoutShifts(page);
  const hostEntry = /^http:\/\/127\.0\.0\.1:8080\/main\.[0-9a-f]+\.js$/;
  const area = page.locator('[data-remote="profile"]');
  for (const [screen, orientation] of [
    [{ width: 412, height: 823 }, 'horizontal'],
    [{ width: 1400, height: 900 }, 'vertical'],
  ] as const) {
    await page.setViewportSize(screen);
    const releaseHost = await holdRequests(page, hostEntry);
    await page.goto('/borrower_application', { waitUntil: 'commit' });
    // Inert until the area replaces it: its tabs and its checkbox take no tap and no focus meanwhile.
    const picture = page.locator('main .portal-prerendered[inert]');
    await expect(picture.getByRole('heading', { level: 1 })).toHaveText('Application');
    await expect(picture.getByRole('tablist')).toHaveAttribute('aria-orientation', orientation);
    await expect(picture.getByRole('tab', { name: 'Introduction' })).toHaveAttribute('aria-selected', 'true');
    await expect(picture.getByText(/^The lender needs to know you as a guarantor before it funds your loans\./)).toBeVisible();

    releaseHost();
    await expect(area.getByRole('tablist')).toHaveAttribute('aria-orientation', orientation);
    await expect(area.getByRole('tab', { name: 'Introduction' })).toHaveAttribute('aria-selected', 'true');
    await expect(area.getByRole('checkbox')).toBeEnabled();
    await expect(page.locator('main [inert]')).toHaveCount(0);
    expect(await layoutShifted(page)).toBe(0);
  }
  await area.getByRole('tab', { name: name('Personal Information') }).click();
  await expect(area.getByRole('tab', { name: name('Personal Information') })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/borrower_application\?tab=1$/);

  // Reloaded there: the picture of the tab the address names, not of the one the session's alert names.
  const releaseHost = await holdRequests(page, hostEntry);
  await page.reload({ waitUntil: 'commit' });
  const picture = page.locator('main .portal-prerendered[inert]');
  await expect(picture.getByRole('tab', { name: 'Personal Information' })).toHaveAttribute('aria-selected', 'true');
  await expect(picture.getByText('Tell us who you are and how to reach you. Fields marked with * are required.')).toBeVisible();
  releaseHost();
  await expect(area.getByRole('tab', { name: name('Personal Information') })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('main [inert]')).toHaveCount(0);
  expect(await layoutShifted(page)).toBe(0);
});

test('the Guarantor page paints from the page itself for a verified borrower with an entity who may sign: the signing, eSign waiting, and the documents on their way; the area takes its place without a shift', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await startSignedIn(page, 'borrower@demo.test', null);
  const releaseHost = await holdRequests(page, /^http:\/\/127\.0\.0\.1:8080\/main\.[0-9a-f]+\.js$/);
  await countLayoutShifts(page);
  await page.goto('/guarantor', { waitUntil: 'commit' });
  const picture = page.locator('main .portal-prerendered[inert]');
  await expect(picture.getByRole('heading', { level: 1 })).toHaveText('Guarantor and Borrower Application');
  await expect(picture.getByText(applicationSigningMessages.certification)).toBeVisible();
  await expect(picture.getByRole('combobox', { name: 'Borrower entity' })).toHaveValue('');

  releaseHost();
  const area = page.locator('[data-remote="profile"]');
  // The area's own: Ann's entities to choose from, her documents in place of their spinner.
  await expect(area.locator('select[name="entity"] option:not([value=""])').first()).toHaveText(/\S/);
  await expect(area.getByText('Loading your documents…')).toHaveCount(0);
  await expect(page.locator('main [inert]')).toHaveCount(0);
  expect(await layoutShifted(page)).toBe(0);
});

test("fields side by side line up their boxes, none stretched to its row's height by a neighbour's hint, on a wide screen and a phone", async ({ page }) => {
  // A first name's box stood 78 px tall beside the title's hint; the financial figures' boxes 12 px below their neighbours'.
  await startSignedIn(page, 'borrower@demo.test', null);
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const tab of [APPLICATION_TABS.indexOf('Personal Information'), APPLICATION_TABS.indexOf('Financial')]) {
      await page.goto(`/borrower_application?tab=${tab}`);
      const fields = page.getByRole('tabpanel').locator('div.pui-field');
      await expect(fields.first()).toBeVisible();
      // Fields beside each other: under one parent, their boxes starting on one line.
      const misplaced = await fields.evaluateAll((all) =>
        all.flatMap((field) => {
          const control = field.querySelector(':scope > :is(input, select), :scope > * > :is(input, select)');
          if (!control || control.getBoundingClientRect().height === 0) return [];
          const top = Math.round(field.getBoundingClientRect().top);
          const beside = all.filter((other) => other.parentElement === field.parentElement && Math.round(other.getBoundingClientRect().top) === top);
          const box = control.getBoundingClientRect();
          const lined = beside.every((other) => {
            const theirs = other.querySelector(':scope > :is(input, select), :scope > * > :is(input, select)');
            return !theirs || Math.round(theirs.getBoundingClientRect().top) === Math.round(box.top);
          });
          return box.height > 48 || !lined ? [`${field.querySelector('label')?.textContent}: ${Math.round(box.top)}+${Math.round(box.height)}`] : [];
        }),
      );
      expect([width, tab, misplaced]).toEqual([width, tab, []]);
    }
  }
});

test('"Assets & Liabilities - Details": a real-estate asset with its mortgage and a bank liability added and deleted against the API', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test', `/borrower_application?tab=${APPLICATION_TABS.indexOf('Financial')}`);
  await panel(page).getByRole('button', { name: applicationMessages.assetsAndLiabilitiesDetails }).click();
  const dialog = page.getByRole('dialog', { name: applicationMessages.assetsAndLiabilitiesDetails });
  await expectAccessible(page, 'the assets and liabilities details');
  await addAndDelete(page, dialog, 'Assets', ASSET_CATEGORY_LABELS.real_estate, REAL_ESTATE);
  await addAndDelete(page, dialog, 'Liabilities', LIABILITY_CATEGORY_LABELS.banks, BANK);
});
