import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints } from '@portal/shared-contracts';
import { answer, createFakePortal, renderWithPortal, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { SignedInLayout } from './SignedInLayout';

function renderLayout(bundle = signedInBundle(), answers: FakeAnswer[] = []) {
  const fake = createFakePortal({ bundle, answers });
  const signOut = jest.fn(async () => undefined);
  fake.portal.signOut = signOut;
  renderWithPortal(
    <SignedInLayout bundle={bundle} pathname="/my_deals">
      <h1>Page</h1>
    </SignedInLayout>,
    fake,
  );
  return { ...fake, signOut };
}

test('"Sidebar lists only permitted items"', () => {
  renderLayout(signedInBundle({ permissions: ['loans.read', 'dashboard.read'] }));
  const sidebar = screen.getByRole('navigation', { name: 'Main' });
  expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Loans']);
  expect(within(sidebar).getByRole('link', { name: 'Loans' })).toHaveAttribute('aria-current', 'page');
});

test('"a Submit New Loan button shown if loans.write is allowed and no teams area is required"', () => {
  renderLayout(signedInBundle({ permissions: ['loans.read', 'loans.write'] }));
  expect(screen.getAllByRole('link', { name: 'Submit New Loan' }).length).toBeGreaterThan(0);
});

test('"unverified users are blocked from submitting a deal": Submit New Loan opens the popover with Resend Link', async () => {
  const bundle = signedInBundle({ permissions: ['loans.read', 'loans.write'] });
  const { callsTo, uiStore } = renderLayout({ ...bundle, user: { ...bundle.user, verified: false } }, [
    answer(accountEndpoints.resendVerification, { message: 'A new verification link is on its way.' }),
  ]);
  const topBar = screen.getByRole('banner');
  expect(within(topBar).queryByRole('link', { name: 'Submit New Loan' })).toBeNull();
  await userEvent.click(await within(topBar).findByRole('button', { name: 'Submit New Loan' }));
  expect(screen.getByText("This action is not allowed because you're not verified yet.")).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Resend Link' }));
  expect(callsTo(accountEndpoints.resendVerification)).toEqual([{ params: { id: String(bundle.user.id) } }]);
  expect(uiStore.getState().toasts.map((toast) => toast.message)).toContainEqual('A new verification link is on its way.');
});

test("the sidebar's Submit New Loan is blocked the same way for an unverified borrower", async () => {
  const bundle = signedInBundle({ permissions: ['loans.read', 'loans.write'] });
  renderLayout({ ...bundle, user: { ...bundle.user, verified: false } });
  const sidebar = screen.getByRole('navigation', { name: 'Main' });
  expect(within(sidebar).queryByRole('link', { name: 'Submit New Loan' })).toBeNull();
  await userEvent.click(await within(sidebar).findByRole('button', { name: 'Submit New Loan' }));
  expect(within(sidebar).getByText("This action is not allowed because you're not verified yet.")).toBeInTheDocument();
  expect(within(sidebar).getByRole('button', { name: 'Resend Link' })).toBeInTheDocument();
});

test('the on-behalf banner shows when the profile e-mail differs from the user e-mail', () => {
  const bundle = signedInBundle();
  renderLayout({ ...bundle, profile: { contact: { firstName: 'Bea', lastName: 'Borrower', email: 'bea@example.test', phones: [] } } });
  expect(screen.getByText('You are logged in as Ann Lee and operating on behalf of borrower Bea Borrower')).toBeInTheDocument();
});

test('no banner for the account owner', () => {
  renderLayout();
  expect(screen.queryByText(/operating on behalf of borrower/)).not.toBeInTheDocument();
});

test('the contact card shows the account executive, otherwise the main office and loan servicing', () => {
  renderLayout(signedInBundle({ accountExecutive: null }));
  const aside = screen.getByRole('complementary');
  expect(within(aside).getByRole('heading', { name: 'Main office' })).toBeInTheDocument();
  expect(within(aside).getByRole('heading', { name: 'Loan servicing' })).toBeInTheDocument();
});

test('the menu holds Account Settings and Log out, and logout asks "Are you sure?" first', async () => {
  const { signOut } = renderLayout();
  await userEvent.click(screen.getByRole('button', { name: /Ann/ }));
  expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/settings');
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(signOut).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: /Ann/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Log out' }));
  expect(signOut).toHaveBeenCalledTimes(1);
});

test('the avatar is the profile picture, at its address on the API', () => {
  const bundle = signedInBundle();
  renderLayout({ ...bundle, user: { ...bundle.user, picture: '0123456789abcdef' } });
  const menu = screen.getByRole('button', { name: /Open the account menu/ });
  expect(menu.querySelector('img')).toHaveAttribute('src', `/api/users/${bundle.user.id}/profile_picture/0123456789abcdef`);
});

test('without a picture, the avatar is the first name\'s initial', () => {
  const bundle = signedInBundle();
  renderLayout(bundle);
  const menu = screen.getByRole('button', { name: /Open the account menu/ });
  expect(menu.querySelector('img')).toBeNull();
  expect(menu).toHaveTextContent(bundle.user.first_name.charAt(0));
});
