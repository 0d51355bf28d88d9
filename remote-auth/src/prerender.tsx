// Build time only (package.json `portal.prerender`): the pages the host server sends drawn, before any script runs.
import { prerenderPage } from '@portal/shared-ui/prerender';
import { RemoteRoutes, type AreaPages } from '@portal/shared-ui/remote';
import { Landing } from './pages/Landing/Landing';
import { AccountCreation } from './pages/Registration/Registration';

// The pages themselves, not their chunks (routes.tsx): a page still on its way draws only its spinner. Registration as
// lower environments show it: the host server sends a page drawn ahead only where the guard lets a visitor open it.
const pages: AreaPages = { Index: <Landing />, Registration: <AccountCreation /> };

function PagesDrawnAhead() {
  return <RemoteRoutes owner="auth" pages={pages} />;
}

export const prerender = (path: string): string => prerenderPage(PagesDrawnAhead, path);
