import type { PGlite } from '@electric-sql/pglite';

/*
 * PGlite runs PostgreSQL without its background processes, autovacuum among them, so nothing gathers the planner's
 * statistics: it then guesses a row or so for every condition and picks plans made for empty tables. On the demo
 * data the indicators' count of Needed Files scanned every stored file once per document (3 to 6 ms a call, 0.3 ms
 * with statistics), and the Missing Docs panel's query likewise. This does autovacuum's analyzing here: every table
 * once the API starts (PostgreSQL's counts of changed rows live in memory and do not survive a restart), then each
 * minute the tables that changed by more than autovacuum's threshold since they were last analyzed.
 */

/** autovacuum_naptime's default: how often autovacuum looks for tables to analyze. */
const CHECK_EVERY_MS = 60_000;

/** Tables changed by more than autovacuum's analyze threshold (its own settings: 50 rows plus 10 % by default). */
const CHANGED_TABLES = `
  select format('%I.%I', s.schemaname, s.relname) as "table"
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8
    + current_setting('autovacuum_analyze_scale_factor')::float8 * greatest(c.reltuples, 0)`;

const ALL_TABLES = `select format('%I.%I', schemaname, relname) as "table" from pg_stat_user_tables`;

export interface StatisticsKeeper {
  /** Analyzes every table now, then the changed ones each minute until stopped. */
  start(): Promise<void>;
  /** Stops the checks; resolves once an analysis under way has finished, so the database can close. */
  stop(): Promise<void>;
}

export function pgliteStatisticsKeeper(client: PGlite): StatisticsKeeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function analyze(tablesQuery: string): Promise<void> {
    const { rows } = await client.query<{ table: string }>(tablesQuery);
    if (rows.length > 0) await client.exec(`analyze ${rows.map((row) => row.table).join(', ')}`);
  }

  return {
    async start() {
      if (timer) return;
      await (running = analyze(ALL_TABLES));
      timer = setInterval(() => {
        running = running.then(() => analyze(CHANGED_TABLES)).catch(reportFailedAnalysis);
      }, CHECK_EVERY_MS);
      // Statistics are no reason to keep the process alive.
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running.catch(() => undefined);
    },
  };
}

function reportFailedAnalysis(error: unknown): void {
  console.warn(`Analyzing changed tables failed (${error instanceof Error ? error.message : String(error)}); the next check tries again.`);
}
