import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints, invitationEndpoints, passwordEndpoints, sessionEndpoints } from '@portal/shared-contracts';
import { answer, createFakePortal, noResponse, refusal, renderWithPortal, signedInBundle, type FakeAnswer, type FakeReply } from '@portal/shared-ui/testing';
import { Login } from './Login';

const bundle = signedInBundle();

function renderLogin(url = '/login', loginAnswer: FakeReply<typeof sessionEndpoints.login> = () => bundle) {
  const fake = createFakePortal({ answers: [answer(sessionEndpoints.checkAccount, { registration_flow: null }), answer(sessionEndpoints.login, loginAnswer)] });
  renderWithPortal(<Login />, { ...fake, url });
  return fake;
}

test("titles 'Sign In' and 'Welcome'; step 0 asks for the e-mail only, with Continue", () => {
  renderLogin();
  expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByText('Welcome')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
});

test('"An optional query parameter email prefills the e-mail."', () => {
  renderLogin('/login?email=ann%40example.test');
  expect(screen.getByLabelText('Email')).toHaveValue('ann@example.test');
});

test('an e-mail is required and must look like one before the account is checked', async () => {
  const fake = renderLogin();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('This field is required!')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
  expect(fake.calls).toEqual([]);
});

test('step 0 checks the account (no flow: step 1), step 1 signs in and goes to the stored redirect', async () => {
  const fake = renderLogin('/login?redirect=%2Fdashboard');
  await userEvent.type(screen.getByLabelText('Email'), 'ann@example.test');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.type(await screen.findByLabelText('Password'), 'Demo1234!');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(fake.signIns).toEqual([{ bundle, redirect: '/dashboard' }]));
  expect(fake.calls.map((call) => call.path)).toEqual(['/check_account', '/login']);
});

test('"Changing the e-mail resets the form to step 0."', async () => {
  renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'ann@example.test');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email'), 'x');
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
});

test('"The password field is cleared after any failure", and the server message is shown', async () => {
  renderLogin('/login', refusal('The e-mail or password you entered is incorrect.'));
  await userEvent.type(screen.getByLabelText('Email'), 'ann@example.test');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.type(await screen.findByLabelText('Password'), 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('The e-mail or password you entered is incorrect.')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveValue('');
});

// ---- The code step of invited people (spec 000 §4.1), recovery (§2.6, §4.2, §7), campaign (§7, §9) ----

const invitedPerson = {
  registration_flow: 'salesforce' as const,
  firstName: 'Ivy',
  lastName: 'Stone',
  userEmail: 'ivy@example.test',
  phoneNumber: '(555) 010-3040',
  code: '123456',
  teamInviteId: null,
};

function renderLoginWith(answers: FakeAnswer[], url = '/login') {
  const fake = createFakePortal({ answers: [answer(sessionEndpoints.login, () => bundle), ...answers] });
  renderWithPortal(<Login />, { ...fake, url });
  return fake;
}

async function continueWith(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

test('a registration flow leads to step 2: e-mail and 6-digit code with Verify Code, and no password', async () => {
  renderLoginWith([answer(sessionEndpoints.checkAccount, { registration_flow: 'salesforce' })]);
  await continueWith('ivy@example.test');
  expect(await screen.findByRole('textbox', { name: '6-Digit Code' })).toBeInTheDocument();
  expect(screen.getByText('We sent a 6-digit code to ivy@example.test.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Verify Code' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
});

test('"a flow of salesforce routes to Invitation", carrying what the code step answered (in sessionStorage)', async () => {
  const fake = renderLoginWith([
    answer(sessionEndpoints.checkAccount, { registration_flow: 'salesforce' }),
    answer(invitationEndpoints.checkAccountVerifyCode, invitedPerson),
  ]);
  await continueWith('ivy@example.test');
  await userEvent.type(await screen.findByRole('textbox', { name: '6-Digit Code' }), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
  await waitFor(() => expect(fake.navigations).toEqual(['/invitation']));
  expect(fake.callsTo(invitationEndpoints.checkAccountVerifyCode)).toEqual([{ body: { email: 'ivy@example.test', code: '123456', is_poc: false } }]);
  expect(JSON.parse(window.sessionStorage.getItem('auth.invitedPerson') ?? 'null')).toEqual(invitedPerson);
});

test('"a flow of contributor routes to Contributor", with is_poc true', async () => {
  const contributor = { ...invitedPerson, registration_flow: 'contributor' as const, teamInviteId: 9 };
  const fake = renderLoginWith([
    answer(sessionEndpoints.checkAccount, { registration_flow: 'contributor' }),
    answer(invitationEndpoints.checkAccountVerifyCode, contributor),
  ]);
  await continueWith('ivy@example.test');
  await userEvent.type(await screen.findByRole('textbox', { name: '6-Digit Code' }), '654321');
  await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
  await waitFor(() => expect(fake.navigations).toEqual(['/contributor']));
  expect(fake.callsTo(invitationEndpoints.checkAccountVerifyCode)).toEqual([{ body: { email: 'ivy@example.test', code: '654321', is_poc: true } }]);
});

test("a wrong code says 'Your verification code is invalid.' and keeps the person on the code step", async () => {
  const fake = renderLoginWith([
    answer(sessionEndpoints.checkAccount, { registration_flow: 'salesforce' }),
    answer(invitationEndpoints.checkAccountVerifyCode, refusal('Your verification code is invalid.')),
  ]);
  await continueWith('ivy@example.test');
  const code = await screen.findByRole('textbox', { name: '6-Digit Code' });
  await userEvent.type(code, '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
  expect(await screen.findByText('Your verification code is invalid.')).toBeInTheDocument();
  expect(code).toHaveAccessibleDescription('Your verification code is invalid.');
  expect(fake.navigations).toEqual([]);
});

test('the code must have exactly 6 characters before it is sent', async () => {
  const fake = renderLoginWith([answer(sessionEndpoints.checkAccount, { registration_flow: 'salesforce' })]);
  await continueWith('ivy@example.test');
  await userEvent.type(await screen.findByRole('textbox', { name: '6-Digit Code' }), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
  expect(await screen.findByText('The code must have exactly 6 characters.')).toBeInTheDocument();
  expect(fake.calls.map((call) => call.path)).toEqual(['/check_account']);
});

test("the resend link asks check_account again: 'A new 6-digit code was sent to your email.'", async () => {
  const fake = renderLoginWith([answer(sessionEndpoints.checkAccount, { registration_flow: 'salesforce' })]);
  await continueWith('ivy@example.test');
  await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
  expect(await screen.findByText('A new 6-digit code was sent to your email.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
  expect(fake.calls.map((call) => call.path)).toEqual(['/check_account', '/check_account']);
});

test("a failed resend says 'We could not send the 6-digit code to your email.'", async () => {
  let checks = 0;
  renderLoginWith([
    answer(sessionEndpoints.checkAccount, () => {
      checks += 1;
      if (checks > 1) throw noResponse('timeout');
      return { registration_flow: 'contributor' };
    }),
  ]);
  await continueWith('ivy@example.test');
  await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
  expect(await screen.findByText('We could not send the 6-digit code to your email.')).toBeInTheDocument();
});

test('changing the e-mail at the code step goes back to step 0 too', async () => {
  renderLoginWith([answer(sessionEndpoints.checkAccount, { registration_flow: 'salesforce' })]);
  await continueWith('ivy@example.test');
  await screen.findByRole('textbox', { name: '6-Digit Code' });
  await userEvent.type(screen.getByLabelText('Email'), 'x');
  expect(screen.queryByRole('textbox', { name: '6-Digit Code' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
});

test('"Login, on 400 with reset_password true, opens password recovery at the code step", the password cleared', async () => {
  renderLoginWith([
    answer(sessionEndpoints.checkAccount, { registration_flow: null }),
    answer(sessionEndpoints.login, refusal('Please choose a new password.', { reset_password: true })),
  ]);
  await continueWith('ann@example.test');
  await userEvent.type(await screen.findByLabelText('Password'), 'Demo1234!');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Password Recovery' });
  expect(within(dialog).getByRole('heading', { name: 'Step 2 of 3: 6-Digit Code' })).toBeInTheDocument();
  expect(within(dialog).getByText('We sent a 6-digit code to ann@example.test.')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveValue('');
});

test('"with an errors list containing account_locked it opens the unlock modal", which resends the unlock e-mail', async () => {
  const fake = renderLoginWith([
    answer(sessionEndpoints.checkAccount, { registration_flow: null }),
    answer(sessionEndpoints.login, refusal('Your account has been locked after too many unsuccessful attempts.', { errors: ['account_locked'] })),
    answer(accountEndpoints.resendUnlockLink, { message: 'If this account is locked, a new unlock link is on its way to its e-mail.' }),
  ]);
  await continueWith('ann@example.test');
  await userEvent.type(await screen.findByLabelText('Password'), 'Demo1234!');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Account Recovery' });
  // "the text says the account was locked after too many unsuccessful attempts, that an e-mail was sent, and to wait
  // a few minutes and check the junk folder"
  expect(dialog).toHaveAccessibleDescription(
    'Your account was locked after too many unsuccessful attempts. We sent you an e-mail to unlock it: please wait a few minutes and check your junk folder.',
  );
  expect(screen.getByLabelText('Password')).toHaveValue('');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Resend unlock e-mail' }));
  expect(await within(dialog).findByText('If this account is locked, a new unlock link is on its way to its e-mail.')).toBeInTheDocument();
  expect(fake.calls.at(-1)).toEqual({ method: 'POST', path: '/resend_unlock_link', input: { body: { user_email: 'ann@example.test' } } });
});

test('the Reset Password link opens the wizard; after a new password, Login is back at step 0 with the e-mail kept', async () => {
  const fake = renderLoginWith([
    answer(sessionEndpoints.checkAccount, { registration_flow: null }),
    answer(passwordEndpoints.resetPassword, { message: 'If this e-mail has an account, a 6-digit code is on its way to it.' }),
    answer(passwordEndpoints.verifyResetCode, { data: { resetToken: 'reset-token' } }),
    answer(passwordEndpoints.newPassword, { message: 'Password reset successfully.' }),
  ]);
  await continueWith('ann@example.test');
  await screen.findByLabelText('Password');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Password Recovery' });
  expect(within(dialog).getByRole('heading', { name: 'Step 1 of 3: Email Confirmation' })).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.test');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  await userEvent.type(await within(dialog).findByRole('textbox', { name: '6-Digit Code' }), '123456');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  await userEvent.type(await within(dialog).findByLabelText(/^New password/), 'NewPass123');
  await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'NewPass123');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Password reset successfully.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByLabelText('Email')).toHaveValue('ann@example.test');
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  expect(fake.calls.at(-1)).toEqual({
    method: 'POST',
    path: '/new_password',
    input: { body: { email: 'ann@example.test', password: 'NewPass123', resetToken: 'reset-token' } },
  });
});

test('"The sign-up link is hidden."', () => {
  renderLogin();
  expect(screen.queryByRole('link', { name: /sign up|create an account|register/i })).not.toBeInTheDocument();
});

test('the stored campaign URL is sent with the login (spec 000 §7 "email, password, campaignUrl")', async () => {
  window.localStorage.setItem('auth.campaignUrl', JSON.stringify({ url: 'https://portal.example/?utm_campaign=spring', storedAt: Date.now() }));
  const fake = renderLogin();
  await continueWith('ann@example.test');
  await userEvent.type(await screen.findByLabelText('Password'), 'Demo1234!');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(fake.signIns).toHaveLength(1));
  expect(fake.callsTo(sessionEndpoints.login)).toEqual([{ body: { email: 'ann@example.test', password: 'Demo1234!', campaignUrl: 'https://portal.example/?utm_campaign=spring' } }]);
});
