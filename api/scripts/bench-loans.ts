/*
 * How fast the API answers My Deals' list call (`GET /users/{userId}/loans`) on the bench borrowers' loans (made by
 * `generate-loans`): requests per second and the p50, p90 and p99 latency of each mix of calls. A measurement to
 * run by hand, not a test:
 *
 *   pnpm --filter @portal/api run generate-loans     # once per database
 *   pnpm --filter @portal/api run bench-loans [-- --duration 10 --connections 10 --sessions 50]
 *
 * It starts the API in this process on 127.0.0.1 (an ephemeral port) over the configured database (PGlite under
 * DATA_DIR, or PostgreSQL with DATABASE_URL), with the configured log level (written nowhere: the cost of a log line
 * is measured, not the terminal's), and signs in a sample of the bench borrowers through POST /login: real sessions,
 * so every call pays the session check, as a browser's does (the sign-in rate limits are lifted for these
 * sign-ins). The load comes from autocannon in a worker thread, on its own core, over `--connections` keep-alive
 * connections, each call with the next session in turn. Each mix runs `--duration` seconds after one warm-up:
 *
 * - first pages: the first page of 10 of each tab (pending, active, paid, all), as My Deals opens;
 * - keyset pages: a later page of 10 (`last_id` one of the borrower's loans), as "load more" asks at any depth;
 * - search by number: a whole loan number, or its last digits;
 * - search by address: a house number and street, or a street name;
 * - mixed: the four as a week of borrowers would ask them (55 / 25 / 10 / 10).
 *
 * Latencies are the client's, from the request's first byte out to the answer's last byte in, at microsecond
 * precision. The issue's targets on a 2-core machine: p99 at most 20 ms for a page of 10 out of 100,000 loans, and
 * at least 1,000 requests a second on PGlite, 3,000 on PostgreSQL.
 */
import { REQUEST_PROOF_HEADER, REQUEST_PROOF_VALUE } from '@portal/shared-contracts';
import autocannon from 'autocannon';
import { asc, count, eq, like, sql } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { accounts, users } from '../src/accounts/schema';
import { buildApp } from '../src/app';
import { configFromEnvironment } from '../src/config';
import { openConfiguredDatabase, type Database } from '../src/db/database';
import { loans } from '../src/loans/schema';
import { BENCH_PASSWORD, benchEmail } from './generate-loans';

/** Every bench borrower's address, as a LIKE pattern: bench-%@bench.test. */
const BENCH_EMAILS = benchEmail(1).replace(/\d+/, '%');

interface BenchOptions {
  /** Seconds each mix runs. */
  duration: number;
  connections: number;
  /** How many bench borrowers sign in; the calls go round them. */
  sessions: number;
}
const DEFAULTS: BenchOptions = { duration: 10, connections: 10, sessions: 50 };
const WARM_UP_SECONDS = 3;
const PAGE_SIZE = 10;
/** Calls planned per mix; the connections go round them for as long as the mix runs. */
const PLANNED_CALLS = 20_000;

const MIXES = ['first pages', 'keyset pages', 'search by number', 'search by address', 'mixed'] as const;
type Mix = (typeof MIXES)[number];

/** A signed-in bench borrower and, to ask realistic questions, some of their loans. */
interface Borrower {
  userId: number;
  cookie: string;
  loanIds: Record<'in_progress' | 'active' | 'paid' | 'all', number[]>;
  numbers: string[];
  streets: string[];
}

/** What the worker is given: the calls, as paths with their session. */
interface LoadPlan {
  url: string;
  duration: number;
  connections: number;
  calls: { path: string; cookie: string }[];
}

interface LoadResult {
  requests: number;
  seconds: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  /** How busy the worker's thread was: near 1, the load generator and not the API sets the pace. */
  generatorUtilization: number;
}

// ---- The worker: autocannon, on its own thread ----

async function driveLoad(plan: LoadPlan): Promise<LoadResult> {
  let next = 0;
  const latencies: number[] = [];
  const headers = { [REQUEST_PROOF_HEADER.toLowerCase()]: REQUEST_PROOF_VALUE };
  const started = performance.eventLoopUtilization();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: plan.url,
        connections: plan.connections,
        duration: plan.duration,
        requests: [
          {
            setupRequest: (request) => {
              const call = plan.calls[next++ % plan.calls.length]!;
              return { ...request, method: 'GET', path: call.path, headers: { ...headers, cookie: call.cookie } };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    // autocannon's own histogram keeps whole milliseconds; the event has the time to the microsecond.
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const utilization = performance.eventLoopUtilization(started).utilization;
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.max(0, Math.ceil(share * latencies.length) - 1))] ?? Number.NaN;
  return {
    requests: latencies.length,
    seconds: result.duration,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: latencies.at(-1) ?? Number.NaN,
    non2xx: result.non2xx,
    errors: result.errors,
    generatorUtilization: utilization,
  };
}

if (!isMainThread) {
  driveLoad(workerData as LoadPlan).then(
    (result) => parentPort!.postMessage(result),
    (error: unknown) => {
      throw error;
    },
  );
}

function loadInWorker(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(__filename, { workerData: plan });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`The load generator stopped with code ${code}`)));
  });
}

// ---- The main thread: the API, the sessions and the report ----

function optionsFrom(argv: readonly string[]): BenchOptions {
  const options = { ...DEFAULTS };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index]!.split('=', 2) as [string, string | undefined];
    const name = flag.replace(/^--/, '') as keyof BenchOptions;
    if (!(name in DEFAULTS) || !flag.startsWith('--')) throw new Error(`Unknown option ${flag}: use --duration S, --connections N, --sessions N`);
    const value = Number(inline ?? argv[(index += 1)]);
    if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${flag} takes a whole number of at least 1`);
    options[name] = value;
  }
  return options;
}

/** mulberry32: the same calls on every run, so two runs compare. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Bench borrowers spread over the whole set (every k-th), so small and large books are both in the sample. */
async function sampleBorrowers(db: Database, sessions: number): Promise<{ id: number; email: string }[]> {
  const all = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(like(users.email, BENCH_EMAILS))
    .orderBy(asc(users.id));
  if (all.length === 0) throw new Error('No bench borrowers in this database: run `pnpm --filter @portal/api run generate-loans` first.');
  const step = Math.max(1, all.length / sessions);
  return Array.from({ length: Math.min(sessions, all.length) }, (_, index) => all[Math.floor(index * step)]!);
}

async function signInAs(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [REQUEST_PROOF_HEADER]: REQUEST_PROOF_VALUE },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((header) => /^(__Host-)?portal_session=/.test(header));
  if (response.status !== 200 || !cookie) throw new Error(`Signing in ${email} failed: ${response.status} ${await response.text()}`);
  return cookie.split(';', 1)[0]!;
}

/** What the borrower's calls ask about: some loan ids of each tab, numbers and streets of their loans. */
async function loansToAskAbout(db: Database, userId: number): Promise<Omit<Borrower, 'userId' | 'cookie'>> {
  const rows = await db
    .select({ id: loans.id, group: loans.group, number: loans.number, address: sql<string>`${loans.property}->>'address'` })
    .from(loans)
    .innerJoin(accounts, eq(accounts.id, loans.accountId))
    .where(eq(accounts.ownerUserId, userId))
    .orderBy(asc(loans.id));
  const ids = (group: string) => rows.filter((row) => group === 'all' || row.group === group).map((row) => row.id);
  return {
    loanIds: { in_progress: ids('in_progress'), active: ids('active'), paid: ids('paid'), all: ids('all') },
    numbers: rows.map((row) => row.number),
    streets: rows.map((row) => row.address),
  };
}

/** The calls of a mix, planned ahead so that the load generator only sends them. */
function callsOf(mix: Mix, borrowers: readonly Borrower[], random: () => number): LoadPlan['calls'] {
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
  const tabs = ['in_progress', 'active', 'paid', 'all'] as const;
  const calls: LoadPlan['calls'] = [];
  for (let index = 0; calls.length < PLANNED_CALLS; index += 1) {
    const borrower = borrowers[index % borrowers.length]!;
    const kind: Exclude<Mix, 'mixed'> =
      mix === 'mixed' ? (((r) => (r < 0.55 ? 'first pages' : r < 0.8 ? 'keyset pages' : r < 0.9 ? 'search by number' : 'search by address'))(random()) as Exclude<Mix, 'mixed'>) : mix;
    const query = new URLSearchParams({ page_size: String(PAGE_SIZE) });
    const tab = tabs[index % tabs.length]!;
    if (kind === 'first pages') query.set('group', tab);
    if (kind === 'keyset pages') {
      // Not the loan with the smallest id: after it the page is empty, which costs nothing.
      const lastId = pick(borrower.loanIds[tab].slice(1));
      if (lastId === undefined) continue;
      query.set('group', tab);
      query.set('last_id', String(lastId));
    }
    if (kind === 'search by number') {
      const number = pick(borrower.numbers);
      if (!number) continue;
      query.set('search_key', 'number');
      query.set('search_value', random() < 0.5 ? number : number.slice(-4));
    }
    if (kind === 'search by address') {
      const street = pick(borrower.streets);
      if (!street) continue;
      query.set('search_key', 'address');
      // "4810 Cottonwood Drive" → "4810 Cottonwood" or "Cottonwood Drive".
      const words = street.split(' ');
      query.set('search_value', random() < 0.5 ? words.slice(0, 2).join(' ') : words.slice(1).join(' '));
    }
    calls.push({ path: `/users/${borrower.userId}/loans?${query}`, cookie: borrower.cookie });
  }
  return calls;
}

const ms = (value: number) => value.toFixed(2).padStart(7);

/*
 * CPU time, which other work on the machine does not inflate as it does latency: this process's main thread (the
 * API, and on PGlite the database too, which runs in it) and, on PostgreSQL, its server processes. Linux's /proc
 * counts it in clock ticks (1/100 s here); elsewhere the columns stay empty.
 */
const CLOCK_TICKS_PER_SECOND = 100;
function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
/** utime + stime of a /proc stat line; the command name, in parentheses, may hold spaces, so fields count from its end. */
function cpuSecondsOf(stat: string): number {
  const fields = stat.split(') ')[1]?.split(' ');
  return fields ? (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND : Number.NaN;
}
const apiThreadCpuSeconds = () => cpuSecondsOf(readOrEmpty(`/proc/self/task/${process.pid}/stat`));
function postgresCpuSeconds(): number {
  const processes = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const stats = processes.map((pid) => readOrEmpty(`/proc/${pid}/stat`)).filter((stat) => stat.includes(' (postgres) '));
  return stats.length === 0 ? Number.NaN : stats.reduce((sum, stat) => sum + cpuSecondsOf(stat), 0);
}
const microsecondsPerCall = (seconds: number, calls: number) => (Number.isFinite(seconds) && calls > 0 ? ((seconds * 1e6) / calls).toFixed(0) : '-').padStart(9);

async function main(): Promise<void> {
  const options = optionsFrom(process.argv.slice(2));
  const environmentConfig = configFromEnvironment();
  if (!environmentConfig.lowerEnvironment) throw new Error('The bench signs in with the bench borrowers’ published password: a lower environment only (LOWER_ENVIRONMENT=true).');
  // One address signs all the sample in within seconds: the sign-in limits would refuse most of it.
  const config = { ...environmentConfig, host: '127.0.0.1', port: 0, signInAttemptsPerMinute: 1_000_000, accountAttemptsPerMinute: 1_000_000 };
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ db: database.db, config, logStream: { write: () => {} } });
  try {
    await database.migrate();
    // As the API does when it starts (main.ts): PGlite's plans need the statistics autovacuum would gather.
    await database.keepStatistics();
    const [totals] = await database.db.select({ loans: count() }).from(loans);
    const [bench] = await database.db.select({ borrowers: count() }).from(users).where(like(users.email, BENCH_EMAILS));
    const url = await app.listen({ host: '127.0.0.1', port: 0 });

    const sample = await sampleBorrowers(database.db, options.sessions);
    const borrowers: Borrower[] = [];
    for (const person of sample) {
      borrowers.push({ userId: person.id, cookie: await signInAs(url, person.email), ...(await loansToAskAbout(database.db, person.id)) });
    }
    const books = borrowers.map((borrower) => borrower.loanIds.all.length);
    console.log(`Database: ${database.description}`);
    console.log(
      `${totals?.loans ?? 0} loans, ${bench?.borrowers ?? 0} bench borrowers; ${borrowers.length} signed in (books of ${Math.min(...books)} to ${Math.max(...books)} loans); ` +
        `${options.connections} connections, ${options.duration} s a mix; log level ${config.logLevel}; Node ${process.version}, ${cpus().length} CPUs`,
    );

    const random = randomFrom(20_250_109);
    await loadInWorker({ url, duration: WARM_UP_SECONDS, connections: options.connections, calls: callsOf('mixed', borrowers, random) });
    const onPostgres = config.databaseUrl !== null;
    console.log(
      `\n${'mix'.padEnd(18)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p90 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}  non-2xx  errors  ` +
        `API µs/call  ${onPostgres ? 'PG µs/call  ' : ''}load generator busy`,
    );
    for (const mix of MIXES) {
      const calls = callsOf(mix, borrowers, random);
      const [apiBefore, postgresBefore] = [apiThreadCpuSeconds(), onPostgres ? postgresCpuSeconds() : 0];
      const result = await loadInWorker({ url, duration: options.duration, connections: options.connections, calls });
      const [apiCpu, postgresCpu] = [apiThreadCpuSeconds() - apiBefore, onPostgres ? postgresCpuSeconds() - postgresBefore : 0];
      const perSecond = result.requests / result.seconds;
      console.log(
        `${mix.padEnd(18)} ${perSecond.toFixed(0).padStart(7)} ${ms(result.p50)} ${ms(result.p90)} ${ms(result.p99)} ${ms(result.max)}  ${String(result.non2xx).padStart(7)}  ${String(result.errors).padStart(6)}  ` +
          `${microsecondsPerCall(apiCpu, result.requests)}    ${onPostgres ? `${microsecondsPerCall(postgresCpu, result.requests)}    ` : ''}${(result.generatorUtilization * 100).toFixed(0)} %`,
      );
    }
    console.log(
      '\nAPI µs/call: CPU time of the API’s thread per call (on PGlite, the database’s work included); PG µs/call: of the PostgreSQL server processes. ' +
        'Unlike latency, other work on the machine does not inflate them: 1,000,000 / (their sum) is what one core could serve.',
    );
  } finally {
    await app.close();
    await database.close();
  }
}

if (isMainThread && require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
