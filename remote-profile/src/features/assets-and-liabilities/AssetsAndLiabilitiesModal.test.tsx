import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import * as v from 'valibot';
import { ASSET_CATEGORY_LABELS, AssetItemBody, financeItemEndpoints, LIABILITY_CATEGORY_LABELS, LiabilityItemBody, type AssetCategory, type AssetsAnswer, type LiabilitiesAnswer, type LiabilityCategory } from '@portal/shared-contracts';
import { answer, createFakePortal, refusal, renderWithPortal, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { AssetsAndLiabilitiesModal } from './AssetsAndLiabilitiesModal';

const noAssets: AssetsAnswer = {
  accountsAndNotes: [],
  automobiles: [],
  cashOnHand: [],
  iras: [],
  lifeInsurances: [],
  other: [],
  otherProperties: [],
  realEstate: [],
  savings: [],
  stocks: [],
};
const noLiabilities: LiabilitiesAnswer = { accountsPayable: [], installmentOther: [], banks: [], other: [], unpaidTaxes: [], contingents: [] };

const house = (id: number, address: string, presentValue: number, originalCost = 100000) => ({
  id,
  propertyType: 'sfr' as const,
  address,
  datePurchased: '2019-03-15',
  originalCost,
  presentValue,
  loan: false,
});

/** The Financial tab's part: it keeps what the modal reports changed and hands it back. */
function Statement({ assets, liabilities }: { assets: AssetsAnswer; liabilities: LiabilitiesAnswer }) {
  const [shown, setShown] = useState({ assets, liabilities });
  const [open, setOpen] = useState(true);
  return (
    <>
      <AssetsAndLiabilitiesModal open={open} onClose={() => setOpen(false)} {...shown} onChanged={(part) => setShown((before) => ({ ...before, ...part }))} />
      {!open && <p>closed</p>}
    </>
  );
}

function renderModal({ assets = noAssets, liabilities = noLiabilities, answers = [], verified = true }: { assets?: AssetsAnswer; liabilities?: LiabilitiesAnswer; answers?: FakeAnswer[]; verified?: boolean } = {}) {
  const base = signedInBundle({ permissions: ['owner'] });
  const fake = createFakePortal({ bundle: { ...base, user: { ...base.user, verified } }, answers });
  renderWithPortal(<Statement assets={assets} liabilities={liabilities} />, fake);
  const dialog = within(screen.getByRole('dialog', { name: 'Assets & Liabilities - Details' }));
  return { ...fake, dialog, user: userEvent.setup() };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim() ?? ''),
    );

test('"Assets & Liabilities - Details": an Assets/Liabilities toggle, a category select, a table and a total; "No Records Found."', async () => {
  const { dialog, user } = renderModal();

  expect(dialog.getByRole('radio', { name: 'Assets' })).toBeChecked();
  const category = dialog.getByRole('combobox', { name: 'Category' });
  expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Select…',
    'Accounts and Notes Receivable',
    'Automobiles',
    'Cash on Hand',
    'IRAs',
    'Life Insurances',
    'Other',
    'Other Properties',
    'Real Estate',
    'Savings Accounts',
    'Stocks and Bonds',
  ]);
  expect(category).toHaveValue('accounts_notes');
  expect(dialog.getByText('No Records Found.')).toBeInTheDocument();
  expect(dialog.getByText(/Total of Accounts and Notes Receivable/)).toHaveTextContent('$0.00');

  await user.click(dialog.getByRole('radio', { name: 'Liabilities' }));
  expect(category).toHaveValue('accounts_payable');
  expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Select…',
    'Accounts Payable',
    'Notes Payable to Banks and Others',
    'Contingent Liabilities',
    'Other Installments',
    'Other',
    'Unpaid Taxes',
  ]);
  expect(dialog.getByRole('button', { name: 'Add Liability' })).toBeInTheDocument();
});

test('"For the real-estate category the total uses presentValue; for the others it uses amount"', async () => {
  const assets = {
    ...noAssets,
    realEstate: [house(1, '12 Oak Ave', 420000, 300000), house(2, '9 Elm St', 150000.5)],
    savings: [{ id: 3, amount: 9000, institution: 'Credit Union', accountNumber: '****5926' }],
  };
  const { dialog, user } = renderModal({ assets });
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'Real Estate');

  const table = await dialog.findByRole('table', { name: 'Real Estate items' });
  expect(rowsOf(table).map((row) => row.slice(0, 6))).toEqual([
    ['12 Oak Ave', 'Single Family Residence', '03/15/2019', '', '$300,000.00', '$420,000.00'],
    ['9 Elm St', 'Single Family Residence', '03/15/2019', '', '$100,000.00', '$150,000.50'],
  ]);
  expect(dialog.getByText(/Total of Real Estate/)).toHaveTextContent('$570,000.50');

  await user.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'Savings Accounts');
  expect(rowsOf(await dialog.findByRole('table', { name: 'Savings Accounts items' }))[0]).toEqual(['Credit Union', '****5926', '$9,000.00', 'Delete']);
  expect(dialog.getByText(/Total of Savings Accounts/)).toHaveTextContent('$9,000.00');
});

test('a real-estate item with its mortgage: the sub-form opens on yes, is required then, and the item is added: "New Asset Added."', async () => {
  const added = { ...noAssets, realEstate: [{ ...house(7, '12 Oak Ave', 420000, 300000), loan: true, holder: { name: 'First Mortgage Co', address: '9 Bank Rd', account: '****6677', balance: 200000, frequency: 'monthly' as const, payment: 1800, status: 'current' as const } }] };
  const { dialog, user, callsTo } = renderModal({ answers: [answer(financeItemEndpoints.addAsset, added)] });
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'Real Estate');
  const form = within(dialog.getByRole('form', { name: 'Add an item' }));

  expect(form.queryByRole('textbox', { name: /Mortgage holder/ })).not.toBeInTheDocument();
  await user.selectOptions(form.getByRole('combobox', { name: /Property type/ }), 'Single Family Residence');
  await user.type(form.getByRole('textbox', { name: /Property address/ }), '12 Oak Ave');
  await user.type(form.getByRole('textbox', { name: /Date purchased/ }), '03152019');
  await user.type(form.getByRole('textbox', { name: /Original cost/ }), '300000');
  await user.type(form.getByRole('textbox', { name: /Present value/ }), '420000');
  await user.click(within(form.getByRole('radiogroup', { name: /loan on the property/ })).getByRole('radio', { name: 'Yes' }));

  await user.click(form.getByRole('button', { name: 'Add Asset' }));
  expect(form.getByRole('textbox', { name: 'Mortgage holder' })).toHaveAccessibleDescription('This field is required!');
  expect(callsTo(financeItemEndpoints.addAsset)).toEqual([]);

  await user.type(form.getByRole('textbox', { name: 'Mortgage holder' }), 'First Mortgage Co');
  await user.type(form.getByRole('textbox', { name: /Mortgage holder address/ }), '9 Bank Rd');
  await user.type(form.getByRole('textbox', { name: /Mortgage account number/ }), 'MTG-44556677');
  await user.type(form.getByRole('textbox', { name: /Mortgage balance/ }), '200000');
  await user.selectOptions(form.getByRole('combobox', { name: /Payment frequency/ }), 'Monthly');
  await user.type(form.getByRole('textbox', { name: /Payment amount/ }), '1800');
  await user.selectOptions(form.getByRole('combobox', { name: /Mortgage status/ }), 'Current');
  await user.click(form.getByRole('button', { name: 'Add Asset' }));

  expect(await screen.findByText('New Asset Added.')).toBeInTheDocument();
  expect(callsTo(financeItemEndpoints.addAsset)).toEqual([
    {
      params: { id: 42, category: 'real_estate' },
      body: {
        category: 'real_estate',
        propertyType: 'sfr',
        address: '12 Oak Ave',
        datePurchased: '2019-03-15',
        originalCost: 300000,
        presentValue: 420000,
        loan: true,
        holder: { name: 'First Mortgage Co', address: '9 Bank Rd', account: 'MTG-44556677', balance: 200000, frequency: 'monthly', payment: 1800, status: 'current' },
      },
    },
  ]);
  expect(rowsOf(await dialog.findByRole('table', { name: 'Real Estate items' }))[0]?.slice(0, 4)).toEqual(['12 Oak Ave', 'Single Family Residence', '03/15/2019', 'First Mortgage Co']);
  // The form starts again, empty, for the next item.
  expect(within(dialog.getByRole('form', { name: 'Add an item' })).getByRole('textbox', { name: /Property address/ })).toHaveValue('');
});

test('"No loan on a property removes the mortgage holder": answering no drops what the sub-form held', async () => {
  const { dialog, user, callsTo } = renderModal({ answers: [answer(financeItemEndpoints.addAsset, noAssets)] });
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'Real Estate');
  const form = within(dialog.getByRole('form', { name: 'Add an item' }));
  const loan = within(form.getByRole('radiogroup', { name: /loan on the property/ }));
  await user.click(loan.getByRole('radio', { name: 'Yes' }));
  await user.type(form.getByRole('textbox', { name: /Mortgage holder address/ }), '9 Bank Rd');
  await user.click(loan.getByRole('radio', { name: 'No' }));
  expect(form.queryByRole('textbox', { name: /Mortgage holder address/ })).not.toBeInTheDocument();
  await user.click(loan.getByRole('radio', { name: 'Yes' }));
  expect(form.getByRole('textbox', { name: /Mortgage holder address/ })).toHaveValue('');
  await user.click(loan.getByRole('radio', { name: 'No' }));

  await user.selectOptions(form.getByRole('combobox', { name: /Property type/ }), 'Condo');
  await user.type(form.getByRole('textbox', { name: /Property address/ }), '1 Bay St');
  await user.type(form.getByRole('textbox', { name: /Date purchased/ }), '01022020');
  await user.type(form.getByRole('textbox', { name: /Original cost/ }), '1000');
  await user.type(form.getByRole('textbox', { name: /Present value/ }), '2000');
  await user.click(form.getByRole('button', { name: 'Add Asset' }));

  expect(await screen.findByText('New Asset Added.')).toBeInTheDocument();
  expect(callsTo(financeItemEndpoints.addAsset)[0]?.body).toEqual({
    category: 'real_estate',
    propertyType: 'condo',
    address: '1 Bay St',
    datePurchased: '2020-01-02',
    originalCost: 1000,
    presentValue: 2000,
    loan: false,
  });
});

test('a bank liability validates its address; added: "New Liability Added."; a refusal goes under its field', async () => {
  const bank = {
    id: 5,
    noteholder: 'Harbor National Bank',
    collateralType: 'Equipment',
    amount: 40000,
    originalBalance: 50000,
    currentBalance: 40000,
    paymentAmount: 900,
    frequency: 'monthly' as const,
    address: '100 Harbor Way',
    city: 'Austin',
    state: 'TX' as const,
    zipCode: '78701',
  };
  let refuse = true;
  const { dialog, user, callsTo } = renderModal({
    answers: [
      answer(financeItemEndpoints.addLiability, () => {
        if (refuse) throw refusal('Please correct the highlighted fields.', { errors: { noteholder: ['This noteholder is not known.'] } });
        return { ...noLiabilities, banks: [bank] };
      }),
    ],
  });
  await user.click(dialog.getByRole('radio', { name: 'Liabilities' }));
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'Notes Payable to Banks and Others');
  const form = within(dialog.getByRole('form', { name: 'Add an item' }));
  await user.type(form.getByRole('textbox', { name: /Noteholder/ }), 'Harbor National Bank');
  await user.type(form.getByRole('textbox', { name: /Type of collateral/ }), 'Equipment');
  await user.type(form.getByRole('textbox', { name: /^Amount/ }), '40000');
  await user.type(form.getByRole('textbox', { name: /Original balance/ }), '50000');
  await user.type(form.getByRole('textbox', { name: /Current balance/ }), '40000');
  await user.type(form.getByRole('textbox', { name: /Payment amount/ }), '900');
  await user.selectOptions(form.getByRole('combobox', { name: /Payment frequency/ }), 'Monthly');
  await user.click(form.getByRole('button', { name: 'Add Liability' }));

  for (const name of [/^Address/, /^City/]) expect(form.getByRole('textbox', { name })).toHaveAccessibleDescription('This field is required!');
  expect(form.getByRole('combobox', { name: /^State/ })).toHaveAccessibleDescription('This field is required!');
  await user.type(form.getByRole('textbox', { name: /^Address/ }), '100 Harbor Way');
  await user.type(form.getByRole('textbox', { name: /^City/ }), 'Austin');
  await user.selectOptions(form.getByRole('combobox', { name: /^State/ }), 'Texas');
  await user.type(form.getByRole('textbox', { name: /ZIP code/ }), '787');
  await user.click(form.getByRole('button', { name: 'Add Liability' }));
  expect(form.getByRole('textbox', { name: /ZIP code/ })).toHaveAccessibleDescription('Please enter the ZIP code as 12345 or 12345-6789.');
  await user.type(form.getByRole('textbox', { name: /ZIP code/ }), '01');
  await user.click(form.getByRole('button', { name: 'Add Liability' }));

  expect(await form.findByText('This noteholder is not known.')).toBeInTheDocument();
  expect(form.getByRole('textbox', { name: /Noteholder/ })).toHaveValue('Harbor National Bank');
  refuse = false;
  await user.click(form.getByRole('button', { name: 'Add Liability' }));
  expect(await screen.findByText('New Liability Added.')).toBeInTheDocument();
  const { id: _id, ...typed } = bank;
  expect(callsTo(financeItemEndpoints.addLiability)[1]).toEqual({ params: { id: 42, category: 'banks' }, body: { category: 'banks', ...typed } });
  expect(rowsOf(await dialog.findByRole('table', { name: 'Notes Payable to Banks and Others items' }))[0]?.[0]).toBe('Harbor National Bank');
  expect(dialog.getByText(/Total of Notes Payable to Banks and Others/)).toHaveTextContent('$40,000.00');
});

test('delete asks first ("You\'re about to remove this item!…", Delete/Back), then "Record successfully deleted."', async () => {
  const assets = { ...noAssets, iras: [{ id: 11, amount: 80000, institution: 'Fidelity', accountNumber: '****2233' }] };
  const { dialog, user, callsTo } = renderModal({ assets, answers: [answer(financeItemEndpoints.deleteItem, { assets: noAssets })] });
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'IRAs');
  const table = await dialog.findByRole('table', { name: 'IRAs items' });

  await user.click(within(table).getByRole('button', { name: 'Delete Fidelity' }));
  const question = await screen.findByRole('dialog', { name: "You're about to remove this item! Are you sure you want to continue?" });
  await user.click(within(question).getByRole('button', { name: 'Back' }));
  expect(callsTo(financeItemEndpoints.deleteItem)).toEqual([]);

  await user.click(within(table).getByRole('button', { name: 'Delete Fidelity' }));
  await user.click(within(await screen.findByRole('dialog', { name: /You're about to remove this item!/ })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Record successfully deleted.')).toBeInTheDocument();
  expect(callsTo(financeItemEndpoints.deleteItem)).toEqual([{ params: { id: 42, side: 'assets', category: 'iras', itemId: 11 } }]);
  expect(await dialog.findByText('No Records Found.')).toBeInTheDocument();
  expect(dialog.getByText(/Total of IRAs/)).toHaveTextContent('$0.00');
});

test('adding is for verified users: the unverified get the notice instead of the form', async () => {
  const { dialog, user } = renderModal({ verified: false });
  expect(dialog.queryByRole('form', { name: 'Add an item' })).not.toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Add Asset' }));
  expect(await screen.findByText("This action is not allowed because you're not verified yet.")).toBeInTheDocument();
});

test('an automobile\'s installment sub-form opens on yes and its fields are sent', async () => {
  const { dialog, user, callsTo } = renderModal({ answers: [answer(financeItemEndpoints.addAsset, noAssets)] });
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'Automobiles');
  const form = within(dialog.getByRole('form', { name: 'Add an item' }));
  await user.type(form.getByRole('textbox', { name: /^Amount/ }), '25000');
  expect(form.queryByRole('textbox', { name: /Loan balance/ })).not.toBeInTheDocument();
  await user.click(within(form.getByRole('radiogroup', { name: /installment loan/ })).getByRole('radio', { name: 'Yes' }));
  await user.type(form.getByRole('textbox', { name: /Loan balance/ }), '12000');
  await user.type(form.getByRole('textbox', { name: /Institution/ }), 'Auto Credit');
  await user.type(form.getByRole('textbox', { name: /Monthly payment/ }), '450');
  await user.click(form.getByRole('button', { name: 'Add Asset' }));

  expect(await screen.findByText('New Asset Added.')).toBeInTheDocument();
  expect(callsTo(financeItemEndpoints.addAsset)[0]?.body).toEqual({ category: 'automobiles', amount: 25000, installment: true, liabilityAmount: 12000, institution: 'Auto Credit', monthlyPayment: 450 });
});

/** What each category's item asks, in the modal's words: text fields, selects and yes/no answers. */
type ItemFill = { text?: Record<string, string>; choose?: Record<string, string>; answers?: Record<string, 'Yes' | 'No'> };
const ASSET_FILLS: Record<AssetCategory, ItemFill> = {
  accounts_notes: { text: { Amount: '1000', 'Borrower name': 'Pat Payer', 'Account number': '0001112222' } },
  automobiles: { text: { Amount: '24000', 'Loan balance': '8000', Institution: 'Auto Credit', 'Monthly payment': '400' }, answers: { 'Is it financed with an installment loan?': 'Yes' } },
  cash_on_hand: { text: { Amount: '5000', Institution: 'Lone Star Bank' } },
  iras: { text: { Amount: '80000', Institution: 'Retire Co' } },
  life_insurances: { text: { 'Face amount': '500000', 'Insurance company': 'Safe Life', Beneficiaries: 'Family', 'Cash surrender value': '12000' }, answers: { 'Is there a loan against the policy?': 'No' } },
  other: { text: { Type: 'Art', Amount: '3000' }, answers: { 'Is it pledged as security?': 'No' } },
  other_properties: { text: { Type: 'Boat', Amount: '15000' }, answers: { 'Is it pledged as security?': 'No' } },
  real_estate: {
    text: { 'Property address': '9 Rental Way, Austin, TX', 'Date purchased': '01052020', 'Original cost': '200000', 'Present value': '260000', 'Mortgage holder': 'Home Bank', 'Mortgage holder address': '1 Bank Plaza', 'Mortgage balance': '150000', 'Payment amount': '1200' },
    choose: { 'Property type': 'Single Family Residence', 'Payment frequency': 'Monthly', 'Mortgage status': 'Current' },
    answers: { 'Is there a loan on the property?': 'Yes' },
  },
  savings_accounts: { text: { Amount: '7000', Institution: 'Save Bank' } },
  stocks_and_bonds: { text: { 'Number of shares': '100', 'Name of securities': 'Index Fund', Cost: '9000', 'Market value': '11000', 'Date of quotation': '11012026', 'Total value': '11000' } },
};
const LIABILITY_FILLS: Record<LiabilityCategory, ItemFill> = {
  accounts_payable: { text: { Amount: '2000', Institution: 'Supplier Inc' } },
  banks: {
    text: { Noteholder: 'First Bank', 'Type of collateral': 'Equipment', Amount: '30000', 'Original balance': '40000', 'Current balance': '30000', 'Payment amount': '900', Address: '5 Bank St', City: 'Austin', 'ZIP code': '78704' },
    choose: { 'Payment frequency': 'Monthly', State: 'Texas' },
  },
  contingents: { text: { Amount: '10000' }, choose: { 'Type of contingent liability': 'Legal Claims and Judgements' } },
  other_installments: { text: { Amount: '6000', Institution: 'Furniture Credit', 'Monthly payment': '150' } },
  other: { text: { Amount: '500', Description: 'Personal loan' } },
  unpaid_taxes: { text: { 'Type of tax': 'Property tax', 'Payable to': 'Travis County', Amount: '3200', 'Due date': '01312027' } },
};

/** A field's name is its label, with the required marker when it has one. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[?()]/g, '\\$&')}\\s*\\*?$`);

async function fillItem(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>, fill: ItemFill) {
  for (const [question, choice] of Object.entries(fill.answers ?? {})) await user.click(within(form.getByRole('radiogroup', { name: labelled(question) })).getByRole('radio', { name: choice }));
  for (const [label, value] of Object.entries(fill.text ?? {})) await user.type(form.getByRole('textbox', { name: labelled(label) }), value);
  for (const [label, option] of Object.entries(fill.choose ?? {})) await user.selectOptions(form.getByRole('combobox', { name: labelled(label) }), option);
}

describe('every category\'s item is asked for in its own fields and sent as the contract reads it (the browser journey adds two of them)', () => {
  test.each(Object.entries(ASSET_FILLS) as [AssetCategory, ItemFill][])('the asset %s', async (category, fill) => {
    const { dialog, user, callsTo } = renderModal({ answers: [answer(financeItemEndpoints.addAsset, noAssets)] });
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), ASSET_CATEGORY_LABELS[category]);
    await fillItem(user, within(dialog.getByRole('form', { name: 'Add an item' })), fill);
    await user.click(dialog.getByRole('button', { name: 'Add Asset' }));

    expect(await screen.findByText('New Asset Added.')).toBeInTheDocument();
    const [sent] = callsTo(financeItemEndpoints.addAsset);
    expect(sent?.params.category).toBe(category);
    expect(v.safeParse(AssetItemBody, sent?.body).issues).toBeUndefined();
  });

  test.each(Object.entries(LIABILITY_FILLS) as [LiabilityCategory, ItemFill][])('the liability %s', async (category, fill) => {
    const { dialog, user, callsTo } = renderModal({ answers: [answer(financeItemEndpoints.addLiability, noLiabilities)] });
    await user.click(dialog.getByRole('radio', { name: 'Liabilities' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), LIABILITY_CATEGORY_LABELS[category]);
    await fillItem(user, within(dialog.getByRole('form', { name: 'Add an item' })), fill);
    await user.click(dialog.getByRole('button', { name: 'Add Liability' }));

    expect(await screen.findByText('New Liability Added.')).toBeInTheDocument();
    const [sent] = callsTo(financeItemEndpoints.addLiability);
    expect(sent?.params.category).toBe(category);
    expect(v.safeParse(LiabilityItemBody, sent?.body).issues).toBeUndefined();
  });
});
