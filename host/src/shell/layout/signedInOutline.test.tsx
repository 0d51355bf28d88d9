import { render, screen, waitFor, within } from '@testing-library/react';
import { COMPANY, type ParcelConfig } from '@portal/shared-contracts';
import { createFakePortal, renderWithPortal, signedInBundle } from '@portal/shared-ui/testing';
import { SignedInLayout } from './SignedInLayout';
import { SignedInOutline, signedInOutlineMarkup } from './signedInOutline';

test('the outline is the signed-in frame\'s top bar, sidebar column and main element, with the loading spinner where the page will be', () => {
  render(<SignedInOutline />);
  const topBar = screen.getByRole('banner');
  expect(topBar).toHaveClass('portal-top-bar');
  expect(topBar).toHaveTextContent(COMPANY.name);
  expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading…');
});

test('its bar and main element are the ones the signed-in layout draws, so the first render puts them in the same places', async () => {
  const outline = render(<SignedInOutline />).container;
  const fake = createFakePortal({ bundle: signedInBundle(), parcels: { profile: { './notifications-bell': () => new Promise<ParcelConfig>(() => undefined) } } });
  const layout = renderWithPortal(
    <SignedInLayout bundle={signedInBundle()} pathname="/my_deals">
      {null}
    </SignedInLayout>,
    fake,
  ).container;
  await waitFor(() => expect(fake.parcelLoads).toHaveLength(1));
  const shape = (root: Element) => ({
    frame: root.firstElementChild?.className,
    brand: root.querySelector('header.portal-top-bar > .portal-brand')?.outerHTML,
    body: root.querySelector('.portal-signed-in__body')?.parentElement === root.firstElementChild,
    columns: [...(root.querySelector('.portal-signed-in__body')?.children ?? [])].map((column) => column.className),
    main: root.querySelector('main')?.getAttribute('id'),
  });
  expect(shape(outline)).toEqual(shape(layout));
});

test('as static HTML it says nothing of a person and runs nothing: the same outline goes to every visitor of a signed-in page', () => {
  const markup = signedInOutlineMarkup();
  expect(markup).toContain(COMPANY.name);
  expect(markup).not.toMatch(/<script|style=|<a |<img/);
  expect(markup).not.toContain(signedInBundle().user.first_name);
});
