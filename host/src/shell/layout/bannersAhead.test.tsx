import { waitFor } from '@testing-library/react';
import type { ParcelConfig, SignedInBundle } from '@portal/shared-contracts';
import { createFakePortal, renderWithPortal, signedInBundle } from '@portal/shared-ui/testing';
import { writeBundle, writeLastActivity } from '@portal/shared-ui/stored-session';
import { drawBannersAhead } from './bannersAhead';
import { signedInOutlineMarkup } from './signedInOutline';
import { SignedInLayout } from './SignedInLayout';

const NOW = Date.parse('2026-11-29T10:00:00Z');
const needsWork = { alerts: { application: true, applicationTab: 4 } };
const onBehalf = { user: { ...signedInBundle().user, first_name: 'Tom', last_name: 'Ray', user_email: 'tom@example.test' } };

/** The page as the server sends it: the outline, then what the script drew from the session stored `minutesAgo`. */
function pageDrawnAhead(bundle: SignedInBundle | null, pathname = '/dashboard', minutesAgo = 1): HTMLElement {
  localStorage.clear();
  if (bundle) {
    writeBundle(localStorage, bundle);
    writeLastActivity(localStorage, NOW - minutesAgo * 60_000);
  }
  const page = document.createElement('div');
  page.innerHTML = signedInOutlineMarkup();
  drawBannersAhead(page, localStorage, pathname, NOW);
  return page;
}

const bannersIn = (root: ParentNode) => [...root.querySelectorAll('.portal-banner')].map((banner) => banner.outerHTML);

async function bannersSignedInLayoutDraws(bundle: SignedInBundle, pathname = '/dashboard') {
  const fake = createFakePortal({ bundle, parcels: { profile: { './notifications-bell': () => new Promise<ParcelConfig>(() => undefined) } } });
  const { container } = renderWithPortal(
    <SignedInLayout bundle={bundle} pathname={pathname}>
      <h1>Page</h1>
    </SignedInLayout>,
    fake,
  );
  await waitFor(() => expect(fake.parcelLoads).toHaveLength(1));
  return bannersIn(container);
}

test('draws the application alert under the top bar as the shell will, from the stored session', async () => {
  const bundle = signedInBundle({ permissions: ['owner'], ...needsWork });
  const page = pageDrawnAhead(bundle);
  expect(page.querySelector('.portal-top-bar + .portal-banner + .portal-signed-in__body')).not.toBeNull();
  expect(page.querySelector('.portal-banner')?.textContent).toBe('Your application needs your attention: Background Information. Complete your application');
  expect(page.querySelector('.portal-banner a')?.getAttribute('href')).toBe('/borrower_application?tab=4');
  // The same markup as SignedInLayout's first render, so that replacing the one with the other changes nothing.
  expect(bannersIn(page)).toEqual(await bannersSignedInLayoutDraws(bundle));
});

test('draws the on-behalf banner first, as the shell does', async () => {
  const bundle = signedInBundle({ permissions: ['owner'], ...needsWork, ...onBehalf });
  const page = pageDrawnAhead(bundle);
  expect([...page.querySelectorAll('.portal-banner')].map((banner) => banner.textContent)).toEqual([
    'You are logged in as Tom Ray and operating on behalf of borrower Ann Lee',
    'Your application needs your attention: Background Information. Complete your application',
  ]);
  expect(bannersIn(page)).toEqual(await bannersSignedInLayoutDraws(bundle));
});

test('draws nothing without a restorable session, or where the rule shows no alert', () => {
  const bundle = signedInBundle({ permissions: ['owner'], ...needsWork });
  expect(bannersIn(pageDrawnAhead(null))).toEqual([]);
  // "restored if its last login is within 15 minutes" (spec 000 §4.4): an older one the shell clears.
  expect(bannersIn(pageDrawnAhead(bundle, '/dashboard', 16))).toEqual([]);
  expect(bannersIn(pageDrawnAhead(bundle, '/borrower_application'))).toEqual([]);
  expect(bannersIn(pageDrawnAhead(signedInBundle({ permissions: ['owner'] })))).toEqual([]);
});

test('writes on the outline what the stored session tells a page drawn ahead for a kind of person: the application\'s tab, verification, entities, permissions', () => {
  const factsOf = (page: HTMLElement) => page.querySelector('.portal-signed-in')?.getAttribute('data-session-facts');
  const asRead = signedInBundle({ permissions: ['application.read', 'mydocs.read'], entities: [], ...needsWork });
  expect(factsOf(pageDrawnAhead(asRead, '/borrower_application'))).toBe('application-tab:4 verified may:mydocs.read may:application.read');
  const opensOnIntroduction = signedInBundle({ permissions: ['owner'], alerts: { application: true, applicationTab: 0 }, entities: [{ id: 1, name: 'Lee Homes LLC' }] });
  expect(factsOf(pageDrawnAhead(opensOnIntroduction))?.split(' ')).toEqual(expect.arrayContaining(['application-tab:0', 'verified', 'entities', 'may:application.write']));
  // Nothing is known without a restorable session: no page drawn for a kind of person shows.
  expect(factsOf(pageDrawnAhead(null))).toBeNull();
  expect(factsOf(pageDrawnAhead(signedInBundle({ permissions: ['owner'], ...needsWork }), '/dashboard', 16))).toBeNull();
});

test('takes the sidebar\'s column away for one whose teams area is required, as the shell\'s layout has none for them', async () => {
  const frameOf = (root: ParentNode) => root.querySelector('.portal-signed-in')!.className;
  const base = signedInBundle({ permissions: ['owner'] });
  const teamsPerson = { ...base, user: { ...base.user, teams_area_required: true } };
  expect(frameOf(pageDrawnAhead(teamsPerson, '/teams_area'))).toBe('portal-signed-in portal-signed-in--without-sidebar');
  expect(frameOf(pageDrawnAhead(base))).toBe('portal-signed-in');

  const fake = createFakePortal({ bundle: teamsPerson, parcels: { profile: { './notifications-bell': () => new Promise<ParcelConfig>(() => undefined) } } });
  const { container } = renderWithPortal(
    <SignedInLayout bundle={teamsPerson} pathname="/teams_area">
      <h1>Teams</h1>
    </SignedInLayout>,
    fake,
  );
  await waitFor(() => expect(fake.parcelLoads).toHaveLength(1));
  expect(frameOf(container)).toBe('portal-signed-in portal-signed-in--without-sidebar');
  expect(container.querySelector('.portal-signed-in__aside')).toBeNull();
});

test('leaves a page without the outline alone', () => {
  writeBundle(localStorage, signedInBundle({ permissions: ['owner'], ...needsWork }));
  writeLastActivity(localStorage, NOW);
  const page = document.createElement('div');
  page.innerHTML = '<main><h1>Sign in</h1></main>';
  drawBannersAhead(page, localStorage, '/login', NOW);
  expect(page.innerHTML).toBe('<main><h1>Sign in</h1></main>');
});
