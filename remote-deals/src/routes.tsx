import { lazyPage } from '@portal/shared-ui';
import { pagePreloader, RemoteRoutes, type AreaPages } from '@portal/shared-ui/remote';
import { wizardTexts } from './texts/wizard';

// Each page loads its own chunk (with the kit it needs) only when visited; a chunk that fails to arrive offers a
// Retry that asks for it again.
const loading = { loadingLabel: wizardTexts.loadingPage };
const NewDeal = lazyPage(() => import(/* webpackChunkName: "new-deal" */ './pages/NewDeal/NewDeal').then((module) => module.NewDeal), loading);
const DealConfirmation = lazyPage(
  () => import(/* webpackChunkName: "deal-confirmation" */ './pages/DealConfirmation/DealConfirmation').then((module) => module.DealConfirmation),
  loading,
);

/** The page each route of the area shows. */
const pages: AreaPages = { NewDeal: <NewDeal />, DealConfirmation: <DealConfirmation /> };

/** The pages of the deals area, keyed by the contract's route names. */
export function AreaRoutes() {
  return <RemoteRoutes owner="deals" pages={pages} />;
}

/** Fetches the code of a page of the area ahead of its visit (the host asks when a link to it is pointed at or clicked). */
export const preloadPage = pagePreloader('deals', pages);
