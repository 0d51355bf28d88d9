import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invitationEndpoints } from '@portal/shared-contracts';
import { answer, createFakePortal, refusal, renderWithPortal, signedInBundle, type FakeReply } from '@portal/shared-ui/testing';
import { Invitation } from './Invitation';

const bundle = signedInBundle();
const person = {
  registration_flow: 'salesforce',
  firstName: 'Ivy',
  lastName: 'Stone',
  userEmail: 'ivy@example.test',
  phoneNumber: '(555) 010-3040',
  code: '123456',
  teamInviteId: null,
};

function renderInvitation(register: FakeReply<typeof invitationEndpoints.registerFromInvite> = bundle, stored: unknown = person) {
  if (stored) window.sessionStorage.setItem('auth.invitedPerson', JSON.stringify(stored));
  const fake = createFakePortal({ answers: [answer(invitationEndpoints.registerFromInvite, register)] });
  const track = jest.fn();
  fake.portal.analytics.track = track;
  renderWithPortal(<Invitation />, { ...fake, url: '/invitation' });
  return { ...fake, track };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

async function choosePasswords(password = 'Secret123', confirmation = password) {
  await userEvent.type(field('Password'), password);
  await userEvent.type(field('Confirm password'), confirmation);
}

afterEach(() => window.sessionStorage.clear());

test("spec 000 §2.7: 'Create an account'; name, e-mail and cell phone read-only; passwords, opt-in, button and privacy notice", () => {
  renderInvitation();
  expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
  for (const [label, value] of [
    ['First name', 'Ivy'],
    ['Last name', 'Stone'],
    ['Email', 'ivy@example.test'],
    ['Cell phone', '(555) 010-3040'],
  ] as const) {
    expect(field(label)).toHaveValue(value);
    expect(field(label)).toHaveAttribute('readonly');
  }
  expect(field('Password')).not.toHaveAttribute('readonly');
  expect(field('Confirm password')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Send me e-mail notifications about my loans.' })).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
  expect(screen.getByText(/We never sell your personal information\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', 'https://www.lender.example/privacy');
  expect(screen.queryByText(/A borrower has invited you/)).not.toBeInTheDocument();
});

test('POST /register_from_invite; on success a registration event is tracked and the user goes to Index, signed in', async () => {
  const { calls, signIns, track } = renderInvitation();
  await choosePasswords();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Send me e-mail notifications about my loans.' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
  await waitFor(() => expect(signIns).toEqual([{ bundle, redirect: '/' }]));
  expect(calls).toEqual([
    { method: 'POST', path: '/register_from_invite', input: { body: { userEmail: 'ivy@example.test', password: 'Secret123', code: '123456', fromMobile: false, optIn: true } } },
  ]);
  expect(track).toHaveBeenCalledWith('registration_completed', { source: 'salesforce' });
  expect(window.sessionStorage.getItem('auth.invitedPerson')).toBeNull();
});

test('"the invitation form does not" require names and phone', async () => {
  const { signIns } = renderInvitation(bundle, { ...person, firstName: '', lastName: '', phoneNumber: null });
  await choosePasswords();
  await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
  await waitFor(() => expect(signIns).toHaveLength(1));
});

test("'Passwords must match'", async () => {
  const { calls } = renderInvitation();
  await choosePasswords('Secret123', 'Secret124');
  await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
  expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('"if the error data has redirectToLogin go to Login", with the e-mail filled in', async () => {
  const message = 'You have already registered. Please sign in with your e-mail and password.';
  const { navigations } = renderInvitation(refusal(message, { data: { redirectToLogin: true } }));
  await choosePasswords();
  await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
  await waitFor(() => expect(navigations).toEqual(['/login?email=ivy%40example.test']));
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(window.sessionStorage.getItem('auth.invitedPerson')).toBeNull();
});

test('"otherwise clear both password fields", and say what happened', async () => {
  const message = 'Your verification code has expired. Please ask for a new one.';
  const { navigations } = renderInvitation(refusal(message));
  await choosePasswords();
  await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
  expect(within(await screen.findByRole('alert')).getByText(message)).toBeInTheDocument();
  expect(field('Password')).toHaveValue('');
  expect(field('Confirm password')).toHaveValue('');
  expect(navigations).toEqual([]);
});

test('opened without the code step (or with a contributor\'s data), the page explains and leads to Login', () => {
  renderInvitation(undefined, null);
  expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
  expect(screen.getByText(/We could not find the details of your invitation/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('button', { name: 'Create an account' })).not.toBeInTheDocument();
});

test("a contributor's data is not this page's", () => {
  renderInvitation(undefined, { ...person, registration_flow: 'contributor', teamInviteId: 4 });
  expect(screen.getByText(/We could not find the details of your invitation/)).toBeInTheDocument();
});
