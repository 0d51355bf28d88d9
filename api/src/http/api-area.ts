import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';

/** What every area's routes are given. */
export interface AreaDependencies {
  db: Database;
  config: ApiConfig;
}

/**
 * One area of the API (DESIGN §1, §6): its routes, registered as one encapsulated Fastify plugin, so hooks and
 * decorations an area adds stay inside it. The area's folder also holds its tables (`schema.ts`, read by
 * drizzle-kit) and its messages; `areas.ts` lists the areas.
 */
export interface ApiArea {
  name: string;
  routes: FastifyPluginAsync<AreaDependencies>;
}

export function defineApiArea(name: string, routes: FastifyPluginAsync<AreaDependencies>): ApiArea {
  return { name, routes };
}
