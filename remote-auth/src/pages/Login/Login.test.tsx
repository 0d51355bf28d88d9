import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalRequestError } from '@portal/shared-ui';
import { createFakePortal, renderWithPortal, signedInBundle } from '@portal/shared-ui/testing';
import { Login } from './Login';

const bundle = signedInBundle();

function renderLogin(url = '/login', loginAnswer: unknown = () => bundle) {
  const fake = createFakePortal({ answers: { '/check_account': { registration_flow: null }, '/login': loginAnswer } });
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

test('step 0 checks the account, step 1 signs in and goes to the stored redirect', async () => {
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
  renderLogin('/login', () => {
    throw new PortalRequestError('The e-mail or password you entered is incorrect.', { status: 400, reason: 'server' });
  });
  await userEvent.type(screen.getByLabelText('Email'), 'ann@example.test');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.type(await screen.findByLabelText('Password'), 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('The e-mail or password you entered is incorrect.')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveValue('');
});
