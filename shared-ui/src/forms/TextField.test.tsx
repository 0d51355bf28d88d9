import { formMessages } from '@portal/shared-contracts';
import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { renderForm } from '../test-support/render-form';
import { TextField } from './TextField';

const Email = v.pipe(v.string(), v.email('Please enter a valid e-mail address.'));

test('the error shows once the field was left, tied to the input, and what was typed stays', async () => {
  const form = renderForm(<TextField name="email" label="Email" schema={Email} required hint="We never share it." />);
  const email = screen.getByRole('textbox', { name: /Email/ });

  await form.user.type(email, 'ann@');
  expect(email).toBeValid();
  await form.user.tab();
  expect(email).toBeInvalid();
  expect(email).toHaveAccessibleDescription('We never share it. Please enter a valid e-mail address.');
  expect(email).toHaveValue('ann@');

  await form.user.type(email, 'example.test');
  expect(email).toBeValid();
});

test('submitting an empty form shows \'This field is required!\' on every required field (spec 000 §5)', async () => {
  const form = renderForm(
    <>
      <TextField name="firstName" label="First name" required />
      <TextField name="lastName" label="Last name" required />
      <TextField name="nickname" label="Nickname" />
    </>,
  );

  await form.submit();
  expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(formMessages.required);
  expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAccessibleDescription(formMessages.required);
  expect(screen.getByRole('textbox', { name: 'Nickname' })).toBeValid();
  expect(form.submitted).toHaveLength(0);
});

test('"name, e-mail and phone are read-only" (spec 000 §5): a read-only field shows its value and keeps it', async () => {
  const form = renderForm(<TextField name="email" label="Email" readOnly />, { initialValues: { email: 'ann@example.test' } });
  const email = screen.getByRole('textbox', { name: 'Email' });

  expect(email).toHaveAttribute('readonly');
  await form.user.type(email, 'x');
  expect(email).toHaveValue('ann@example.test');
});

test('form-level errors (validateWith) show the same way as field-level ones', async () => {
  const form = renderForm(<TextField name="code" label="Code" />, { validate: (values) => (values.code === '123456' ? {} : { code: 'Your verification code is invalid.' }) });

  await form.submit();
  expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription('Your verification code is invalid.');
});
