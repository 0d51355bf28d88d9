import type { RouteDefinition } from '@portal/shared-contracts';

/** A URL of the route with every parameter filled, for tests that visit each route of a remote. */
export function sampleUrlOf(route: RouteDefinition): string {
  return route.path.replace(/:([A-Za-z]+)/g, '1');
}
