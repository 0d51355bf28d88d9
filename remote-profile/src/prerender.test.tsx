import { comparableMarkup, firstRenderOf, signedInBundle } from '@portal/shared-ui/testing';
import { RemoteRoutes } from '@portal/shared-ui/remote';
import { APPLICATION_TABS_IN_A_ROW_MEDIA, APPLICATION_TABS_VERTICAL_MEDIA, pictureFitting, picturesForQuery, sessionFactsOf, SIGN_APPLICATION_TAB_INDEX, type RouteName, type SignedInBundle } from '@portal/shared-contracts';
import { Application } from './pages/Application/Application';
import { Guarantor } from './pages/Guarantor/Guarantor';
import { drawnFor, prerender } from './prerender';

// What the build writes into the release (package.json `portal.prerender`), for the host server to send.
test("Proof of Funds is drawn for nobody: its heading and what linked accounts are for, no one's banks nor contact form", () => {
  const page = prerender('/plaid');
  expect(page).toContain('>Proof of Funds</h1>');
  expect(page).toContain('<p class="proof-of-funds__explanation">Linked accounts are used only as proof of funds. They are never used for drawing funds.</p>');
  expect(page).not.toContain('<form');
  expect(page).not.toContain('role="status"');
  expect(drawnFor.Plaid).toBeUndefined();
});

test('the signature\'s return page is drawn for nobody: that the document is signed', () => {
  const page = prerender('/pdf_signed');
  expect(page).toContain('>Document signed</h1>');
  expect(page).toContain('<p>Your document is signed. You can close this window.</p>');
  expect(drawnFor.PdfSigned).toBeUndefined();
});

const IN_A_ROW = APPLICATION_TABS_IN_A_ROW_MEDIA;
const WIDE = APPLICATION_TABS_VERTICAL_MEDIA;
/** The screens the application is drawn for: its tabs in a row under 1300 px, standing beside its panel from there. */
const SCREENS = [IN_A_ROW, WIDE];

/** The browser's window matches `screen`'s media query (the application's tabs read it as they render). */
function onScreen(screen: string) {
  window.matchMedia = ((query: string) => ({ matches: query === screen, media: query, addEventListener() {}, removeEventListener() {} })) as never;
}

/** A page as the area first draws it for this person in the browser: what the picture it is shown in place of must be. */
const firstDrawnFor = (path: string, bundle: SignedInBundle) =>
  firstRenderOf(<RemoteRoutes owner="profile" pages={{ BorrowerApplication: <Application />, SignApplication: <Application openOn={SIGN_APPLICATION_TAB_INDEX} />, Guarantor: <Guarantor /> }} />, path, bundle);

/** Nobody's entity is in a page drawn ahead: each such person's page is the same with their entities left out. */
const namelessEntities = (markup: string) => comparableMarkup(markup).replace(/<option value="\d+">[^<]*<\/option>/g, '');

/**
 * The picture the page shows this person on that screen, by the facts the banners' script writes from their session
 * and what the address's query says in their place (the host server sends only the pictures that fit it).
 */
function pictureShownTo(route: RouteName, path: string, bundle: SignedInBundle, screen = IN_A_ROW): string | undefined {
  const [pathname, query = ''] = path.split(/(?=\?)/);
  // Each picture keeps its place in the list, as the server's keep their files.
  const listed = drawnFor[route]!.map((picture, index) => ({ ...picture, index }));
  const fits = pictureFitting(picturesForQuery(route, listed, query), sessionFactsOf(bundle), (media) => media === screen);
  return fits && prerender(pathname!, drawnFor[route]![fits.index]);
}

const ann = signedInBundle();
const person = (overrides: Partial<SignedInBundle>, user: Partial<SignedInBundle['user']> = {}) => signedInBundle({ ...overrides, user: { ...ann.user, ...user } });
const entities = [{ id: 7, name: 'Lee Homes LLC' }, { id: 9, name: 'Maple Street Holdings' }];
const onTab = (tab: number) => ({ alerts: { application: tab !== 7, applicationTab: tab === 7 ? null : tab } });

/** Those who open the application's signing: each kind of person who may sign. */
const signers = [
  person({ permissions: ['owner'], entities }),
  person({ permissions: ['application.read', 'application.write', 'mydocs.read'], entities: entities.slice(1) }, { first_name: 'Theo' }),
  person({ permissions: ['owner'], entities }, { verified: false }),
  person({ permissions: ['owner'], entities: [] }),
  person({ permissions: ['owner'], entities: [] }, { verified: false, first_name: 'Uri' }),
];

test('the application is drawn once for each tab it may open on and each screen (its tabs in a row under 1300 px, standing from there), its signing for each kind of person who may sign', () => {
  const drawnOnTab = (tab: number, media = IN_A_ROW) => drawnFor.BorrowerApplication!.filter((picture) => picture.facts.includes(`application-tab:${tab}`) && picture.media === media);
  const signing = ['application-tab:7', 'may:application.read', 'may:application.write'];
  for (const media of [IN_A_ROW, WIDE]) {
    for (const tab of [0, 1, 2, 3, 4, 5, 6]) expect(drawnOnTab(tab, media)).toEqual([{ facts: [`application-tab:${tab}`], media }]);
    expect(drawnOnTab(7, media)).toEqual([
      { facts: ['verified', 'entities', ...signing], media },
      { facts: ['entities', ...signing], media },
      { facts: signing, media },
    ]);
  }
  expect(drawnFor.BorrowerApplication).toHaveLength(20);

  const introduction = prerender('/borrower_application', drawnOnTab(0)[0]);
  expect(introduction).toContain('>Application</h1>');
  expect(introduction).toContain('aria-orientation="horizontal"');
  expect(introduction).toMatch(/role="tab" class="pui-tabs__tab" aria-selected="true"[^>]*><span>Introduction<\/span>/);
  expect(introduction).toContain('The lender needs to know you as a guarantor before it funds your loans.');
  // A tab with words says them; its form waits for the profile.
  const personal = prerender('/borrower_application', drawnOnTab(1)[0]);
  expect(personal).toMatch(/role="tab" class="pui-tabs__tab" aria-selected="true"[^>]*><span>Personal Information<\/span>/);
  expect(personal).toContain('<p>Tell us who you are and how to reach you. Fields marked with * are required.</p>');
  expect(personal).toContain('Loading your application…');
  expect(personal).not.toContain('<form');
  expect(prerender('/borrower_application', drawnOnTab(7)[0])).toContain('<p>Review the sections of your application, choose the borrowing entity, then sign the application with eSign.</p>');

  expect(prerender('/borrower_application', drawnOnTab(0, WIDE)[0])).toContain('aria-orientation="vertical"');

  // On each screen, the very page the area first draws there for each person (whatever their name): the picture it replaces.
  for (const screen of SCREENS) {
    onScreen(screen);
    const shownTo = (path: string, someone: SignedInBundle) => pictureShownTo('BorrowerApplication', path, someone, screen)!;
    for (const tab of [0, 1, 2, 3, 4, 5, 6]) {
      for (const someone of [person({ ...onTab(tab) }), person({ ...onTab(tab), permissions: ['application.read'] }, { first_name: 'Bo' })]) {
        expect(comparableMarkup(shownTo('/borrower_application', someone))).toBe(comparableMarkup(firstDrawnFor('/borrower_application', someone)));
      }
    }
    for (const someone of signers.map((signer) => ({ ...signer, ...onTab(7) }))) {
      expect(namelessEntities(shownTo('/borrower_application', someone))).toBe(namelessEntities(firstDrawnFor('/borrower_application', someone)));
    }
    // Opened with a tab in its query (a reload after moving between tabs, the alerts' links): that tab's picture,
    // whichever tab the session names, the very page the area first draws at that address.
    for (const tab of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const someone = person({ ...onTab(tab === 1 ? 4 : 1), permissions: ['owner'], entities });
      const path = `/borrower_application?tab=${tab}`;
      const picture = shownTo(path, someone);
      expect(picture).toMatch(new RegExp(`aria-selected="true" aria-controls="[^"]*-panel-${tab}"`));
      expect(namelessEntities(picture)).toBe(namelessEntities(firstDrawnFor(path, someone)));
    }
  }
  // One who may only read the application has no picture of its last tab.
  expect(pictureShownTo('BorrowerApplication', '/borrower_application', person({ ...onTab(7), permissions: ['application.read'], entities }))).toBeUndefined();
});

test('the application\'s signing (SignApplication) is drawn for each kind of person who may sign, on each screen', () => {
  expect(drawnFor.SignApplication).toEqual(
    [IN_A_ROW, WIDE].flatMap((media) => [
      { facts: ['verified', 'entities', 'may:application.read', 'may:application.write'], media },
      { facts: ['entities', 'may:application.read', 'may:application.write'], media },
      { facts: ['may:application.read', 'may:application.write'], media },
    ]),
  );
  const [verified, unverified, withoutEntity] = drawnFor.SignApplication!.map((fits) => prerender('/sign_application', fits));
  expect(verified).toMatch(/role="tab" class="pui-tabs__tab" aria-selected="true"[^>]*><span>Review &amp; Submit Application<\/span>/);
  expect(verified).toContain('<p>Review the sections of your application, choose the borrowing entity, then sign the application with eSign.</p>');
  expect(verified).toContain('aria-disabled="true"');
  expect(unverified).toContain('aria-haspopup="dialog"');
  expect(withoutEntity).not.toContain('<select');

  for (const screen of SCREENS) {
    onScreen(screen);
    for (const someone of signers) {
      expect(namelessEntities(pictureShownTo('SignApplication', '/sign_application', someone, screen)!)).toBe(namelessEntities(firstDrawnFor('/sign_application', someone)));
    }
  }
});

test('the Guarantor page is drawn for each kind of person who may read and sign the application and read the documents', () => {
  const mayAll = ['may:application.read', 'may:application.write', 'may:mydocs.read'];
  expect(drawnFor.Guarantor).toEqual([{ facts: ['verified', 'entities', ...mayAll] }, { facts: ['entities', ...mayAll] }, { facts: mayAll }]);
  const page = prerender('/guarantor', drawnFor.Guarantor![0]);
  expect(page).toContain('>Guarantor and Borrower Application</h1>');
  expect(page).toContain('<blockquote>I, the undersigned guarantor, certify');
  expect(page).toContain('Loading your documents…');
  expect(page).toContain('aria-disabled="true"');

  // The same page, with nobody's entity in it, that each such person first sees: the entity list closed on "Select…".
  onScreen(IN_A_ROW);
  for (const someone of signers) expect(namelessEntities(pictureShownTo('Guarantor', '/guarantor', someone)!)).toBe(namelessEntities(firstDrawnFor('/guarantor', someone)));
  // Not for one who may not read the documents.
  expect(pictureShownTo('Guarantor', '/guarantor', person({ permissions: ['application.read', 'application.write'], entities }))).toBeUndefined();
});
