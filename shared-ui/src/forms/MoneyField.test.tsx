import { DOLLAR_AMOUNT_MESSAGE } from '@portal/shared-contracts';
import { screen } from '@testing-library/react';
import { renderForm } from '../test-support/render-form';
import { MoneyField } from './MoneyField';

test('"Currency shown with thousands separators" (spec 001 §9): "$" and commas while typing, a number in the form', async () => {
  const form = renderForm(<MoneyField name="purchasePrice" label="Purchase price" />);
  const price = screen.getByRole('textbox', { name: 'Purchase price' });

  await form.user.type(price, '1234567');
  expect(price).toHaveValue('$1,234,567');
  expect(form.values()).toEqual({ purchasePrice: 1234567 });
});

test('"A currency field keeps digits only and turns an empty value into 0" (spec 000 §5)', async () => {
  const form = renderForm(<MoneyField name="lienPrice" label="Lien price" />, { initialValues: { lienPrice: 2500 } });
  const price = screen.getByRole('textbox', { name: 'Lien price' });
  expect(price).toHaveValue('$2,500');

  await form.user.clear(price);
  expect(form.values()).toEqual({ lienPrice: 0 });
  expect(price).toHaveValue('$0');
  await form.user.type(price, '12.50x');
  expect(form.values()).toEqual({ lienPrice: 1250 });
});

test('"between 0 and 100,000,000; otherwise \'Please input a dollar amount between $0 and $100,000,000\'" (spec 000 §5)', async () => {
  const form = renderForm(<MoneyField name="amount" label="Amount" />);
  const amount = screen.getByRole('textbox', { name: 'Amount' });

  await form.user.type(amount, '100000000');
  await form.user.tab();
  expect(amount).toBeValid();

  await form.user.type(amount, '1');
  expect(amount).toHaveValue('$1,000,000,001');
  expect(amount).toBeInvalid();
  expect(amount).toHaveAccessibleDescription(DOLLAR_AMOUNT_MESSAGE);
  // What was typed stays, so the borrower can correct it.
  await form.user.type(amount, '{Backspace}');
  expect(amount).toHaveValue('$100,000,000');
  expect(amount).toBeValid();
});

test('a required amount left empty says "This field is required!"; a disabled one cannot be changed', async () => {
  const form = renderForm(
    <>
      <MoneyField name="totalCost" label="Total cost" required />
      <MoneyField name="holdback" label="Holdback" disabled />
    </>,
    { initialValues: { holdback: 5000 } },
  );

  await form.submit();
  expect(screen.getByRole('textbox', { name: /Total cost/ })).toHaveAccessibleDescription('This field is required!');
  expect(screen.getByRole('textbox', { name: 'Holdback' })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: 'Holdback' })).toHaveValue('$5,000');
});
