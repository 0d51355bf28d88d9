import { verificationMessages } from '@portal/shared-contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/Button';
import { NotVerifiedNotice } from './NotVerifiedNotice';

function SubmitNewLoan({ onResend }: { onResend(): Promise<unknown> }) {
  return (
    <main>
      <NotVerifiedNotice onResend={onResend} trigger={(props) => <Button {...props}>Submit New Loan</Button>} />
      <p>Elsewhere on the page</p>
    </main>
  );
}

test('"popover reads \'This action is not allowed because you\'re not verified yet.\' with a Resend Link button" (spec 001 §5)', async () => {
  render(<SubmitNewLoan onResend={jest.fn(() => Promise.resolve())} />);
  const user = userEvent.setup();
  const trigger = screen.getByRole('button', { name: 'Submit New Loan' });

  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const popover = screen.getByRole('dialog', { name: verificationMessages.notVerifiedYet });
  expect(popover).toHaveTextContent(verificationMessages.notVerifiedYet);
  // Focus moves into the popover, onto its one action.
  expect(screen.getByRole('button', { name: 'Resend Link' })).toHaveFocus();
});

test('Resend Link calls onResend, is busy while it runs, and closes the popover once sent', async () => {
  let sent: () => void = () => undefined;
  const onResend = jest.fn(() => new Promise<void>((resolve) => (sent = resolve)));
  render(<SubmitNewLoan onResend={onResend} />);
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Submit New Loan' }));
  await user.click(screen.getByRole('button', { name: 'Resend Link' }));
  expect(onResend).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: /Resend Link/ })).toHaveAttribute('aria-busy', 'true');
  sent();
  await screen.findByRole('button', { name: 'Submit New Loan', expanded: false });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Submit New Loan' })).toHaveFocus();
});

test('a failed resend leaves the popover open for another try', async () => {
  render(<SubmitNewLoan onResend={() => Promise.reject(new Error('refused'))} />);
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Submit New Loan' }));
  await user.click(screen.getByRole('button', { name: 'Resend Link' }));
  expect(await screen.findByRole('button', { name: 'Resend Link' })).not.toHaveAttribute('aria-busy');
  expect(screen.getByRole('dialog', { name: verificationMessages.notVerifiedYet })).toBeInTheDocument();
});

test('the popover closes with Escape (focus back on the trigger) and with a click outside it', async () => {
  render(<SubmitNewLoan onResend={jest.fn(() => Promise.resolve())} />);
  const user = userEvent.setup();
  const trigger = screen.getByRole('button', { name: 'Submit New Loan' });

  await user.click(trigger);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();

  await user.click(trigger);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await user.click(screen.getByText('Elsewhere on the page'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
