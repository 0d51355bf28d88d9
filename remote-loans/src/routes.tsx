import { RemoteRoutes } from '@portal/shared-ui';

/** The pages of this area; each route shows its title until the area's issue builds it (see README). */
export function AreaRoutes() {
  return <RemoteRoutes owner="loans" pages={{}} />;
}
