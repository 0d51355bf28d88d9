import { screen } from '@testing-library/react';
import { renderForm } from '../test-support/render-form';
import { MaskedField } from './MaskedField';

test('"cell phone (mask (000) 000-0000)" (spec 000 §5): the phone is shaped while typing and held masked', async () => {
  const form = renderForm(<MaskedField name="phone" label="Cell phone" mask="phone" />);
  const phone = screen.getByRole('textbox', { name: 'Cell phone' });

  await form.user.type(phone, '555');
  expect(phone).toHaveValue('(555');
  await form.user.type(phone, '0102030');
  expect(phone).toHaveValue('(555) 010-2030');
  await form.user.type(phone, '99');
  expect(phone).toHaveValue('(555) 010-2030');
  expect(form.values()).toEqual({ phone: '(555) 010-2030' });
});

test('"SSN ... formatted 3-2-4 with dashes while typing" (spec 000 §5)', async () => {
  const form = renderForm(<MaskedField name="ssn" label="SSN" mask="ssn" />);
  const ssn = screen.getByRole('textbox', { name: 'SSN' });

  await form.user.type(ssn, '12345');
  expect(ssn).toHaveValue('123-45');
  await form.user.type(ssn, '6789');
  expect(ssn).toHaveValue('123-45-6789');
});

test('"Tax ID pattern dd-ddddddd" (spec 000 §5): letters and extra digits are dropped', async () => {
  const form = renderForm(<MaskedField name="taxId" label="Tax ID" mask="taxId" />);
  const taxId = screen.getByRole('textbox', { name: 'Tax ID' });

  await form.user.type(taxId, '12a3456789012');
  expect(taxId).toHaveValue('12-3456789');
});

test('typing in the middle keeps the caret where the person is typing', async () => {
  const form = renderForm(<MaskedField name="phone" label="Cell phone" mask="phone" />, { initialValues: { phone: '(555) 010-2030' } });
  const phone = screen.getByRole<HTMLInputElement>('textbox', { name: 'Cell phone' });

  // Delete the "0" after "(555) " and type a "9" in its place.
  await form.user.click(phone);
  phone.setSelectionRange(7, 7);
  await form.user.keyboard('{Backspace}9');
  expect(phone).toHaveValue('(555) 910-2030');
  expect(phone.selectionStart).toBe(7);
});

test('a required masked field says "This field is required!" when submitted empty, tied to the input', async () => {
  const form = renderForm(<MaskedField name="phone" label="Cell phone" mask="phone" required hint="We text you the codes." />);
  const phone = screen.getByRole('textbox', { name: /Cell phone/ });

  expect(phone).toHaveAttribute('aria-required', 'true');
  expect(phone).toHaveAccessibleDescription('We text you the codes.');
  await form.submit();
  expect(phone).toBeInvalid();
  expect(phone).toHaveAccessibleDescription('We text you the codes. This field is required!');
  expect(form.submitted).toHaveLength(0);
});
