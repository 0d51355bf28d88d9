import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints, CONTRACT_VERSION, REMOTE_AREAS, type ParcelConfig } from '@portal/shared-contracts';
import { createParcelLifecycles } from '@portal/shared-ui/remote';
import { answer, createFakePortal, renderWithPortal, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { SignedInLayout } from './SignedInLayout';

/** The profile remote's bell while it is still on its way: these tests are about the rest of the layout. */
const bellOnItsWay = () => new Promise<ParcelConfig>(() => undefined);

async function renderLayout(bundle = signedInBundle(), answers: FakeAnswer[] = [], bell: ParcelConfig | (() => Promise<ParcelConfig>) = bellOnItsWay, at = { pathname: '/my_deals', search: '' }) {
  const fake = createFakePortal({ bundle, answers, parcels: { profile: { './notifications-bell': bell } } });
  const signOut = jest.fn(async () => undefined);
  fake.portal.signOut = signOut;
  renderWithPortal(
    <SignedInLayout bundle={bundle} pathname={at.pathname} search={at.search}>
      <h1>Page</h1>
    </SignedInLayout>,
    fake,
  );
  // The bell's place has settled (its code arrived and it asked for the parcel) before the test looks around.
  await waitFor(() => expect(fake.parcelLoads).toHaveLength(1));
  return { ...fake, signOut };
}

test('"Sidebar lists only permitted items"', async () => {
  await renderLayout(signedInBundle({ permissions: ['loans.read', 'dashboard.read'] }));
  const sidebar = screen.getByRole('navigation', { name: 'Main' });
  expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Loans']);
  expect(within(sidebar).getByRole('link', { name: 'Loans' })).toHaveAttribute('aria-current', 'page');
});

// A loan's detail is in Loans; Team Members is Settings' tab 3, not Change Password.
test.each([
  ['/my_deals', '?category=paid', ['Loans: page']],
  ['/my_deals/12', '', ['Loans: true']],
  ['/settings', '?tab=3', ['Team Members: page']],
  ['/settings', '?tab=0', []],
])('the sidebar marks where the borrower is, on %s%s', async (pathname, search, marked) => {
  await renderLayout(signedInBundle({ permissions: ['owner'] }), [], bellOnItsWay, { pathname, search });
  const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
  expect(links.flatMap((link) => (link.hasAttribute('aria-current') ? [`${link.textContent}: ${link.getAttribute('aria-current')}`] : []))).toEqual(marked);
});

test('"a Submit New Loan button shown if loans.write is allowed and no teams area is required"', async () => {
  await renderLayout(signedInBundle({ permissions: ['loans.read', 'loans.write'] }));
  expect(screen.getAllByRole('link', { name: 'Submit New Loan' }).length).toBeGreaterThan(0);
});

test('"unverified users are blocked from submitting a deal": Submit New Loan opens the popover with Resend Link', async () => {
  const bundle = signedInBundle({ permissions: ['loans.read', 'loans.write'] });
  const { callsTo, uiStore } = await renderLayout({ ...bundle, user: { ...bundle.user, verified: false } }, [
    answer(accountEndpoints.resendVerification, { message: 'A new verification link is on its way.' }),
  ]);
  const topBar = screen.getByRole('banner');
  expect(within(topBar).queryByRole('link', { name: 'Submit New Loan' })).toBeNull();
  // Its place is held by the same button while the popover's code arrives; the button then opens the popover.
  expect(within(topBar).getByRole('button', { name: 'Submit New Loan' })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(await within(topBar).findByRole('button', { name: 'Submit New Loan', expanded: false }));
  expect(screen.getByText("This action is not allowed because you're not verified yet.")).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Resend Link' }));
  expect(callsTo(accountEndpoints.resendVerification)).toEqual([{ params: { id: String(bundle.user.id) } }]);
  expect(uiStore.getState().toasts.map((toast) => toast.message)).toContainEqual('A new verification link is on its way.');
});

test("the sidebar's Submit New Loan is blocked the same way for an unverified borrower", async () => {
  const bundle = signedInBundle({ permissions: ['loans.read', 'loans.write'] });
  await renderLayout({ ...bundle, user: { ...bundle.user, verified: false } });
  const sidebar = screen.getByRole('navigation', { name: 'Main' });
  expect(within(sidebar).queryByRole('link', { name: 'Submit New Loan' })).toBeNull();
  await userEvent.click(await within(sidebar).findByRole('button', { name: 'Submit New Loan', expanded: false }));
  expect(within(sidebar).getByText("This action is not allowed because you're not verified yet.")).toBeInTheDocument();
  expect(within(sidebar).getByRole('button', { name: 'Resend Link' })).toBeInTheDocument();
});

test("the account menu's Submit New Loan (a phone's navigation) is blocked the same way for an unverified borrower: the guard would send them back to My Deals without a word", async () => {
  const bundle = signedInBundle({ permissions: ['loans.read', 'loans.write'] });
  await renderLayout({ ...bundle, user: { ...bundle.user, verified: false } });
  await userEvent.click(screen.getByRole('button', { name: /Open the account menu/ }));
  const items = within(screen.getByRole('link', { name: 'Account Settings' }).closest('ul')!);
  expect(items.getByRole('link', { name: 'Loans' })).toBeInTheDocument();
  expect(items.queryByRole('link', { name: 'Submit New Loan' })).toBeNull();
  await userEvent.click(await items.findByRole('button', { name: 'Submit New Loan', expanded: false }));
  expect(items.getByText("This action is not allowed because you're not verified yet.")).toBeInTheDocument();
  expect(items.getByRole('button', { name: 'Resend Link' })).toBeInTheDocument();
});

test('the on-behalf banner shows when the profile e-mail differs from the user e-mail', async () => {
  const bundle = signedInBundle();
  await renderLayout({ ...bundle, profile: { contact: { firstName: 'Bea', lastName: 'Borrower', email: 'bea@example.test', phones: [] } } });
  expect(screen.getByText('You are logged in as Ann Lee and operating on behalf of borrower Bea Borrower')).toBeInTheDocument();
});

test('no banner for the account owner', async () => {
  await renderLayout();
  expect(screen.queryByText(/operating on behalf of borrower/)).not.toBeInTheDocument();
});

test('the contact card shows the account executive, otherwise the main office and loan servicing', async () => {
  await renderLayout(signedInBundle({ accountExecutive: null }));
  const aside = screen.getByRole('complementary');
  expect(within(aside).getByRole('heading', { name: 'Main office' })).toBeInTheDocument();
  expect(within(aside).getByRole('heading', { name: 'Loan servicing' })).toBeInTheDocument();
});

test('the menu holds Account Settings and Log out, and logout asks "Are you sure?" first', async () => {
  const { signOut } = await renderLayout();
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

test('the avatar is the profile picture, at its address on the API', async () => {
  const bundle = signedInBundle();
  await renderLayout({ ...bundle, user: { ...bundle.user, picture: '0123456789abcdef' } });
  const menu = screen.getByRole('button', { name: /Open the account menu/ });
  expect(menu.querySelector('img')).toHaveAttribute('src', `/api/users/${bundle.user.id}/profile_picture/0123456789abcdef`);
});

test('without a picture, the avatar is the first name\'s initial', async () => {
  const bundle = signedInBundle();
  await renderLayout(bundle);
  const menu = screen.getByRole('button', { name: /Open the account menu/ });
  expect(menu.querySelector('img')).toBeNull();
  expect(menu).toHaveTextContent(bundle.user.first_name.charAt(0));
});

describe('the notifications bell', () => {
  // The parcel's React root renders outside act(), as a page mounts it (shared-ui's README, 'Parcels' → Testing).
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  /** What the profile remote exposes, as far as the top bar can tell. */
  const bellParcel = createParcelLifecycles({ name: 'profile', version: '1.0.0', contractVersion: CONTRACT_VERSION, area: REMOTE_AREAS.profile }, () => (
    <button type="button">Notifications, 2 unread</button>
  ));

  test('is the profile area\'s parcel, mounted in the top bar before the account menu', async () => {
    const { parcelLoads } = await renderLayout(signedInBundle(), [], bellParcel);
    const topBar = screen.getByRole('banner');

    const bell = await within(topBar).findByRole('button', { name: 'Notifications, 2 unread' });
    expect(parcelLoads).toEqual([{ remote: 'profile', module: './notifications-bell' }]);
    const menu = within(topBar).getByRole('button', { name: /Open the account menu/ });
    expect(bell.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('shows for a person whose teams area is required too: the notifications are their own', async () => {
    const bundle = signedInBundle();
    await renderLayout({ ...bundle, user: { ...bundle.user, teams_area_required: true } }, [], bellParcel);

    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  test('a profile remote that cannot be loaded leaves the rest of the top bar working', async () => {
    const unreachable = Object.assign(new Error('http://127.0.0.1:8084/1.0.0/mf-manifest.json did not answer'), { kind: 'network' });
    await renderLayout(signedInBundle(), [], () => Promise.reject(unreachable));
    const topBar = screen.getByRole('banner');

    expect(await within(topBar).findByRole('alert')).toHaveTextContent('The notifications bell is not available right now. Error kind: network');
    expect(within(topBar).getByRole('button', { name: 'The notifications bell is not available right now. Try again' })).toBeInTheDocument();
    await userEvent.click(within(topBar).getByRole('button', { name: /Open the account menu/ }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Account Settings' })).toBeVisible());
  });
});
