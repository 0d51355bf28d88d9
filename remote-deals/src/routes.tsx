import { lazyPage } from '@portal/shared-ui';
import { RemoteRoutes } from '@portal/shared-ui/remote';
import { wizardTexts } from './texts/wizard';

// Each page loads its own chunk (with the kit it needs) only when visited; a chunk that fails to arrive offers a
// Retry that asks for it again.
const loading = { loadingLabel: wizardTexts.loadingPage };
const NewDeal = lazyPage(() => import(/* webpackChunkName: "new-deal" */ './pages/NewDeal/NewDeal').then((module) => module.NewDeal), loading);
const DealConfirmation = lazyPage(
  () => import(/* webpackChunkName: "deal-confirmation" */ './pages/DealConfirmation/DealConfirmation').then((module) => module.DealConfirmation),
  loading,
);

/** The pages of the deals area, keyed by the contract's route names. */
export function AreaRoutes() {
  return <RemoteRoutes owner="deals" pages={{ NewDeal: <NewDeal />, DealConfirmation: <DealConfirmation /> }} />;
}
