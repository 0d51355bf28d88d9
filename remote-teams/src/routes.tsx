import { lazyPage } from '@portal/shared-ui';
import { pagePreloader, RemoteRoutes, type AreaPages } from '@portal/shared-ui/remote';
import { teamsTexts } from './texts/teams';

// The page loads its own chunk (with the kit it needs) only when visited; a chunk that fails to arrive offers a Retry
// that asks for it again.
const TeamsArea = lazyPage(() => import(/* webpackChunkName: "teams-area" */ './pages/TeamsArea/TeamsArea').then((module) => module.TeamsArea), {
  loadingLabel: teamsTexts.loadingPage,
});

/** The page each route of the area shows. */
const pages: AreaPages = { TeamsArea: <TeamsArea /> };

/** The pages of the teams area, keyed by the contract's route names. */
export function AreaRoutes() {
  return <RemoteRoutes owner="teams" pages={pages} />;
}

/** Fetches the code of a page of the area ahead of its visit (the host asks when a link to it is pointed at or clicked). */
export const preloadPage = pagePreloader('teams', pages);
