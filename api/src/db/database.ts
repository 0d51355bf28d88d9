import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Extension, type PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { withNamedStatements } from './pglite-named-statements';
import { pgliteStatisticsKeeper } from './pglite-statistics';

/**
 * What the application code sees: the same query builder whichever database sits underneath. Each area imports
 * the tables it uses from the areas' `schema.ts` files; the relational query API (which would need them all in
 * one object) is not used.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  /** How the log names it, without credentials. */
  description: string;
  /** Applies the migrations in `api/drizzle` that this database has not run yet. */
  migrate(): Promise<void>;
  /**
   * Keeps the planner's statistics current while the API serves (after `migrate`): PostgreSQL's autovacuum does it by
   * itself; PGlite has none, and analyzes as it would (pglite-statistics.ts) until closed.
   */
  keepStatistics(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(__dirname, '..', '..', 'drizzle');

/**
 * The PostgreSQL extensions the migrations create, which PGlite must be given when it starts: pg_trgm (trigram
 * matching, for the property search). Every PGlite the API or its tests open passes these.
 */
export const PGLITE_EXTENSIONS: Record<'pg_trgm', Extension> = {
  // The package declares this entry's types as an ES module only, while its CommonJS build exists: required as such.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  pg_trgm: (require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension }).pg_trgm,
};

export async function openPglite(options: PGliteOptions, description: string): Promise<DatabaseHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return pgliteHandle(await PGlite.create({ ...options, extensions: { ...PGLITE_EXTENSIONS, ...options.extensions } }), description);
}

/**
 * For a PGlite the caller created; the handle's close() closes it. Drizzle reaches it through named prepared
 * statements (`withNamedStatements`), not PGlite's `query()`, which parses and plans every statement again.
 */
export function pgliteHandle(client: PGlite, description: string): DatabaseHandle {
  const db = drizzlePglite({ client: withNamedStatements(client) });
  const statistics = pgliteStatisticsKeeper(client);
  return {
    db,
    description,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    keepStatistics: () => statistics.start(),
    close: async () => {
      await statistics.stop();
      await client.close();
    },
  };
}

/**
 * What becomes of an idle connection the server ends (a restart, a fail-over, an administrator): the pool drops it and
 * opens another when needed, and without a listener Node would take the pool's 'error' event for a crash.
 */
const reportIdleConnectionError = (error: Error) => console.warn(`PostgreSQL ended an idle connection (${error.message}); the pool will open another.`);

export function openPostgres(connectionString: string, { onIdleConnectionError = reportIdleConnectionError }: { onIdleConnectionError?: (error: Error) => void } = {}): DatabaseHandle {
  const pool = new Pool({ connectionString });
  pool.on('error', onIdleConnectionError);
  const db = drizzlePostgres({ client: pool });
  const url = new URL(connectionString);
  return {
    db,
    description: `PostgreSQL ${url.hostname}:${url.port || '5432'}${url.pathname}`,
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    keepStatistics: () => Promise.resolve(),
    close: () => pool.end(),
  };
}

/** PostgreSQL when a URL is configured, otherwise the file-backed embedded database. */
export function openConfiguredDatabase(config: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  if (config.databaseUrl) return Promise.resolve(openPostgres(config.databaseUrl));
  return openPglite({ dataDir: config.dataDir }, `PGlite ${config.dataDir}`);
}
