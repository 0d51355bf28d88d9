import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints } from '@portal/shared-contracts';
import { answer, createFakePortal, refusal, renderWithPortal, type FakeReply } from '@portal/shared-ui/testing';
import { AreaRoutes } from '../../routes';
import { UNLOCK_NEXT_PAGE_DELAY_MS } from './AccountUnlock';

function renderUnlock(url: string, unlock: FakeReply<typeof accountEndpoints.unlock>) {
  const fake = createFakePortal({ answers: [answer(accountEndpoints.unlock, unlock)] });
  renderWithPortal(<AreaRoutes />, { ...fake, url });
  return fake;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("success shows 'The account was successfully unlocked.' and goes to Login", async () => {
  const fake = renderUnlock('/unlock_account?user_id=7&token=abc123', { message: 'The account was successfully unlocked.' });
  expect(await screen.findByText('The account was successfully unlocked.')).toBeInTheDocument();
  expect(fake.calls).toEqual([{ method: 'GET', path: '/unlock_account', input: { query: { user_id: '7', token: 'abc123' } } }]);
  expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
  act(() => jest.advanceTimersByTime(UNLOCK_NEXT_PAGE_DELAY_MS - 1));
  expect(fake.navigations).toEqual([]);
  act(() => jest.advanceTimersByTime(1));
  expect(fake.navigations).toEqual(['/login']);
});

test("failure shows 'Unlock failed' with the server message and goes to Index; a button goes at once", async () => {
  const message = 'This unlock link is not valid or has expired. Please ask for a new one.';
  const fake = renderUnlock('/unlock_account?user_id=7&token=used', refusal(message));
  expect(await screen.findByRole('heading', { name: 'Unlock failed' })).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
  expect(fake.navigations).toEqual(['/']);
  act(() => jest.advanceTimersByTime(UNLOCK_NEXT_PAGE_DELAY_MS));
  expect(fake.navigations).toEqual(['/', '/']);
});

test('a link without user_id or token fails without calling the API', async () => {
  const fake = renderUnlock('/unlock_account?token=abc123', { message: 'unused' });
  expect(await screen.findByRole('heading', { name: 'Unlock failed' })).toBeInTheDocument();
  expect(screen.getByText('This unlock link is incomplete. Please open the link from the e-mail again.')).toBeInTheDocument();
  expect(fake.calls).toEqual([]);
});
