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

test('the application is drawn for whoever it opens on its Introduction for, its tabs in a row: a screen under 1300 px', () => {
  const page = prerender('/borrower_application');
  expect(page).toContain('>Application</h1>');
  expect(page).toContain('aria-orientation="horizontal"');
  expect(page).toMatch(/role="tab" class="pui-tabs__tab" aria-selected="true"[^>]*><span>Introduction<\/span>/);
  expect(page).toContain('The lender needs to know you as a guarantor before it funds your loans.');
  expect(drawnFor.BorrowerApplication).toEqual({ facts: ['application-tab:0'], media: 'not all and (min-width: 1300px)' });

  // The very page the area first draws for each such person (whatever their name): the picture it replaces.
  const introduction = { application: true, applicationTab: 0 };
  for (const someone of [person({ alerts: introduction }), person({ alerts: introduction, user: { ...ann.user, first_name: 'Bo' }, permissions: ['application.read'] })]) {
    expect(withoutIds(firstDrawnFor('/borrower_application', someone))).toBe(withoutIds(page));
  }
  // Not for one whose session names another tab.
  expect(withoutIds(firstDrawnFor('/borrower_application', person({ alerts: { application: true, applicationTab: 3 } })))).not.toBe(withoutIds(page));
});

/** Nobody's entity is in a page drawn ahead: each such person's page is the same with their entities left out. */
const namelessEntities = (markup: string) => withoutIds(markup).replace(/<option value="\d+">[^<]*<\/option>/g, '');
const entities = [{ id: 7, name: 'Lee Homes LLC' }, { id: 9, name: 'Maple Street Holdings' }];

test('the application\'s signing (SignApplication) is drawn for a verified person with an entity who may sign, its tabs in a row', () => {
  const page = prerender('/sign_application');
  expect(page).toMatch(/role="tab" class="pui-tabs__tab" aria-selected="true"[^>]*><span>Review &amp; Submit Application<\/span>/);
  expect(page).toContain('<p>Review the sections of your application, choose the borrowing entity, then sign the application with eSign.</p>');
  expect(page).toContain('aria-disabled="true"');
  expect(drawnFor.SignApplication).toEqual({ facts: ['verified', 'entities', 'may:application.read', 'may:application.write'], media: 'not all and (min-width: 1300px)' });

  const owner = person({ permissions: ['owner'], entities, alerts: { application: true, applicationTab: 2 } });
  const member = person({ permissions: ['application.read', 'application.write'], entities: entities.slice(1), user: { ...ann.user, first_name: 'Theo' } });
  for (const someone of [owner, member]) expect(namelessEntities(firstDrawnFor('/sign_application', someone))).toBe(namelessEntities(page));
  expect(namelessEntities(firstDrawnFor('/sign_application', person({ permissions: ['owner'], entities: [] })))).not.toBe(namelessEntities(page));
});

test('the Guarantor page is drawn for a verified person with an entity who may read and sign the application and read the documents', () => {
  const page = prerender('/guarantor');
  expect(page).toContain('>Guarantor and Borrower Application</h1>');
  expect(page).toContain('<blockquote>I, the undersigned guarantor, certify');
  expect(page).toContain('Loading your documents…');
  expect(page).toContain('aria-disabled="true"');
  expect(drawnFor.Guarantor).toEqual({ facts: ['verified', 'entities', 'may:application.read', 'may:application.write', 'may:mydocs.read'] });

  // The same page, with nobody's entity in it, that each such person first sees: the entity list closed on "Select…".
  const owner = person({ permissions: ['owner'], entities });
  const member = person({ permissions: ['application.read', 'application.write', 'mydocs.read', 'loans.read'], entities: entities.slice(1), user: { ...ann.user, first_name: 'Theo' } });
  for (const someone of [owner, member]) expect(namelessEntities(firstDrawnFor('/guarantor', someone))).toBe(namelessEntities(page));
  // Not for an unverified person, one without an entity, or one who may not read the documents.
  for (const other of [person({ ...owner, user: { ...ann.user, verified: false } }), person({ permissions: ['owner'], entities: [] }), person({ permissions: ['application.read', 'application.write'], entities })]) {
    expect(namelessEntities(firstDrawnFor('/guarantor', other))).not.toBe(namelessEntities(page));
  }
});
