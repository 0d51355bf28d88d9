import { formMessages } from '@portal/shared-contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { CheckboxField } from './CheckboxField';
import { TextField } from './TextField';
import { ValidatedForm } from './ValidatedForm';

const PaymentMethod = v.object({
  name: v.pipe(v.string(), v.nonEmpty(formMessages.required)),
  bankName: v.optional(v.pipe(v.string(), v.maxLength(100, 'Please use at most 100 characters.'))),
});

test('a form checked with the contract schema refuses an empty submit and puts focus on the first field to fix', async () => {
  const onSubmit = jest.fn();
  render(
    <ValidatedForm schema={PaymentMethod} onSubmit={onSubmit} submitLabel="Save payment method" aria-label="New payment method">
      <TextField name="name" label="Name" required />
      <TextField name="bankName" label="Bank name" />
      <CheckboxField name="authorized" label="I am an authorized signatory" required />
    </ValidatedForm>,
  );
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Save payment method' }));
  expect(onSubmit).not.toHaveBeenCalled();
  const name = screen.getByRole('textbox', { name: /Name/ });
  expect(name).toHaveAccessibleDescription(formMessages.required);
  expect(name).toHaveFocus();
  expect(screen.getByRole('checkbox', { name: /authorized signatory/ })).toHaveAccessibleDescription(formMessages.required);

  await user.type(name, 'Operating account');
  await user.click(screen.getByRole('checkbox', { name: /authorized signatory/ }));
  await user.click(screen.getByRole('button', { name: 'Save payment method' }));
  expect(onSubmit).toHaveBeenCalledWith({ name: 'Operating account', authorized: true }, expect.anything(), expect.anything());
});

test('the submit button is busy while the submission runs', async () => {
  let finish: () => void = () => undefined;
  render(
    <ValidatedForm onSubmit={() => new Promise<void>((resolve) => (finish = resolve))} submitLabel="Send" aria-label="Message">
      <TextField name="text" label="Text" />
    </ValidatedForm>,
  );
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('button', { name: /Send/ })).toHaveAttribute('aria-busy', 'true');
  finish();
  expect(await screen.findByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy');
});
