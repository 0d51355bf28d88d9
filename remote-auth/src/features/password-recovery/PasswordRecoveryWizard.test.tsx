import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordEndpoints } from '@portal/shared-contracts';
import { answer, createFakePortal, noResponse, refusal, renderWithPortal, type FakeAnswer } from '@portal/shared-ui/testing';
import { PasswordRecoveryWizard } from './PasswordRecoveryWizard';

const answers = [
  answer(passwordEndpoints.resetPassword, { message: 'If this e-mail has an account, a 6-digit code is on its way to it.' }),
  answer(passwordEndpoints.verifyResetCode, { data: { resetToken: 'reset-token' } }),
  answer(passwordEndpoints.newPassword, { message: 'Password reset successfully.' }),
];

function renderWizard({ email = '', startAtCode = false, overrides = [] }: { email?: string; startAtCode?: boolean; overrides?: FakeAnswer[] } = {}) {
  // A later answer for the same endpoint replaces the shared one.
  const fake = createFakePortal({ answers: [...answers, ...overrides] });
  const done = jest.fn();
  const close = jest.fn();
  renderWithPortal(<PasswordRecoveryWizard email={email} startAtCode={startAtCode} onClose={close} onDone={done} />, fake);
  return { ...fake, done, close, dialog: screen.getByRole('dialog', { name: 'Password Recovery' }) };
}

afterEach(() => jest.useRealTimers());

test("spec 000 §2.6: steps 'Email Confirmation', '6-Digit Code', 'New Password'", () => {
  const { dialog } = renderWizard();
  const steps = within(dialog).getByRole('list', { name: 'Password Recovery' });
  expect(within(steps).getAllByRole('listitem').map((step) => step.textContent)).toEqual(['1Email Confirmation', '26-Digit Code', '3New Password']);
  expect(within(dialog).getByRole('heading', { name: 'Step 1 of 3: Email Confirmation' })).toBeInTheDocument();
});

test('"E-mail, then 6-digit code, then new password": each step calls its endpoint, then "Password reset successfully."', async () => {
  const { dialog, calls, done } = renderWizard();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ann@example.test');
  // Enter moves on, as Next does.
  await userEvent.keyboard('{Enter}');
  await userEvent.type(await within(dialog).findByRole('textbox', { name: '6-Digit Code' }), '123456');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  await userEvent.type(await within(dialog).findByLabelText(/^New password/), 'NewPass123');
  await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'NewPass123');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Password reset successfully.')).toBeInTheDocument();
  expect(done).toHaveBeenCalledWith('ann@example.test');
  expect(calls).toEqual([
    { method: 'POST', path: '/reset_password', input: { body: { email: 'ann@example.test' } } },
    { method: 'POST', path: '/verify_reset_code', input: { body: { email: 'ann@example.test', code: '123456' } } },
    { method: 'POST', path: '/new_password', input: { body: { email: 'ann@example.test', password: 'NewPass123', resetToken: 'reset-token' } } },
  ]);
});

test('each step checks its fields: e-mail format, a code of exactly 6 characters, "Passwords must match"', async () => {
  const { dialog, calls } = renderWizard();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'nope');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(await within(dialog).findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), '@example.test');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  await userEvent.type(await within(dialog).findByRole('textbox', { name: '6-Digit Code' }), '12');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(await within(dialog).findByText('The code must have exactly 6 characters.')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: '6-Digit Code' }), '3456');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  await userEvent.type(await within(dialog).findByLabelText(/^New password/), 'NewPass123');
  await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'Different1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
  expect(await within(dialog).findByText('Passwords must match')).toBeInTheDocument();
  expect(calls.map((call) => call.path)).toEqual(['/reset_password', '/verify_reset_code']);
});

test('a refused code keeps the person on the code step with the server message', async () => {
  const { dialog } = renderWizard({
    email: 'ann@example.test',
    startAtCode: true,
    overrides: [answer(passwordEndpoints.verifyResetCode, refusal('Your verification code is invalid.'))],
  });
  await userEvent.type(within(dialog).getByRole('textbox', { name: '6-Digit Code' }), '000000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Your verification code is invalid.')).toBeInTheDocument();
  expect(within(dialog).getByRole('heading', { name: 'Step 2 of 3: 6-Digit Code' })).toBeInTheDocument();
});

test('a refused new password clears both password fields and says why', async () => {
  const { dialog, done } = renderWizard({
    email: 'ann@example.test',
    startAtCode: true,
    overrides: [answer(passwordEndpoints.newPassword, refusal('Your password reset has expired. Please start again.'))],
  });
  await userEvent.type(within(dialog).getByRole('textbox', { name: '6-Digit Code' }), '123456');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  await userEvent.type(await within(dialog).findByLabelText(/^New password/), 'NewPass123');
  await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'NewPass123');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Your password reset has expired. Please start again.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/^New password/)).toHaveValue('');
  expect(within(dialog).getByLabelText(/^Confirm password/)).toHaveValue('');
  expect(done).not.toHaveBeenCalled();
});

test('"The resend link is replaced by feedback for 3 seconds after use" (RESEND_FEEDBACK_MS)', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { dialog, calls } = renderWizard({ email: 'ann@example.test', startAtCode: true });
  await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));
  expect(await within(dialog).findByText('A new 6-digit code was sent to your email.')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
  expect(calls).toEqual([{ method: 'POST', path: '/reset_password', input: { body: { email: 'ann@example.test' } } }]);
  act(() => jest.advanceTimersByTime(2_999));
  expect(within(dialog).queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
  expect(document.body).not.toHaveFocus();
  act(() => jest.advanceTimersByTime(1));
  // Keyboard users keep their place: the link comes back with the focus.
  expect(within(dialog).getByRole('button', { name: 'Resend code' })).toHaveFocus();
  expect(within(dialog).queryByText('A new 6-digit code was sent to your email.')).not.toBeInTheDocument();
});

test("a failed resend says 'We could not send the 6-digit code to your email.'", async () => {
  const { dialog } = renderWizard({
    email: 'ann@example.test',
    startAtCode: true,
    overrides: [answer(passwordEndpoints.resetPassword, noResponse('network'))],
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Resend code' }));
  expect(await within(dialog).findByText('We could not send the 6-digit code to your email.')).toBeInTheDocument();
});

test('the dialog closes from its close button without changing anything', async () => {
  const { dialog, close, calls } = renderWizard();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(close).toHaveBeenCalled();
  expect(calls).toEqual([]);
});
