import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints, sessionEndpoints } from '@portal/shared-contracts';
import { answer, createFakePortal, refusal, renderWithPortal, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { AreaRoutes } from '../../routes';
import { planVerification } from './verification-plan';

const unverified = signedInBundle({ user: { ...signedInBundle().user, id: 7, verified: false } });
const verifiedAgain = signedInBundle({ user: { ...unverified.user, verified: true } });
const url = '/users/7/verify/abc123';

function renderPage({ bundle = null as typeof unverified | null, answers = [] as FakeAnswer[] } = {}) {
  const fake = createFakePortal({ bundle, answers });
  renderWithPortal(<AreaRoutes />, { ...fake, url });
  return fake;
}

test("it verifies: 'Verifying your account...', then the success message with 'Submit a new Deal' and 'Let's complete your application'", async () => {
  const fake = renderPage({ answers: [answer(accountEndpoints.verify, { message: 'You have successfully registered for an account.' })] });
  expect(await screen.findByText('Verifying your account...')).toBeInTheDocument();
  expect(await screen.findByText('You have successfully registered for an account.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Submit a new Deal' })).toHaveAttribute('href', '/new_deal');
  expect(screen.getByRole('link', { name: "Let's complete your application" })).toHaveAttribute('href', '/borrower_application');
  expect(fake.calls).toEqual([{ method: 'GET', path: '/users/{id}/verify', input: { params: { id: '7' }, query: { token: 'abc123' } } }]);
  await userEvent.click(screen.getByRole('link', { name: 'Submit a new Deal' }));
  expect(fake.navigations).toEqual(['/new_deal']);
});

test('signed in as the same user, the session bundle is refreshed so that it says verified', async () => {
  const fake = renderPage({ bundle: unverified, answers: [answer(accountEndpoints.verify, { message: 'ok' }), answer(sessionEndpoints.currentUser, verifiedAgain)] });
  expect(await screen.findByText('You have successfully registered for an account.')).toBeInTheDocument();
  await waitFor(() => expect(fake.portal.session.getState().bundle?.user.verified).toBe(true));
  expect(fake.calls.map((call) => call.path)).toEqual(['/users/{id}/verify', '/users/{id}']);
  // The result stays: the refreshed (verified) user is not sent away from it.
  expect(fake.navigations).toEqual([]);
});

test('"If the user is already verified it goes to the dashboard."', async () => {
  const fake = renderPage({ bundle: verifiedAgain });
  expect(await screen.findByRole('heading', { level: 1, name: 'Account verification' })).toBeInTheDocument();
  expect(fake.navigations).toEqual(['/dashboard']);
  expect(fake.calls).toEqual([]);
});

test('"the signed-in user differs from the id in the link": to Dashboard', async () => {
  const fake = renderPage({ bundle: signedInBundle({ user: { ...unverified.user, id: 8 } }) });
  await screen.findByRole('heading', { level: 1, name: 'Account verification' });
  expect(fake.navigations).toEqual(['/dashboard']);
  expect(fake.calls).toEqual([]);
});

test('"If params are missing ... it redirects to Dashboard when signed in and to Index otherwise."', () => {
  expect(planVerification({ id: '7' }, null)).toEqual({ kind: 'leave', to: 'Index' });
  expect(planVerification({ token: 'abc' }, { id: 7, verified: false })).toEqual({ kind: 'leave', to: 'Dashboard' });
  expect(planVerification({ id: '7', token: 'abc' }, null)).toEqual({ kind: 'verify', id: '7', token: 'abc' });
});

test("a failure says 'Oops! Something went wrong. We could not verify your account...', silently (no toast)", async () => {
  renderPage({ answers: [answer(accountEndpoints.verify, refusal('This verification link is not valid or has expired. Please ask for a new one.'))] });
  expect(await screen.findByText('Oops! Something went wrong. We could not verify your account...')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('"Resend verification shows Success ... with the server message"', async () => {
  const fake = renderPage({
    bundle: unverified,
    answers: [answer(accountEndpoints.verify, refusal('expired')), answer(accountEndpoints.resendVerification, { message: 'We sent you a new verification e-mail.' })],
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
  expect(await screen.findByRole('heading', { name: 'Success' })).toBeInTheDocument();
  expect(screen.getByText('We sent you a new verification e-mail.')).toBeInTheDocument();
  expect(fake.calls.at(-1)).toEqual({ method: 'POST', path: '/users/{id}/resend_verification', input: { params: { id: '7' } } });
});

test('"... or Error with the server message"; the already-verified answer reads \'Already verified!\'', async () => {
  let serverSays = 'Too many attempts. Please wait a minute and try again.';
  renderPage({
    bundle: unverified,
    answers: [
      answer(accountEndpoints.verify, refusal('expired')),
      answer(accountEndpoints.resendVerification, () => {
        throw refusal(serverSays);
      }),
    ],
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
  expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(screen.getByText(serverSays)).toBeInTheDocument();
  serverSays = 'You are already verified';
  await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
  expect(await screen.findByRole('heading', { name: 'Already verified!' })).toBeInTheDocument();
  expect(screen.getByText('You are already verified')).toBeInTheDocument();
});

test('a signed-out visitor is asked to sign in first, and comes back to this link afterwards', async () => {
  const fake = renderPage({ answers: [answer(accountEndpoints.verify, refusal('expired'))] });
  await userEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
  expect(
    screen.getByText('Please sign in first: we can send a new verification e-mail only to the account you are signed in to.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fusers%2F7%2Fverify%2Fabc123');
  expect(fake.calls.map((call) => call.path)).toEqual(['/users/{id}/verify']);
});
