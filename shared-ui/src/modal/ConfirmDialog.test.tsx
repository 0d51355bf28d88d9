import { sessionMessages } from '@portal/shared-contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiTexts } from '../ui-texts';
import { ConfirmDialog } from './ConfirmDialog';

function askLogout(onAnswer: (confirmed: boolean) => void) {
  render(<ConfirmDialog open title={sessionMessages.logoutQuestion} confirmLabel="Log out" onAnswer={onAnswer} />);
  return screen.getByRole('dialog', { name: sessionMessages.logoutQuestion });
}

test('"Logout asks \'Are you sure?\'": confirming answers true', async () => {
  const onAnswer = jest.fn();
  askLogout(onAnswer);

  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  expect(onAnswer).toHaveBeenCalledWith(true);
});

test('cancelling, Escape and the close button all answer false', async () => {
  const onAnswer = jest.fn();
  askLogout(onAnswer);

  await userEvent.click(screen.getByRole('button', { name: uiTexts.cancel }));
  await userEvent.keyboard('{Escape}');
  await userEvent.click(screen.getByRole('button', { name: uiTexts.close }));
  expect(onAnswer.mock.calls).toEqual([[false], [false], [false]]);
});

test('focus starts on cancel, so a stray Enter never confirms', async () => {
  const onAnswer = jest.fn();
  askLogout(onAnswer);

  expect(screen.getByRole('button', { name: uiTexts.cancel })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(onAnswer).toHaveBeenCalledWith(false);
});
