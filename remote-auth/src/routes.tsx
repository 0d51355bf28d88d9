import { RemoteRoutes } from '@portal/shared-ui';
import { Landing } from './pages/Landing/Landing';
import { Login } from './pages/Login/Login';

/** The pages of the sign-in area; routes without a page yet show their title (see README). */
export function AreaRoutes() {
  return <RemoteRoutes owner="auth" pages={{ Index: <Landing />, Login: <Login /> }} />;
}
