import { lazyPage } from '@portal/shared-ui';
import { pagePreloader, RemoteRoutes, type AreaPages } from '@portal/shared-ui/remote';
import { Landing } from './pages/Landing/Landing';
import { Login } from './pages/Login/Login';
import { signInTexts } from './texts/sign-in';

// Landing and Login are where visitors arrive, and /login has a download budget: they are in the remote's first
// chunk. Every other page loads its own chunk (and the kit, if it needs it) only when visited; a chunk that fails
// to arrive offers a Retry that asks for it again.
const loading = { loadingLabel: signInTexts.loadingPage };
const AccountConfirmation = lazyPage(
  () => import(/* webpackChunkName: "account-confirmation" */ './pages/AccountConfirmation/AccountConfirmation').then((module) => module.AccountConfirmation),
  loading,
);
const AccountUnlock = lazyPage(() => import(/* webpackChunkName: "account-unlock" */ './pages/AccountUnlock/AccountUnlock').then((module) => module.AccountUnlock), loading);
const Registration = lazyPage(() => import(/* webpackChunkName: "registration" */ './pages/Registration/Registration').then((module) => module.Registration), loading);
const Invitation = lazyPage(() => import(/* webpackChunkName: "invitation" */ './pages/Invitation/Invitation').then((module) => module.Invitation), loading);
const Contributor = lazyPage(() => import(/* webpackChunkName: "contributor" */ './pages/Contributor/Contributor').then((module) => module.Contributor), loading);

/** The page each route of the area shows. */
const pages: AreaPages = {
  Index: <Landing />,
  Login: <Login />,
  AccountConfirmation: <AccountConfirmation />,
  AccountUnlock: <AccountUnlock />,
  Registration: <Registration />,
  Invitation: <Invitation />,
  Contributor: <Contributor />,
};

/** The pages of the sign-in area, keyed by the contract's route names. */
export function AreaRoutes() {
  return <RemoteRoutes owner="auth" pages={pages} />;
}

/** Fetches the code of a page of the area ahead of its visit (the host asks when a link to it is pointed at or clicked). */
export const preloadPage = pagePreloader('auth', pages);
