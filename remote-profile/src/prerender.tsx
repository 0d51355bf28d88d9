// Build time only (package.json `portal.prerender`): the pages the host server sends drawn, before any script runs —
// for a signed-in person a picture of the page's outline, which the area's first render replaces.
import { APPLICATION_TABS_IN_A_ROW_MEDIA, applicationTabFact, type DrawnFor } from '@portal/shared-contracts';
import { prerenderPage } from '@portal/shared-ui/prerender';
import { RemoteRoutes, type AreaPages } from '@portal/shared-ui/remote';
import { Application } from './pages/Application/Application';
import { ProofOfFunds } from './pages/ProofOfFunds/ProofOfFunds';

// The pages themselves, not their chunks (routes.tsx): a page still on its way draws only its spinner.
const pages: AreaPages = { Plaid: <ProofOfFunds />, BorrowerApplication: <Application /> };

function PagesDrawnAhead() {
  return <RemoteRoutes owner="profile" pages={pages} />;
}

export const prerender = (path: string): string => prerenderPage(PagesDrawnAhead, path);

/**
 * The pages drawn ahead that fit only some: the application, drawn for nobody, opens on its Introduction with its tabs
 * in a row, which is what it first shows to a person whose session names that tab, on a screen under 1300 px; anyone
 * else gets the outline's spinner (the contract's pictures.ts).
 */
export const drawnFor: Record<string, DrawnFor> = {
  BorrowerApplication: { facts: [applicationTabFact(0)], media: APPLICATION_TABS_IN_A_ROW_MEDIA },
};
