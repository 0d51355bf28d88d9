import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { systemEndpoints } from '@portal/shared-contracts';
import type { Database } from './db/database';
import { registerEndpoint } from './http/register-endpoint';

/** GET /health asks the database too, so a load balancer stops sending traffic to an API that lost it. */
export function registerHealthRoute(app: FastifyInstance, db: Database): void {
  registerEndpoint(app, systemEndpoints.health, async () => {
    await db.execute(sql`select 1`);
    return { ok: true } as const;
  });
}
