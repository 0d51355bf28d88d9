import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { emptyPurchase, emptyRefinance, formMessages, PurchaseStep, RefinanceStep, type DealForm } from '@portal/shared-contracts';
import { validateWith } from '@portal/shared-ui';
import { renderDealStep } from '../../../features/deal-form/testing';
import { TransactionStep } from './TransactionStep';

const purchaseDeal: Partial<DealForm> = { transactionType: 'purchase', purchase: emptyPurchase() };
const refinanceDeal: Partial<DealForm> = { transactionType: 'refinance', refinance: emptyRefinance() };

// The real choices (purchase type, exit strategy) are selects; every "(yes/no)" question is a group of two radios.
const select = (name: string) => screen.getByRole('combobox', { name });
const querySelect = (name: string) => screen.queryByRole('combobox', { name });
const choose = (name: string, option: string) => userEvent.selectOptions(select(name), option);
const question = (name: string) => screen.getByRole('radiogroup', { name });
const queryQuestion = (name: string) => screen.queryByRole('radiogroup', { name });
const answer = (name: string, choice: 'Yes' | 'No') => userEvent.click(within(question(name)).getByRole('radio', { name: choice }));
const next = () => fireEvent.submit(screen.getByRole('form', { name: 'New deal' }));

/** A calendar day `years` from now: as the borrower types it (MM/DD/YYYY) and as the form holds it (YYYY-MM-DD). */
function dayIn(years: number) {
  const today = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const [year, month, day] = [String(today.getFullYear() + years), pad(today.getMonth() + 1), pad(today.getDate())];
  return { typed: `${month}/${day}/${year}`, held: `${year}-${month}-${day}` };
}

describe('Purchase Information', () => {
  const shortSaleQuestions = ['Has the short sale been approved?', 'Is there a second lien on the property?'];
  const secondLienApproval = 'Has the second lien holder approved the short sale?';

  test('asks the purchase of spec 001 §3 and nothing of a refinance', () => {
    renderDealStep(<TransactionStep />, { deal: purchaseDeal });
    expect(screen.getByRole('group', { name: 'Purchase details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Purchase price' })).toBeInTheDocument();
    expect(select('Purchase type')).toBeRequired();
    expect(question('Is there a signed purchase contract?')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Closing and exit' })).getByRole('textbox', { name: 'Closing date' })).toBeRequired();
    expect(select('Exit strategy')).toBeRequired();
    expect(within(select('Exit strategy')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select…', 'Sale', 'Refinance']);
    expect(screen.queryByRole('textbox', { name: 'As-is value' })).toBeNull();
  });

  test('"short-sale approval and second-lien questions appear only for short_sale"', async () => {
    renderDealStep(<TransactionStep />, { deal: purchaseDeal });
    for (const name of shortSaleQuestions) expect(queryQuestion(name)).toBeNull();
    await choose('Purchase type', 'Short Sale');
    expect(screen.getByRole('group', { name: 'Short sale' })).toBeInTheDocument();
    for (const name of shortSaleQuestions) expect(question(name)).toBeInTheDocument();
    await choose('Purchase type', 'REO');
    for (const name of shortSaleQuestions) expect(queryQuestion(name)).toBeNull();
  });

  test('"second-lien approval only if there is a second lien"', async () => {
    renderDealStep(<TransactionStep />, { deal: purchaseDeal });
    await choose('Purchase type', 'Short Sale');
    expect(queryQuestion(secondLienApproval)).toBeNull();
    await answer('Is there a second lien on the property?', 'Yes');
    expect(question(secondLienApproval)).toBeInTheDocument();
    await answer('Is there a second lien on the property?', 'No');
    expect(queryQuestion(secondLienApproval)).toBeNull();
  });

  test('"Changing purchase type clears short-sale answers"', async () => {
    const { values } = renderDealStep(<TransactionStep />, { deal: purchaseDeal });
    await choose('Purchase type', 'Short Sale');
    await answer('Has the short sale been approved?', 'Yes');
    await answer('Is there a second lien on the property?', 'Yes');
    await answer(secondLienApproval, 'No');
    await choose('Purchase type', 'Standard Sale');
    await choose('Purchase type', 'Short Sale');
    for (const name of shortSaleQuestions) {
      for (const radio of within(question(name)).getAllByRole('radio')) expect(radio).not.toBeChecked();
    }
    expect(queryQuestion(secondLienApproval)).toBeNull();
    expect(values().purchase).toMatchObject({ type: 'short_sale', shortSaleApproval: null, hasSecondLien: null, hasSecondLienApproval: null });
  });

  test('"Closing date required, not earlier than today"', async () => {
    const { values } = renderDealStep(<TransactionStep />, { deal: purchaseDeal, validate: validateWith(PurchaseStep) });
    const closingDate = screen.getByRole('textbox', { name: 'Closing date' });
    next();
    expect(closingDate).toHaveAccessibleDescription(expect.stringContaining(formMessages.required));
    await userEvent.type(closingDate, '01012020');
    expect(closingDate).toHaveValue('01/01/2020');
    expect(values().purchase?.closingDate).toBe('2020-01-01');
    expect(closingDate).toHaveAccessibleDescription(expect.stringContaining(formMessages.dateBeforeToday));
    await userEvent.clear(closingDate);
    await userEvent.type(closingDate, dayIn(1).typed);
    expect(closingDate).not.toHaveAccessibleDescription(expect.stringContaining(formMessages.dateBeforeToday));
    expect(closingDate).toHaveValue(dayIn(1).typed);
    // Typed MM/DD/YYYY, held as the contract reads it once it is a real day.
    expect(values().purchase?.closingDate).toBe(dayIn(1).held);
    await userEvent.clear(closingDate);
    await userEvent.type(closingDate, '12312030');
    expect(closingDate).toHaveValue('12/31/2030');
    expect(values().purchase?.closingDate).toBe('2030-12-31');
  });

  test('"Exit strategy required."', async () => {
    const { values } = renderDealStep(<TransactionStep />, { deal: purchaseDeal, validate: validateWith(PurchaseStep) });
    next();
    expect(select('Exit strategy')).toHaveAccessibleDescription(formMessages.required);
    await choose('Exit strategy', 'Sale');
    expect(select('Exit strategy')).not.toHaveAccessibleDescription();
    expect(values().purchase?.exitStrategy).toBe('sale');
  });

  test('dollar amounts: "Please input a dollar amount between $0 and $100,000,000"', async () => {
    renderDealStep(<TransactionStep />, { deal: purchaseDeal, validate: validateWith(PurchaseStep) });
    const price = screen.getByRole('textbox', { name: 'Purchase price' });
    await userEvent.type(price, '250000000');
    expect(price).toHaveValue('$250,000,000');
    next();
    expect(price).toHaveAccessibleDescription('Please input a dollar amount between $0 and $100,000,000');
  });

  test('a short sale answered in full is what the contract takes', async () => {
    const { values } = renderDealStep(<TransactionStep />, { deal: purchaseDeal });
    await userEvent.type(screen.getByRole('textbox', { name: 'Purchase price' }), '250000');
    await choose('Purchase type', 'Short Sale');
    await answer('Has the short sale been approved?', 'Yes');
    await answer('Is there a second lien on the property?', 'Yes');
    await answer(secondLienApproval, 'Yes');
    await answer('Is there a signed purchase contract?', 'No');
    await userEvent.type(screen.getByRole('textbox', { name: 'Closing date' }), dayIn(1).typed);
    await choose('Exit strategy', 'Refinance');
    const parsed = v.safeParse(PurchaseStep, values());
    expect(parsed.issues).toBeUndefined();
    expect(parsed.output).toMatchObject({ purchase: { price: 250000, type: 'short_sale', hasSecondLienApproval: 'yes', contractExists: 'no', exitStrategy: 'refinance' } });
  });
});

describe('Refinance Information', () => {
  const debt = 'Is there any debt on the property?';
  const liens = () => screen.queryByRole('group', { name: 'Liens' });
  const lienGroups = () => within(liens()!).queryAllByRole('listitem');

  test('asks the refinance of spec 001 §3 and nothing of a purchase', () => {
    renderDealStep(<TransactionStep />, { deal: refinanceDeal });
    expect(screen.getByRole('group', { name: 'Refinance details' })).toBeInTheDocument();
    for (const name of ['Original purchase price', 'As-is value', 'Closing date']) expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    expect(question(debt)).toBeRequired();
    expect(select('Exit strategy')).toBeRequired();
    expect(querySelect('Purchase type')).toBeNull();
    expect(liens()).toBeNull();
  });

  test('liens appear when there is debt, starting with one empty lien', async () => {
    const { values } = renderDealStep(<TransactionStep />, { deal: refinanceDeal });
    await answer(debt, 'Yes');
    expect(lienGroups()).toHaveLength(1);
    const lien = screen.getByRole('group', { name: 'Lien 1' });
    expect(within(lien).getByRole('textbox', { name: 'Lien amount' })).toHaveValue('');
    expect(within(lien).getByRole('checkbox', { name: 'Pay off this lien with the new loan' })).not.toBeChecked();
    expect(values().refinance?.liens).toEqual([{ price: '', payoff: false }]);
  });

  test('"liens (each with price and a payoff flag)": the borrower adds and removes liens', async () => {
    const { values } = renderDealStep(<TransactionStep />, { deal: refinanceDeal });
    await answer(debt, 'Yes');
    await userEvent.type(within(screen.getByRole('group', { name: 'Lien 1' })).getByRole('textbox', { name: 'Lien amount' }), '100000');
    await userEvent.click(screen.getByRole('button', { name: 'Add lien' }));
    const second = screen.getByRole('group', { name: 'Lien 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'Lien amount' }), '20000');
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Pay off this lien with the new loan' }));
    expect(values().refinance?.liens).toEqual([
      { price: 100000, payoff: false },
      { price: 20000, payoff: true },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove lien 1' }));
    expect(lienGroups()).toHaveLength(1);
    expect(values().refinance?.liens).toEqual([{ price: 20000, payoff: true }]);
    expect(within(screen.getByRole('group', { name: 'Lien 1' })).getByRole('textbox', { name: 'Lien amount' })).toHaveValue('$20,000');
    expect(screen.getByRole('button', { name: 'Add lien' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Remove lien 1' }));
    expect(values().refinance?.liens).toEqual([]);
    expect(within(liens()!).getByText('No liens listed yet.')).toBeInTheDocument();
  });

  test('"Lien price required."', async () => {
    renderDealStep(<TransactionStep />, { deal: refinanceDeal, validate: validateWith(RefinanceStep) });
    await answer(debt, 'Yes');
    next();
    const amount = within(screen.getByRole('group', { name: 'Lien 1' })).getByRole('textbox', { name: 'Lien amount' });
    expect(amount).toHaveAccessibleDescription(formMessages.required);
    await userEvent.type(amount, '5000');
    expect(amount).not.toHaveAccessibleDescription();
  });

  test('"In a refinance, liens are cleared if debt is answered No."', async () => {
    const { values } = renderDealStep(<TransactionStep />, { deal: refinanceDeal });
    await answer(debt, 'Yes');
    await userEvent.type(screen.getByRole('textbox', { name: 'Lien amount' }), '100000');
    await answer(debt, 'No');
    expect(liens()).toBeNull();
    expect(values().refinance?.liens).toEqual([]);
    await answer(debt, 'Yes');
    expect(screen.getByRole('textbox', { name: 'Lien amount' })).toHaveValue('');
  });

  test('a refinance answered in full is what the contract takes', async () => {
    const { values } = renderDealStep(<TransactionStep />, { deal: refinanceDeal });
    await userEvent.type(screen.getByRole('textbox', { name: 'Original purchase price' }), '300000');
    await userEvent.type(screen.getByRole('textbox', { name: 'As-is value' }), '350000');
    await answer(debt, 'Yes');
    await userEvent.type(screen.getByRole('textbox', { name: 'Lien amount' }), '100000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Closing date' }), dayIn(1).typed);
    await choose('Exit strategy', 'Sale');
    const parsed = v.safeParse(RefinanceStep, values());
    expect(parsed.issues).toBeUndefined();
    expect(parsed.output).toMatchObject({ refinance: { price: 300000, asIsValue: 350000, debt: 'yes', liens: [{ price: 100000, payoff: false }] } });
  });
});

test('without a transaction type the tab asks nothing yet', () => {
  renderDealStep(<TransactionStep />);
  expect(screen.queryAllByRole('group')).toEqual([]);
});
