// Build time only (package.json `portal.prerender`): the pages the host server sends drawn, before any script runs —
// for a signed-in person a picture of the page's outline, which the area's first render replaces.
import { prerenderPage } from '@portal/shared-ui/prerender';
import { RemoteRoutes, type AreaPages } from '@portal/shared-ui/remote';
import { ProofOfFunds } from './pages/ProofOfFunds/ProofOfFunds';

// The page itself, not its chunk (routes.tsx): a page still on its way draws only its spinner.
const pages: AreaPages = { Plaid: <ProofOfFunds /> };

function PagesDrawnAhead() {
  return <RemoteRoutes owner="profile" pages={pages} />;
}

export const prerender = (path: string): string => prerenderPage(PagesDrawnAhead, path);
