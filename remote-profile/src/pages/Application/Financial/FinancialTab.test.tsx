import { screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { documentEndpoints, FinanceBody, financeEndpoints, financeMessages, indicatorEndpoints } from '@portal/shared-contracts';
import { answer, refusal } from '@portal/shared-ui/testing';
import { FinancialTab } from './FinancialTab';
import { noAssets, noLiabilities, ownDocument, renderFinancialTab, savedFinances } from './testing';

// The details modal is another part's (features/assets-and-liabilities): here, a stand-in that says what it was given.
jest.mock(
  '../../../features/assets-and-liabilities/AssetsAndLiabilitiesModal',
  () => ({
    AssetsAndLiabilitiesModal: ({ open, onClose, onChanged }: { open: boolean; onClose(): void; onChanged(part: object): void }) =>
      open ? (
        <div role="dialog" aria-label="Assets & Liabilities - Details">
          <button type="button" onClick={() => onChanged({ assets: { ...jest.requireActual('./testing').noAssets, iras: [] } })}>
            Add an item
          </button>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      ) : null,
  }),
);

// The API answers the body as the contract reads it.
const answersOfSave = answer(financeEndpoints.saveFinance, ({ body }) => v.parse(FinanceBody, body));

const field = (name: string) => screen.getByRole('textbox', { name });
const group = (name: string) => screen.getByRole('group', { name });
const netWorth = () => screen.getByRole('status', { name: 'Net worth' });
const saveAndContinue = () => screen.getByRole('button', { name: 'Save and Continue' });

test('"Choose one of: Upload File, Itemize, Total Assets and Liabilities, or Provide Later"; "The tab starts in itemize mode unless totals exist"', () => {
  renderFinancialTab();
  const modes = within(screen.getByRole('radiogroup', { name: 'How would you like to give your assets and liabilities?' }));
  expect(modes.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['Upload File', 'Itemize', 'Total Assets and Liabilities', 'Provide Later']);
  expect(modes.getByRole('radio', { name: 'Itemize' })).toBeChecked();
  // "An income block (yearly amounts)."
  expect(within(group('Yearly income')).getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual([
    'income.salary',
    'income.netInvestmentIncome',
    'income.realEstateIncome',
    'income.otherIncome',
  ]);
  expect(within(group('Assets')).getAllByRole('textbox')).toHaveLength(12);
  expect(within(group('Liabilities')).getAllByRole('textbox')).toHaveLength(10);
  expect(within(group('Totals')).getAllByRole('textbox')).toHaveLength(2);
  expect(field('Estimated credit score')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Assets & Liabilities - Details' })).toBeInTheDocument();
});

test('saved totals open the tab in Total Assets and Liabilities, with the figures as saved', () => {
  renderFinancialTab({ value: savedFinances({ mode: 'itemize', totalAssets: 900000, totalLiabilities: 250000, income: { salary: 120000, netInvestmentIncome: null, realEstateIncome: null, otherIncome: null } }) });
  expect(screen.getByRole('radio', { name: 'Total Assets and Liabilities' })).toBeChecked();
  expect(field('Total assets')).toHaveValue('$900,000');
  expect(field('Salary')).toHaveValue('$120,000');
  expect(netWorth()).toHaveTextContent('$650,000');
});

test('"Entering any total disables and locks the itemized fields; entering any itemized value locks the totals. A hint says \'Clear Fields to Enable\'. The Clear Fields action empties all fields."', async () => {
  const { user } = renderFinancialTab();
  await user.type(field('Total assets'), '500000');

  expect(field('Cash on hand and in banks')).toBeDisabled();
  expect(field('Loans on life insurance')).toBeDisabled();
  expect(group('Assets')).toHaveAccessibleDescription('Clear Fields to Enable');
  expect(group('Liabilities')).toHaveAccessibleDescription('Clear Fields to Enable');
  expect(field('Total liabilities')).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'Clear Fields' }));
  expect(field('Total assets')).toHaveValue('');
  expect(field('Cash on hand and in banks')).toBeEnabled();
  expect(screen.queryByText('Clear Fields to Enable')).not.toBeInTheDocument();

  await user.type(field('Credit card debt'), '2500');
  expect(field('Total assets')).toBeDisabled();
  expect(field('Total liabilities')).toBeDisabled();
  expect(group('Totals')).toHaveAccessibleDescription('Clear Fields to Enable');
  expect(field('Cash on hand and in banks')).toBeEnabled();
});

test('"Net worth = assets minus liabilities, using totals if present, otherwise the itemized values", as typed', async () => {
  const { user } = renderFinancialTab();
  expect(netWorth()).toHaveTextContent('$0');
  await user.type(field('Cash on hand and in banks'), '65000');
  await user.type(field('Real estate owned'), '400000');
  await user.type(field('Mortgages on investment real estate'), '300000');
  expect(netWorth()).toHaveTextContent('$165,000');

  await user.click(screen.getByRole('button', { name: 'Clear Fields' }));
  await user.click(screen.getByRole('radio', { name: 'Total Assets and Liabilities' }));
  await user.type(field('Total assets'), '100000');
  await user.type(field('Total liabilities'), '250000');
  expect(netWorth()).toHaveTextContent('-$150,000');
});

test('Save and Continue sends "income or finance fields", says "Financial updated.", hands the answer to the page and moves on', async () => {
  const { user, callsTo, onSaved, onNext } = renderFinancialTab({ answers: [answersOfSave] });
  await user.type(field('Salary'), '185000');
  await user.type(field('Cash on hand and in banks'), '65000');
  await user.type(field('Credit card debt'), '2500');
  await user.type(field('Estimated credit score'), '740');
  await user.click(saveAndContinue());

  expect(await screen.findByText('Financial updated.')).toBeInTheDocument();
  const [call] = callsTo(financeEndpoints.saveFinance);
  expect(call).toEqual({
    params: { id: 42 },
    body: { mode: 'itemize', income: { salary: 185000 }, currentCashOnHandInBank: 65000, liabilityCreditCardDebt: 2500, estimatedCreditScore: '740' },
  });
  expect(onSaved).toHaveBeenCalledWith({ finances: expect.objectContaining({ mode: 'itemize', currentCashOnHandInBank: 65000 }) });
  expect(onNext).toHaveBeenCalledTimes(1);
});

test('the dollar rule and the credit score range are checked before any call', async () => {
  const { user, callsTo } = renderFinancialTab({ answers: [answersOfSave] });
  await user.type(field('Other income'), '100000001');
  await user.type(field('Estimated credit score'), '900');
  await user.click(saveAndContinue());

  expect(field('Other income')).toHaveAccessibleDescription('Please input a dollar amount between $0 and $100,000,000');
  expect(field('Estimated credit score')).toHaveAccessibleDescription(expect.stringContaining(financeMessages.creditScore));
  expect(callsTo(financeEndpoints.saveFinance)).toEqual([]);
});

test('Total Assets and Liabilities needs both totals', async () => {
  const { user, callsTo } = renderFinancialTab({ answers: [answersOfSave] });
  await user.click(screen.getByRole('radio', { name: 'Total Assets and Liabilities' }));
  await user.type(field('Total assets'), '500000');
  await user.click(saveAndContinue());

  expect(field('Total liabilities')).toHaveAccessibleDescription('This field is required!');
  expect(callsTo(financeEndpoints.saveFinance)).toEqual([]);

  await user.type(field('Total liabilities'), '0');
  await user.click(saveAndContinue());
  expect(await screen.findByText('Financial updated.')).toBeInTheDocument();
  expect(callsTo(financeEndpoints.saveFinance)[0]?.body).toEqual({ mode: 'total_assets_and_liabilities', totalAssets: 500000, totalLiabilities: 0 });
});

test('Upload File: the statement modal of My Documents; once it is on file the tab says so, and the upload saves nothing else', async () => {
  const statement = new File(['%PDF-1.7 statement'], 'pfs.pdf', { type: 'application/pdf' });
  const { user, callsTo } = renderFinancialTab({
    answers: [
      answer(documentEndpoints.list, []),
      answer(documentEndpoints.upload, [ownDocument('Financial Statement', 1)]),
      answer(indicatorEndpoints.read, { missing: { count: 0, entities: 0, loans: 0 }, docs: { neededCount: 0 }, alerts: { application: false, applicationTab: null } }),
      answersOfSave,
    ],
  });
  await user.click(screen.getByRole('radio', { name: 'Upload File' }));

  expect(await screen.findByText('Upload your signed personal financial statement with its net worth and date before you save.')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Assets' })).not.toBeInTheDocument();
  expect(group('Yearly income')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Upload financial statement' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Financial statement' }));
  await user.type(dialog.getByRole('textbox', { name: 'Net worth' }), '800000');
  await user.type(dialog.getByRole('textbox', { name: 'Document date' }), '03312026');
  await user.upload(dialog.getByLabelText(/^Financial statement file/), statement);
  await user.click(dialog.getByRole('button', { name: 'Upload statement' }));

  expect(await screen.findByText('Your financial statement is on file. You may upload a newer one.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Financial statement' })).not.toBeInTheDocument();
  expect(callsTo(financeEndpoints.saveFinance)).toEqual([]);
  expect(callsTo(indicatorEndpoints.read)).toHaveLength(1);

  await user.click(saveAndContinue());
  expect(await screen.findByText('Financial updated.')).toBeInTheDocument();
  expect(callsTo(financeEndpoints.saveFinance)[0]?.body).toEqual({ mode: 'upload_file' });
});

test('Upload File without access to My Documents says so instead of offering the upload', () => {
  renderFinancialTab({ permissions: ['application.read', 'application.write'], value: savedFinances({ mode: 'upload_file' }) });
  expect(screen.getByRole('radio', { name: 'Upload File' })).toBeChecked();
  expect(screen.getByText('Uploading documents needs access to My Documents. Please ask the account owner, or choose another way.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Upload financial statement' })).not.toBeInTheDocument();
});

test('a refusal is toasted and said under its field; what was typed stays', async () => {
  const { user } = renderFinancialTab({
    answers: [answer(financeEndpoints.saveFinance, refusal('Please check the highlighted fields.', { errors: { mode: [financeMessages.statementNotUploaded], 'income.salary': ['Too high.'] } }))],
  });
  await user.type(field('Salary'), '90000');
  await user.click(saveAndContinue());

  expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
  expect(screen.getByRole('radiogroup', { name: 'How would you like to give your assets and liabilities?' })).toHaveAccessibleDescription(financeMessages.statementNotUploaded);
  expect(field('Salary')).toHaveAccessibleDescription('Too high.');
  expect(field('Salary')).toHaveValue('$90,000');
});

test('Provide Later asks nothing more', async () => {
  const { user, callsTo } = renderFinancialTab({ answers: [answersOfSave] });
  await user.click(screen.getByRole('radio', { name: 'Provide Later' }));
  expect(screen.getByText('You can give your financial statement later. Signing the application does not wait for it.')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Totals' })).not.toBeInTheDocument();
  await user.click(saveAndContinue());
  expect(await screen.findByText('Financial updated.')).toBeInTheDocument();
  expect(callsTo(financeEndpoints.saveFinance)[0]?.body).toEqual({ mode: 'provide_later' });
});

test('"Assets & Liabilities - Details" opens the details modal; what it changes goes to the page', async () => {
  const { user, onSaved } = renderFinancialTab();
  await user.click(screen.getByRole('button', { name: 'Assets & Liabilities - Details' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Assets & Liabilities - Details' }));
  await user.click(dialog.getByRole('button', { name: 'Add an item' }));
  expect(onSaved).toHaveBeenCalledWith({ assets: noAssets });
  await user.click(dialog.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('what was typed survives a new value from the page (the tab stays mounted while others save)', async () => {
  const { user, rerender } = renderFinancialTab();
  await user.type(field('Salary'), '70000');
  rerender(<FinancialTab value={savedFinances({ mode: 'provide_later' })} assets={noAssets} liabilities={noLiabilities} onSaved={jest.fn()} onNext={jest.fn()} />);
  expect(field('Salary')).toHaveValue('$70,000');
  expect(screen.getByRole('radio', { name: 'Itemize' })).toBeChecked();
});

test('an unverified borrower is told so instead of opening the upload ("upload needs a verified e-mail")', async () => {
  const { user } = renderFinancialTab({ person: { verified: false }, value: savedFinances({ mode: 'upload_file' }), answers: [answer(documentEndpoints.list, [])] });
  await user.click(await screen.findByRole('button', { name: 'Upload financial statement' }));
  expect(screen.getByRole('dialog', { name: "This action is not allowed because you're not verified yet." })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Financial statement' })).not.toBeInTheDocument();
});
