import { screen, within } from '@testing-library/react';
import { settingsEndpoints, type ChangePasswordForm } from '@portal/shared-contracts';
import { answer, refusal, type FakeAnswer } from '@portal/shared-ui/testing';
import { renderSettings } from './testing';

const PASSWORD_CHANGED = { message: 'Password reset successfully.' };

async function openPasswordForm(answers: FakeAnswer[] = [answer(settingsEndpoints.changePassword, PASSWORD_CHANGED)]) {
  const rendered = renderSettings({ url: '/settings?tab=0', permissions: ['loans.read'], answers });
  const disclosure = await screen.findByRole('button', { name: 'Change password', expanded: false });
  await rendered.user.click(disclosure);
  expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  return { ...rendered, form: within(screen.getByRole('form', { name: 'Change password' })) };
}

/** A password input by its label (which also carries the required mark, hidden from screen readers). */
function passwordField(form: ReturnType<typeof within>, label: string) {
  return form.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
}

async function fill(user: Awaited<ReturnType<typeof openPasswordForm>>['user'], form: ReturnType<typeof within>, values: ChangePasswordForm) {
  await user.type(passwordField(form, 'Current password'), values.currentPassword);
  await user.type(passwordField(form, 'New password'), values.password);
  await user.type(passwordField(form, 'Confirm password'), values.password2);
  await user.click(form.getByRole('button', { name: 'Save password' }));
}

test('"The login e-mail is displayed with a change-password link": the form stays folded until asked for', async () => {
  renderSettings({ url: '/settings?tab=0', permissions: ['loans.read'] });

  const panel = await screen.findByRole('tabpanel', { name: 'Change Password' });
  expect(within(panel).getByText('Login e-mail')).toBeInTheDocument();
  expect(within(panel).getByText('ann@example.test')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Change password' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
});

test('success: the call\'s body, "Password reset successfully.", the three fields emptied, other sessions said to be signed out', async () => {
  const { user, form, callsTo } = await openPasswordForm();
  await fill(user, form, { currentPassword: 'Demo1234!', password: 'New-pass-1', password2: 'New-pass-1' });

  expect(await screen.findByText('Password reset successfully.')).toBeInTheDocument();
  expect(callsTo(settingsEndpoints.changePassword)).toEqual([{ params: { id: 42 }, body: { currentPassword: 'Demo1234!', password: 'New-pass-1', password2: 'New-pass-1' } }]);
  for (const label of ['Current password', 'New password', 'Confirm password']) {
    expect(passwordField(form, label)).toHaveValue('');
    expect(passwordField(form, label)).not.toHaveAttribute('aria-invalid', 'true');
  }
  expect(screen.getByText(/other device or browser signed in to your account has been signed out/)).toBeInTheDocument();
});

test('"Passwords must match": refused before any call, under Confirm password', async () => {
  const { user, form, calls } = await openPasswordForm();
  await fill(user, form, { currentPassword: 'Demo1234!', password: 'New-pass-1', password2: 'New-pass-2' });

  expect(passwordField(form, 'Confirm password')).toHaveAccessibleDescription('Passwords must match');
  expect(passwordField(form, 'Confirm password')).toHaveFocus();
  expect(calls).toEqual([]);
});

test('"minimum 8 characters": a shorter new password is refused before any call', async () => {
  const { user, form, calls } = await openPasswordForm();
  await fill(user, form, { currentPassword: 'Demo1234!', password: 'Short-1', password2: 'Short-1' });

  expect(passwordField(form, 'New password')).toHaveAccessibleDescription('At least 8 characters. Your password must have at least 8 characters.');
  expect(calls).toEqual([]);
});

test('a refused current password: toasted and said under its field; everything typed stays to be corrected', async () => {
  const wrong = 'This is not your current password.';
  const { user, form } = await openPasswordForm([answer(settingsEndpoints.changePassword, refusal(wrong, { errors: { currentPassword: [wrong] } }))]);
  await fill(user, form, { currentPassword: 'Wrong-pass', password: 'New-pass-1', password2: 'New-pass-1' });

  expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
  const current = passwordField(form, 'Current password');
  expect(current).toHaveValue('Wrong-pass');
  expect(current).toHaveAccessibleDescription(wrong);
  expect(passwordField(form, 'New password')).toHaveValue('New-pass-1');
  expect(passwordField(form, 'Confirm password')).toHaveValue('New-pass-1');
  expect(screen.queryByText(/has been signed out/)).not.toBeInTheDocument();
});

test('an empty form: each field says \'This field is required!\', and nothing is sent', async () => {
  const { user, form, calls } = await openPasswordForm();
  await user.click(form.getByRole('button', { name: 'Save password' }));

  for (const label of ['Current password', 'New password', 'Confirm password']) expect(passwordField(form, label)).toHaveAccessibleDescription(expect.stringContaining('This field is required!'));
  expect(passwordField(form, 'Current password')).toHaveFocus();
  expect(calls).toEqual([]);
});
