import { lazyPage } from '@portal/shared-ui';
import { RemoteRoutes } from '@portal/shared-ui/remote';
import { teamsTexts } from './texts/teams';

// The page loads its own chunk (with the kit it needs) only when visited; a chunk that fails to arrive offers a Retry
// that asks for it again.
const TeamsArea = lazyPage(() => import(/* webpackChunkName: "teams-area" */ './pages/TeamsArea/TeamsArea').then((module) => module.TeamsArea), {
  loadingLabel: teamsTexts.loadingPage,
});

/** The pages of the teams area, keyed by the contract's route names. */
export function AreaRoutes() {
  return <RemoteRoutes owner="teams" pages={{ TeamsArea: <TeamsArea /> }} />;
}
