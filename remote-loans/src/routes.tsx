import { lazyPage } from '@portal/shared-ui';
import { pagePreloader, RemoteRoutes, type AreaPages } from '@portal/shared-ui/remote';
import { loanTexts } from './texts/loans';

// Each page loads its own chunk (with the kit it needs) only when visited; a chunk that fails to arrive offers a
// Retry that asks for it again.
const loading = { loadingLabel: loanTexts.loadingPage };
const MyDeals = lazyPage(() => import(/* webpackChunkName: "my-deals" */ './pages/MyDeals/MyDeals').then((module) => module.MyDeals), loading);
const LoanDetail = lazyPage(() => import(/* webpackChunkName: "deal-detail" */ './pages/LoanDetail/LoanDetail').then((module) => module.LoanDetail), loading);
const Dashboard = lazyPage(() => import(/* webpackChunkName: "dashboard" */ './pages/Dashboard/Dashboard').then((module) => module.Dashboard), loading);
const PaymentMethods = lazyPage(
  () => import(/* webpackChunkName: "payment-methods-list" */ './pages/PaymentMethods/PaymentMethods').then((module) => module.PaymentMethods),
  loading,
);

/** The page each route of the area shows. */
const pages: AreaPages = { MyDeals: <MyDeals />, DealDetail: <LoanDetail />, Dashboard: <Dashboard />, PaymentMethodsList: <PaymentMethods /> };

/** The pages of the loans area, keyed by the contract's route names. */
export function AreaRoutes() {
  return <RemoteRoutes owner="loans" pages={pages} />;
}

/** Fetches the code of a page of the area ahead of its visit (the host asks when a link to it is pointed at or clicked). */
export const preloadPage = pagePreloader('loans', pages);
