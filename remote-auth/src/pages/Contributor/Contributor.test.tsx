import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invitationEndpoints } from '@portal/shared-contracts';
import { answer, createFakePortal, renderWithPortal, signedInBundle } from '@portal/shared-ui/testing';
import { Contributor } from './Contributor';

const bundle = signedInBundle();
const person = {
  registration_flow: 'contributor',
  firstName: 'Cal',
  lastName: 'Reyes',
  userEmail: 'cal@example.test',
  phoneNumber: '(555) 010-5060',
  code: '654321',
  teamInviteId: 12,
};

function renderContributor(stored: unknown = person, url = '/contributor') {
  if (stored) window.sessionStorage.setItem('auth.invitedPerson', JSON.stringify(stored));
  const fake = createFakePortal({ answers: [answer(invitationEndpoints.registerContributor, bundle)] });
  renderWithPortal(<Contributor />, { ...fake, url });
  return fake;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

async function register() {
  await userEvent.type(field('Password'), 'Secret123');
  await userEvent.type(field('Confirm password'), 'Secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
}

afterEach(() => window.sessionStorage.clear());

test('"the same form, with text saying that a borrower invited the person to access the account"', () => {
  renderContributor();
  expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
  expect(screen.getByText('A borrower has invited you to access their account. Create your account to get started.')).toBeInTheDocument();
  for (const label of ['First name', 'Last name', 'Email', 'Cell phone']) expect(field(label)).toHaveAttribute('readonly');
  expect(screen.getByRole('checkbox', { name: 'Send me e-mail notifications about my loans.' })).toBeInTheDocument();
});

test('POST /register_contributor: "as above plus teamInviteId", then Index, signed in', async () => {
  const { calls, signIns } = renderContributor();
  await register();
  await waitFor(() => expect(signIns).toEqual([{ bundle, redirect: '/' }]));
  expect(calls).toEqual([
    {
      method: 'POST',
      path: '/register_contributor',
      input: { body: { userEmail: 'cal@example.test', password: 'Secret123', code: '654321', fromMobile: false, optIn: false, teamInviteId: 12 } },
    },
  ]);
});

test('"the contributor form requires names and phone"', async () => {
  const { calls } = renderContributor({ ...person, lastName: '', phoneNumber: null });
  expect(field('Last name')).toHaveAttribute('aria-required', 'true');
  await register();
  expect(field('Last name')).toHaveAccessibleDescription('This field is required!');
  expect(field('Cell phone')).toHaveAccessibleDescription('This field is required!');
  expect(calls).toEqual([]);
});

test('without an invitation to accept, the page explains and leads to Login', () => {
  renderContributor({ ...person, teamInviteId: null });
  expect(screen.getByText(/We could not find the details of your invitation/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Sign In' })).toBeInTheDocument();
});

test('opened from the invitation e-mail (its address in the link), Login opens with that address filled in', () => {
  renderContributor(null, '/contributor?email=cal%40example.test');
  expect(screen.getByText(/we will e-mail you a 6-digit code to continue/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login?email=cal%40example.test');
});

test('an address in the link that is not one is left out', () => {
  renderContributor(null, '/contributor?email=%3Cscript%3E');
  expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
});
