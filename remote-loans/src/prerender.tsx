// Build time only (package.json `portal.prerender`): the pages the host server sends drawn, before any script runs —
// for a signed-in person a picture of the page's outline, which the area's first render replaces.
import { addressFact, MY_DEALS_CATEGORIES, type PicturesOfPage } from '@portal/shared-contracts';
import { prerenderPage } from '@portal/shared-ui/prerender';
import { RemoteRoutes, type AreaPages } from '@portal/shared-ui/remote';
import { Dashboard } from './pages/Dashboard/Dashboard';
import { MyDeals } from './pages/MyDeals/MyDeals';

// The pages themselves, not their chunks (routes.tsx): a page still on its way draws only its spinner.
const pages: AreaPages = { MyDeals: <MyDeals />, Dashboard: <Dashboard /> };

function PagesDrawnAhead() {
  return <RemoteRoutes owner="loans" pages={pages} />;
}

/**
 * My Deals drawn for nobody at its address alone, and for each list its `category` query names (a reload after moving
 * between its tabs, which writes the query; the dashboard's links): the list's heading and tab, as the page opens there.
 */
export const drawnFor: Record<string, PicturesOfPage> = {
  MyDeals: MY_DEALS_CATEGORIES.map((category) => ({ facts: [addressFact('category', category)] })),
};

/** The page at `path` (with the query a picture is drawn for), drawn for nobody. */
export const prerender = (path: string): string => prerenderPage(PagesDrawnAhead, path);
