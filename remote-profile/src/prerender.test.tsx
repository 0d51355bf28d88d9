/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PortalProvider } from '@portal/shared-ui';
import { RemoteRoutes } from '@portal/shared-ui/remote';
import { createFakePortal, signedInBundle } from '@portal/shared-ui/testing';
import { Application } from './pages/Application/Application';
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

/** The application as the area's first render draws it for this person, before the profile has arrived. */
function applicationFirstDrawnFor(alerts: { application: boolean; applicationTab: number | null }, name = 'Ann') {
  const { portal } = createFakePortal({ bundle: signedInBundle({ alerts, user: { ...signedInBundle().user, first_name: name } }) });
  return renderToStaticMarkup(
    <PortalProvider portal={portal}>
      <StaticRouter location="/borrower_application">
        <RemoteRoutes owner="profile" pages={{ BorrowerApplication: <Application /> }} />
      </StaticRouter>
    </PortalProvider>,
  );
}

/** React's ids differ from one render to the next; nothing else may. */
const withoutIds = (markup: string) => markup.replace(/_R_[0-9a-z]+_/g, 'ID');

test('the application is drawn for whoever it opens on its Introduction for, its tabs in a row: a screen under 1300 px', () => {
  const page = prerender('/borrower_application');
  expect(page).toContain('>Application</h1>');
  expect(page).toContain('aria-orientation="horizontal"');
  expect(page).toMatch(/role="tab" class="pui-tabs__tab" aria-selected="true"[^>]*><span>Introduction<\/span>/);
  expect(page).toContain('The lender needs to know you as a guarantor before it funds your loans.');
  expect(drawnFor.BorrowerApplication).toEqual({ facts: ['application-tab:0'], media: 'not all and (min-width: 1300px)' });

  // The very page the area first draws for each such person (whatever their name): the picture it replaces.
  for (const name of ['Ann', 'Bo']) expect(withoutIds(applicationFirstDrawnFor({ application: true, applicationTab: 0 }, name))).toBe(withoutIds(page));
  // Not for one whose session names another tab.
  expect(withoutIds(applicationFirstDrawnFor({ application: true, applicationTab: 3 }))).not.toBe(withoutIds(page));
});
