import { formMessages } from '@portal/shared-contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { checkFields } from '../forms/checkFields';
import { TextField } from '../forms/TextField';
import { Wizard } from './Wizard';

function DealWizard({ onFinish }: { onFinish(values: Record<string, unknown>): void }) {
  return (
    <Form
      onSubmit={onFinish}
      render={({ form }) => (
        <Wizard
          label="New deal"
          onFinish={() => form.submit()}
          steps={[
            { title: 'Property Details', content: <TextField name="address" label="Address" required />, validate: () => checkFields(form, ['address']) },
            { title: 'Purchase Information', content: <TextField name="price" label="Purchase price" required />, validate: () => checkFields(form, ['price']) },
            { title: 'Entity Info', content: <p>Choose the entity.</p> },
          ]}
        />
      )}
    />
  );
}

test('"Each tab validates before moving on" (spec 001 §2): Next stays on a step with errors and focuses the first one', async () => {
  render(<DealWizard onFinish={jest.fn()} />);
  const user = userEvent.setup();

  expect(screen.getByRole('heading', { name: 'Step 1 of 3: Property Details' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('heading', { name: 'Step 1 of 3: Property Details' })).toBeInTheDocument();
  const address = screen.getByRole('textbox', { name: /Address/ });
  expect(address).toHaveAccessibleDescription(formMessages.required);
  expect(address).toHaveFocus();
});

test('moving on announces the new step: focus goes to its heading, and the progress marks the current step', async () => {
  const onFinish = jest.fn();
  render(<DealWizard onFinish={onFinish} />);
  const user = userEvent.setup();

  await user.type(screen.getByRole('textbox', { name: /Address/ }), '1 Main St');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const heading = screen.getByRole('heading', { name: 'Step 2 of 3: Purchase Information' });
  expect(heading).toHaveFocus();
  const progress = screen.getByRole('list', { name: 'New deal' });
  expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent('Purchase Information');

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('heading', { name: 'Step 1 of 3: Property Details' })).toHaveFocus();
  expect(screen.getByRole('textbox', { name: /Address/ })).toHaveValue('1 Main St');

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(screen.getByRole('textbox', { name: /Purchase price/ }), '250000');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('heading', { name: 'Step 3 of 3: Entity Info' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Finish' }));
  expect(onFinish).toHaveBeenCalledWith({ address: '1 Main St', price: '250000' }, expect.anything(), expect.anything());
});

test('an asynchronous check keeps the Next button busy until it answers', async () => {
  let answer: (valid: boolean) => void = () => undefined;
  render(
    <Wizard
      label="Payoff"
      onFinish={jest.fn()}
      steps={[
        { title: 'Escrow', content: <p>Escrow company</p>, validate: () => new Promise<boolean>((resolve) => (answer = resolve)) },
        { title: 'Close date', content: <p>Date</p> },
      ]}
    />,
  );
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('button', { name: /Next/ })).toHaveAttribute('aria-busy', 'true');
  answer(true);
  expect(await screen.findByRole('heading', { name: 'Step 2 of 2: Close date' })).toBeInTheDocument();
});
