import { formMessages } from '@portal/shared-contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { checkFields } from './checkFields';
import { TextField } from './TextField';

test('checkFields shows the errors of the named fields only and says whether they are valid ("Each tab validates before moving on")', async () => {
  const verdicts: boolean[] = [];
  render(
    <Form
      onSubmit={() => undefined}
      render={({ form }) => (
        <form>
          <TextField name="address" label="Address" required />
          <TextField name="city" label="City" required />
          <button type="button" onClick={() => verdicts.push(checkFields(form, ['address']))}>
            Next
          </button>
        </form>
      )}
    />,
  );
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('textbox', { name: /Address/ })).toHaveAccessibleDescription(formMessages.required);
  expect(screen.getByRole('textbox', { name: /City/ })).toBeValid();
  await user.type(screen.getByRole('textbox', { name: /Address/ }), '1 Main St');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(verdicts).toEqual([false, true]);
});
