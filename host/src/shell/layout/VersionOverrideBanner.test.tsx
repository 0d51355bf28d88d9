import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePortal, renderWithPortal, signedInBundle } from '@portal/shared-ui/testing';
import { OVERRIDE_STORAGE_KEY } from '../../environment/overrides';
import { PublicLayout } from './PublicLayout';
import { SignedInLayout } from './SignedInLayout';
import { VersionOverrideBanner } from './VersionOverrideBanner';

test('while an override is active the banner names it, and Reset is reachable from the keyboard', async () => {
  const onReset = jest.fn();
  render(<VersionOverrideBanner overrides={{ loans: '1.2.0' }} onReset={onReset} />);
  const banner = screen.getByRole('region', { name: 'Version override: loans@1.2.0, for this browser only.' });
  await userEvent.tab();
  expect(within(banner).getByRole('button', { name: 'Reset' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(onReset).toHaveBeenCalledTimes(1);
});

test('several overrides are named together; without one there is no banner', () => {
  const { rerender } = render(<VersionOverrideBanner overrides={{ teams: '2.0.0', loans: '1.2.0' }} />);
  expect(screen.getByRole('region')).toHaveTextContent('Version override: loans@1.2.0, teams@2.0.0, for this browser only.');
  rerender(<VersionOverrideBanner overrides={{}} />);
  expect(screen.queryByRole('region')).toBeNull();
});

test('Reset clears the overrides kept in this browser and loads the page again', async () => {
  window.localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ loans: '1.2.0' }));
  // jsdom cannot load a page again: it reports the attempt as a navigation it does not implement.
  const notImplemented = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<VersionOverrideBanner overrides={{ loans: '1.2.0' }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(window.localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  expect(String(notImplemented.mock.calls[0]?.[0])).toMatch(/Not implemented: navigation/);
  notImplemented.mockRestore();
});

test('both layouts show it, for the visitor and the signed-in borrower alike', async () => {
  const banner = <VersionOverrideBanner overrides={{ loans: '1.2.0' }} onReset={jest.fn()} />;
  const { unmount } = render(
    <PublicLayout marketingSiteUrl="https://www.lender.example" notice={banner}>
      <h1>Sign In</h1>
    </PublicLayout>,
  );
  expect(screen.getByRole('region', { name: /Version override/ })).toBeInTheDocument();
  unmount();

  const bundle = signedInBundle();
  // The top bar's bell is a parcel on its way: the layout is drawn meanwhile.
  const fake = createFakePortal({ bundle, parcels: { profile: { './notifications-bell': () => new Promise(() => undefined) } } });
  renderWithPortal(
    <SignedInLayout bundle={bundle} pathname="/my_deals" notice={banner}>
      <h1>My Deals</h1>
    </SignedInLayout>,
    fake,
  );
  expect(screen.getByRole('region', { name: /Version override/ })).toBeInTheDocument();
  await waitFor(() => expect(fake.parcelLoads).toHaveLength(1));
});
