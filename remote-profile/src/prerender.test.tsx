/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PortalProvider } from '@portal/shared-ui';
import { RemoteRoutes } from '@portal/shared-ui/remote';
import { createFakePortal, signedInBundle } from '@portal/shared-ui/testing';
import { SIGN_APPLICATION_TAB_INDEX, type SignedInBundle } from '@portal/shared-contracts';
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

/** A page as the area's first render draws it for this person, before any answer of the API has arrived. */
function firstDrawnFor(path: string, bundle: SignedInBundle) {
  const { portal } = createFakePortal({ bundle });
  return renderToStaticMarkup(
    <PortalProvider portal={portal}>
      <StaticRouter location={path}>
        <RemoteRoutes owner="profile" pages={{ BorrowerApplication: <Application />, SignApplication: <Application openOn={SIGN_APPLICATION_TAB_INDEX} />, Guarantor: <Guarantor /> }} />
      </StaticRouter>
    </PortalProvider>,
  );
}

/** React's ids differ from one render to the next; nothing else may. */
const withoutIds = (markup: string) => markup.replace(/_R_[0-9a-zA-Z]+_/g, 'ID');
const ann = signedInBundle();
const person = (overrides: Partial<SignedInBundle>) => signedInBundle({ ...overrides, user: { ...ann.user, ...overrides.user } });

/** Nobody's entity is in a page drawn ahead: each such person's page is the same with their entities left out. */
const namelessEntities = (markup: string) => withoutIds(markup).replace(/<option value="\d+">[^<]*<\/option>/g, '');
const entities = [{ id: 7, name: 'Lee Homes LLC' }, { id: 9, name: 'Maple Street Holdings' }];

const IN_A_ROW = 'not all and (min-width: 1300px)';
const MAY_SIGN = ['verified', 'entities', 'may:application.read', 'may:application.write'];
const drawnOnTab = (tab: number) => prerender('/borrower_application', drawnFor.BorrowerApplication![tab]);
const onTab = (tab: number, overrides: Partial<SignedInBundle> = {}) => person({ ...overrides, alerts: { application: tab !== 7, applicationTab: tab === 7 ? null : tab } });

test('the application is drawn once for each tab it may open on, its tabs in a row: a screen under 1300 px', () => {
  expect(drawnFor.BorrowerApplication).toEqual([
    ...[0, 1, 2, 3, 4, 5, 6].map((tab) => ({ facts: [`application-tab:${tab}`], media: IN_A_ROW })),
    { facts: ['application-tab:7', ...MAY_SIGN], media: IN_A_ROW },
  ]);
  const introduction = drawnOnTab(0);
  expect(introduction).toContain('>Application</h1>');
  expect(introduction).toContain('aria-orientation="horizontal"');
  expect(introduction).toMatch(/role="tab" class="pui-tabs__tab" aria-selected="true"[^>]*><span>Introduction<\/span>/);
  expect(introduction).toContain('The lender needs to know you as a guarantor before it funds your loans.');
  // A tab with words says them; its form waits for the profile.
  const personal = drawnOnTab(1);
  expect(personal).toMatch(/role="tab" class="pui-tabs__tab" aria-selected="true"[^>]*><span>Personal Information<\/span>/);
  expect(personal).toContain('<p>Tell us who you are and how to reach you. Fields marked with * are required.</p>');
  expect(personal).toContain('Loading your application…');
  expect(personal).not.toContain('<form');
  expect(drawnOnTab(7)).toContain('<p>Review the sections of your application, choose the borrowing entity, then sign the application with eSign.</p>');

  // The very page the area first draws for each such person (whatever their name): the picture it replaces.
  for (const tab of [0, 1, 2, 3, 4, 5, 6]) {
    const page = withoutIds(drawnOnTab(tab));
    for (const someone of [onTab(tab), onTab(tab, { user: { ...ann.user, first_name: 'Bo' }, permissions: ['application.read'] })]) {
      expect(withoutIds(firstDrawnFor('/borrower_application', someone))).toBe(page);
    }
    // Not for one whose session names another tab.
    expect(withoutIds(firstDrawnFor('/borrower_application', onTab((tab + 1) % 7)))).not.toBe(page);
  }
  const signing = namelessEntities(drawnOnTab(7));
  expect(namelessEntities(firstDrawnFor('/borrower_application', onTab(7, { permissions: ['owner'], entities })))).toBe(signing);
  expect(namelessEntities(firstDrawnFor('/borrower_application', onTab(7, { permissions: ['owner'], entities: [] })))).not.toBe(signing);
});

test('the application\'s signing (SignApplication) is drawn for a verified person with an entity who may sign, its tabs in a row', () => {
  const page = prerender('/sign_application', drawnFor.SignApplication![0]);
  expect(page).toMatch(/role="tab" class="pui-tabs__tab" aria-selected="true"[^>]*><span>Review &amp; Submit Application<\/span>/);
  expect(page).toContain('<p>Review the sections of your application, choose the borrowing entity, then sign the application with eSign.</p>');
  expect(page).toContain('aria-disabled="true"');
  expect(drawnFor.SignApplication).toEqual([{ facts: MAY_SIGN, media: IN_A_ROW }]);

  const owner = person({ permissions: ['owner'], entities, alerts: { application: true, applicationTab: 2 } });
  const member = person({ permissions: ['application.read', 'application.write'], entities: entities.slice(1), user: { ...ann.user, first_name: 'Theo' } });
  for (const someone of [owner, member]) expect(namelessEntities(firstDrawnFor('/sign_application', someone))).toBe(namelessEntities(page));
  expect(namelessEntities(firstDrawnFor('/sign_application', person({ permissions: ['owner'], entities: [] })))).not.toBe(namelessEntities(page));
});

test('the Guarantor page is drawn for a verified person with an entity who may read and sign the application and read the documents', () => {
  const page = prerender('/guarantor', drawnFor.Guarantor![0]);
  expect(page).toContain('>Guarantor and Borrower Application</h1>');
  expect(page).toContain('<blockquote>I, the undersigned guarantor, certify');
  expect(page).toContain('Loading your documents…');
  expect(page).toContain('aria-disabled="true"');
  expect(drawnFor.Guarantor).toEqual([{ facts: [...MAY_SIGN, 'may:mydocs.read'] }]);

  // The same page, with nobody's entity in it, that each such person first sees: the entity list closed on "Select…".
  const owner = person({ permissions: ['owner'], entities });
  const member = person({ permissions: ['application.read', 'application.write', 'mydocs.read', 'loans.read'], entities: entities.slice(1), user: { ...ann.user, first_name: 'Theo' } });
  for (const someone of [owner, member]) expect(namelessEntities(firstDrawnFor('/guarantor', someone))).toBe(namelessEntities(page));
  // Not for an unverified person, one without an entity, or one who may not read the documents.
  for (const other of [person({ ...owner, user: { ...ann.user, verified: false } }), person({ permissions: ['owner'], entities: [] }), person({ permissions: ['application.read', 'application.write'], entities })]) {
    expect(namelessEntities(firstDrawnFor('/guarantor', other))).not.toBe(namelessEntities(page));
  }
});
