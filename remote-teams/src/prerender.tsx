// Build time only (package.json `portal.prerender`): the pages the host server sends drawn, before any script runs —
// for a signed-in person a picture of the page's outline, which the area's first render replaces.
import { prerenderPage } from '@portal/shared-ui/prerender';
import { RemoteRoutes, type AreaPages } from '@portal/shared-ui/remote';
import { TeamsArea } from './pages/TeamsArea/TeamsArea';

// The pages themselves, not their chunks (routes.tsx): a page still on its way draws only its spinner.
const pages: AreaPages = { TeamsArea: <TeamsArea /> };

function PagesDrawnAhead() {
  return <RemoteRoutes owner="teams" pages={pages} />;
}

export const prerender = (path: string): string => prerenderPage(PagesDrawnAhead, path);
