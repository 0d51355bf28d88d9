import { routeByName, type RouteName } from '@portal/shared-contracts';
import { useCan } from '@portal/shared-ui';

/** Whether the person holds the permissions a route needs, so a page links only where the guard would let them in. */
export function useMayVisit(route: RouteName): boolean {
  return useCan(...(routeByName(route).access.permissions ?? []));
}
