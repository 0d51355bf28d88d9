import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { clearFields } from './clearFields';
import { TextField } from './TextField';

type Values = { email?: string; password?: string; code?: string };

test('"The password field is cleared after any failure", without greeting the person with \'This field is required!\'', async () => {
  let formApi: FormApi<Values> | undefined;
  render(
    <Form<Values>
      onSubmit={() => undefined}
      render={({ form }) => {
        formApi = form;
        return (
          <form aria-label="Sign in">
            <TextField name="email" label="Email" required />
            <TextField name="password" label="Password" type="password" required />
          </form>
        );
      }}
    />,
  );
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ann@example.test');
  await user.type(screen.getByLabelText(/Password/), 'wrong-password');
  await user.click(screen.getByRole('textbox', { name: /Email/ }));

  // A field that is not on screen (another step's) is emptied too, without complaint.
  act(() => {
    formApi?.change('code', '123456');
    clearFields(formApi!, ['password', 'code']);
  });

  expect(await screen.findByLabelText(/Password/)).toHaveValue('');
  expect(screen.getByLabelText(/Password/)).not.toHaveAccessibleDescription();
  expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ann@example.test');
  expect(formApi?.getState().values).toEqual({ email: 'ann@example.test' });
});
