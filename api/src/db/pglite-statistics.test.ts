// First: it loads what Jest's sandbox cannot before the database does (see test-support/outside-the-sandbox.ts).
import { openTestDatabase } from '../test-support/test-database';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './database';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const plannerRowsOf = async (table: string) => {
  const { rows } = (await database.db.execute(sql`select reltuples::int as "rows" from pg_class where relname = ${table}`)) as unknown as { rows: { rows: number }[] };
  return rows[0]?.rows;
};

// PostgreSQL's own autovacuum does this where DATABASE_URL names one: the keeper is PGlite's stand-in for it.
(process.env.DATABASE_URL ? test.skip : test)('on PGlite, the planner knows the tables once the API keeps their statistics, not before', async () => {
  await database.db.execute(sql`insert into roles (account_id, name, permissions) select null, 'Role ' || n, '{}' from generate_series(1, 120) as n`);
  // Never analyzed: PostgreSQL says -1, and the planner guesses.
  expect(await plannerRowsOf('roles')).toBe(-1);

  await database.keepStatistics();

  expect(await plannerRowsOf('roles')).toBeGreaterThanOrEqual(120);
});
