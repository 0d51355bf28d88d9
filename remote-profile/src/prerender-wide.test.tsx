import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { APPLICATION_TABS_VERTICAL_MEDIA, pictureFitting, sessionFactsOf, SIGN_APPLICATION_TAB_INDEX, type SignedInBundle } from '@portal/shared-contracts';
import { PortalProvider } from '@portal/shared-ui';
import { RemoteRoutes } from '@portal/shared-ui/remote';
import { createFakePortal, signedInBundle } from '@portal/shared-ui/testing';
import { Application } from './pages/Application/Application';
import { drawnFor, prerender } from './prerender';

/*
 * On a window 1300 px wide or more the application's tabs stand beside its panel ("Tabs are laid out vertically when
 * the window is 1300 px wide or more"): its pictures for such a screen are what the area first draws there, in the
 * browser (prerender.test.tsx holds the pictures for the other screens to the area's first render on the server).
 */

const WIDE = APPLICATION_TABS_VERTICAL_MEDIA;
const pages = { BorrowerApplication: <Application />, SignApplication: <Application openOn={SIGN_APPLICATION_TAB_INDEX} /> };

beforeEach(() => {
  window.matchMedia = ((query: string) => ({ matches: query === WIDE, media: query, addEventListener() {}, removeEventListener() {} })) as never;
});

/** What the area first draws for this person on a wide window, before any answer of the API. */
function firstDrawnOnAWideWindow(path: string, bundle: SignedInBundle): string {
  // No answers: the calls its effects start are still on their way when the first render is read.
  const { portal } = createFakePortal({ bundle, onFakeMisused: () => undefined });
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <PortalProvider portal={portal}>
        <MemoryRouter initialEntries={[path]}>
          <RemoteRoutes owner="profile" pages={pages} />
        </MemoryRouter>
      </PortalProvider>,
    ),
  );
  const markup = container.innerHTML;
  act(() => root.unmount());
  return markup;
}

/** The picture the page shows this person on a wide window, by the facts the banners' script writes from their session. */
function pictureShownOnAWideWindow(route: 'BorrowerApplication' | 'SignApplication', path: string, bundle: SignedInBundle): string | undefined {
  const fits = pictureFitting(drawnFor[route]!, sessionFactsOf(bundle), (media) => media === WIDE);
  return fits && prerender(path, fits);
}

/**
 * Markup as the browser reads it (the picture is React's server markup, the first render the browser's DOM), without
 * React's ids, which differ from one render to the next; the server marks the option its select starts on, which the
 * browser's select holds as a property. Nothing else may differ.
 */
function withoutIds(markup: string) {
  const read = document.createElement('template');
  read.innerHTML = markup;
  return read.innerHTML.replace(/_r_[0-9a-z]+_/gi, 'ID').replace(/ selected=""/g, '');
}
const withoutEntities = (markup: string) => withoutIds(markup).replace(/<option value="\d+">[^<]*<\/option>/g, '');

const ann = signedInBundle();
const person = (overrides: Partial<SignedInBundle>, user: Partial<SignedInBundle['user']> = {}) => signedInBundle({ ...overrides, user: { ...ann.user, ...user } });
const onTab = (tab: number) => ({ alerts: { application: tab !== 7, applicationTab: tab === 7 ? null : tab } });
const entities = [{ id: 7, name: 'Lee Homes LLC' }];

test('on a wide window the application is drawn with its tabs standing, on each tab it may open on, as the area first draws it there', () => {
  for (const tab of [0, 1, 2, 3, 4, 5, 6]) {
    const picture = pictureShownOnAWideWindow('BorrowerApplication', '/borrower_application', person(onTab(tab)));
    expect(picture).toContain('aria-orientation="vertical"');
    expect(withoutIds(picture!)).toBe(withoutIds(firstDrawnOnAWideWindow('/borrower_application', person(onTab(tab)))));
  }
});

test('on a wide window the signing is drawn for each kind of person who may sign, as the area first draws it there', () => {
  const signers = [person({ permissions: ['owner'], entities }), person({ permissions: ['owner'], entities }, { verified: false }), person({ permissions: ['application.read', 'application.write'], entities: [] })];
  for (const someone of signers) {
    for (const [route, path, bundle] of [
      ['BorrowerApplication', '/borrower_application', { ...someone, ...onTab(7) }],
      ['SignApplication', '/sign_application', someone],
    ] as const) {
      const picture = pictureShownOnAWideWindow(route, path, bundle);
      expect(picture).toContain('aria-orientation="vertical"');
      expect(withoutEntities(picture!)).toBe(withoutEntities(firstDrawnOnAWideWindow(path, bundle)));
    }
  }
});
