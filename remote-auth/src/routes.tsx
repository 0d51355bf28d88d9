import { lazy, Suspense, type ReactNode } from 'react';
import { RemoteRoutes, Spinner } from '@portal/shared-ui';
import { Landing } from './pages/Landing/Landing';
import { Login } from './pages/Login/Login';
import { signInTexts } from './texts/sign-in';

// Landing and Login are where visitors arrive, and /login has a download budget: they are in the remote's first
// chunk. Every other page loads its own chunk (and the kit, if it needs it) only when visited.
const AccountConfirmation = lazy(() =>
  import(/* webpackChunkName: "account-confirmation" */ './pages/AccountConfirmation/AccountConfirmation').then((module) => ({ default: module.AccountConfirmation })),
);
const AccountUnlock = lazy(() =>
  import(/* webpackChunkName: "account-unlock" */ './pages/AccountUnlock/AccountUnlock').then((module) => ({ default: module.AccountUnlock })),
);
const Registration = lazy(() =>
  import(/* webpackChunkName: "registration" */ './pages/Registration/Registration').then((module) => ({ default: module.Registration })),
);
const Invitation = lazy(() =>
  import(/* webpackChunkName: "invitation" */ './pages/Invitation/Invitation').then((module) => ({ default: module.Invitation })),
);
const Contributor = lazy(() =>
  import(/* webpackChunkName: "contributor" */ './pages/Contributor/Contributor').then((module) => ({ default: module.Contributor })),
);

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner size="large" label={signInTexts.loadingPage} className="auth-page-loading" />}>{children}</Suspense>;
}

/** The pages of the sign-in area, keyed by the contract's route names. */
export function AreaRoutes() {
  return (
    <RemoteRoutes
      owner="auth"
      pages={{
        Index: <Landing />,
        Login: <Login />,
        AccountConfirmation: (
          <Loading>
            <AccountConfirmation />
          </Loading>
        ),
        AccountUnlock: (
          <Loading>
            <AccountUnlock />
          </Loading>
        ),
        Registration: (
          <Loading>
            <Registration />
          </Loading>
        ),
        Invitation: (
          <Loading>
            <Invitation />
          </Loading>
        ),
        Contributor: (
          <Loading>
            <Contributor />
          </Loading>
        ),
      }}
    />
  );
}
