import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { uiTexts } from '../ui-texts';
import { Button } from './Button';

test('a button never submits its form unless asked to: type defaults to "button"', async () => {
  const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <Button>Add entity</Button>
      <Button type="submit">Submit New Loan</Button>
    </form>,
  );

  await userEvent.click(screen.getByRole('button', { name: 'Add entity' }));
  expect(onSubmit).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Submit New Loan' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

test('a loading button is busy, cannot be pressed again and says it is loading', async () => {
  const onClick = jest.fn();
  render(
    <Button loading onClick={onClick}>
      Save
    </Button>,
  );

  const button = screen.getByRole('button', { name: /save/i });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toHaveTextContent(uiTexts.loading);
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

test('a disabled button ignores presses and shows no spinner', async () => {
  const onClick = jest.fn();
  render(
    <Button disabled onClick={onClick}>
      Save
    </Button>,
  );

  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).toBeDisabled();
  expect(button).not.toHaveAttribute('aria-busy');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

test('the ref and native props reach the native button', () => {
  const ref = createRef<HTMLButtonElement>();
  render(
    <Button ref={ref} variant="danger" aria-describedby="hint" name="decision" value="reject">
      Reject
    </Button>,
  );

  const button = screen.getByRole('button', { name: 'Reject' });
  expect(ref.current).toBe(button);
  expect(button).toHaveAttribute('aria-describedby', 'hint');
  expect(button).toHaveAttribute('name', 'decision');
  expect(button).toHaveClass('pui-button', 'pui-button--danger');
});
