import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePortal, renderWithPortal } from '@portal/shared-ui/testing';
import { Landing } from './Landing';

test("spec 000 §1: the headline 'One spot for all your loans', two benefits and a Sign in button", async () => {
  const fake = createFakePortal();
  renderWithPortal(<Landing />, fake);
  expect(screen.getByRole('heading', { level: 1, name: 'One spot for all your loans' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Instant application process', '24/7 access and live updates']);
  const signIn = screen.getByRole('link', { name: 'Sign in' });
  expect(signIn).toHaveAttribute('href', '/login');
  await userEvent.click(signIn);
  expect(fake.navigations).toEqual(['/login']);
});
