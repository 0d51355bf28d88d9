/*
 * 50 borrowers at once against the API the portal serves (its own process, 127.0.0.1:4000, as started by
 * startPortal; PERF_API_URL names another, such as an API started by hand to measure it alone), in two runs of 60 s
 * each (10 s with --quick). Each borrower signs in (POST /login as a demo borrower, Ann and Bill in turn) and goes
 * round the pages of a visit (borrower-visit.ts): the shell's bundle and notifications, the dashboard's summaries,
 * My Deals' first pages, a loan's detail and its documents, My Documents, the entities and the profile, with the
 * session cookie the sign-in set. GETs only after the sign-in, so the load changes nothing.
 *
 * 1. Borrowers, paced: the goal's figures, errors and p99. The 50 arrive over the first 10 s and each signs in, then
 *    loads one page after another as a person does: the page's calls together, as the browser sends them, then 5 to
 *    15 s reading it before the next. Node's own HTTP client (fetch) drives them: autocannon drives closed loops
 *    only, one call at a time per connection. The p99 is the pages' calls'. The sign-ins are counted apart: one per
 *    borrower, each about 0.1 s of scrypt by design (passwords/password-hash.ts), they are 8 % of a 60 s run's calls
 *    (a person's session lasts longer than the run), so they alone would set its p99; their p50 and p99 are shown
 *    beside the errors, which count every call.
 * 2. Saturation: capacity, informative (requests per second and p99). autocannon, 50 connections in a closed loop
 *    with zero think time: each signs in, then sends the visit's calls one after another, the next the moment the
 *    last one answers. That is 50 robots, not 50 borrowers: the API is kept full, and by Little's law the mean
 *    latency is 50 / throughput, so this p99 says how the API queues at capacity, not what a borrower waits for. Its
 *    requests per second over what one paced borrower asks say how many such borrowers the API could serve.
 *
 * Latencies are the client's, from the request to the answer's last byte, every call counted, the saturation's
 * sign-ins too (autocannon's 'response' times for its overall figures); the details keep each call's. Errors are
 * answers other than 2xx plus connection errors and timeouts (10 s).
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { ALL_LOANS_CALL, Latencies, listedLoan, pacedBorrowers, READING_MS, SIGN_IN_CALL, signedIn, signInRequest, VISIT, type Call, type Journey } from './borrower-visit';
import type { Measure, MeasureResult, Row } from './measure';
import { percentile } from './measure';
import { API_URL } from './portal';

/** The API under load: the portal's unless PERF_API_URL names another (an API started by hand, to measure it alone). */
const TARGET_URL = process.env.PERF_API_URL || API_URL;
const BORROWERS = 50;
const GOAL_P99_MS = 100;
/** Visits per connection of the saturation run: more than any makes in a run, so each signs in once. */
const VISITS_PER_CONNECTION = 400;

/** A journey as autocannon keeps it, per connection, with the moment its current call went out. */
interface TimedJourney extends Journey {
  sentAt?: number;
}

function headerValues(headers: Record<string, string | string[]>, name: string): string[] {
  return Object.entries(headers)
    .filter(([key]) => key.toLowerCase() === name)
    .flatMap(([, value]) => value);
}

async function pacedRun(seconds: number) {
  const run = await pacedBorrowers(TARGET_URL, BORROWERS, seconds);
  const { pageCalls, signIns, perCall } = run.latencies.summary();
  return {
    borrowers: BORROWERS,
    readingSeconds: [READING_MS.min / 1000, READING_MS.max / 1000],
    seconds: run.seconds,
    requests: pageCalls.requests + signIns.requests,
    perSecond: (pageCalls.requests + signIns.requests) / run.seconds,
    pages: run.pages,
    pageCalls,
    signIns: { ...signIns, attempted: run.signIns },
    errors: run.non2xx + run.connectionErrors + run.timeouts,
    non2xx: run.non2xx,
    connectionErrors: run.connectionErrors,
    timeouts: run.timeouts,
    statuses: run.statuses,
    perCall,
  };
}

async function saturationRun(seconds: number) {
  let signIns = 0;
  let failedSignIns = 0;
  const byCall = new Latencies();
  const timed = (call: string, context: unknown) => {
    const { sentAt } = context as TimedJourney;
    if (sentAt !== undefined) byCall.add(call, performance.now() - sentAt);
  };
  const signIn: autocannon.Request = {
    setupRequest: (request, context) => {
      (context as TimedJourney).sentAt = performance.now();
      return { ...request, ...signInRequest(signIns++) };
    },
    onResponse: (status, body, context, headers) => {
      timed(SIGN_IN_CALL, context);
      if (status !== 200) return void (failedSignIns += 1);
      signedIn(context as Journey, body, headerValues(headers as Record<string, string | string[]>, 'set-cookie'));
    },
  };
  const visitCall = ({ name, path }: Call): autocannon.Request => ({
    setupRequest: (request, context) => {
      const journey = context as TimedJourney;
      journey.sentAt = performance.now();
      return { ...request, method: 'GET', path: path(journey), headers: journey.cookie ? { cookie: journey.cookie } : {} };
    },
    onResponse: (status, body, context) => {
      timed(name, context);
      // My Deals' "all" list gives the loan whose detail the visit opens next.
      if (name === ALL_LOANS_CALL && status === 200) listedLoan(context as Journey, body);
    },
  });
  const visit = VISIT.flatMap((page) => page.calls).map(visitCall);
  const requests = [signIn, ...Array.from({ length: VISITS_PER_CONNECTION }, () => visit).flat()];

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  // The load generator shares the two cores with the API: near 100 % busy, it and not the API would set the pace.
  const generatorStarted = performance.eventLoopUtilization();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    // 30 s rather than autocannon's 10: the 50 sign-ins come at once and the API derives two keys at a time (scrypt), so
    // on a slow run the last wait ~10 s; a connection whose sign-in timed out would send its visits without a session.
    const instance = autocannon({ url: TARGET_URL, connections: BORROWERS, duration: seconds, timeout: 30, requests }, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  const generatorBusy = performance.eventLoopUtilization(generatorStarted).utilization;
  latencies.sort((a, b) => a - b);
  return {
    connections: BORROWERS,
    seconds: result.duration,
    requests: latencies.length,
    perSecond: latencies.length / result.duration,
    signIns,
    failedSignIns,
    p50: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    errors: result.non2xx + result.errors + result.timeouts,
    non2xx: result.non2xx,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.fromEntries(statuses),
    perCall: byCall.summary().perCall,
    generatorBusy,
  };
}

const ms = (value: number) => value.toFixed(1);

export const apiLoad: Measure = {
  name: 'api-load',
  needsPortal: true,
  async run({ quick }): Promise<MeasureResult> {
    const seconds = quick ? 10 : 60;
    const borrowers = await pacedRun(seconds);
    const saturation = await saturationRun(seconds);
    const { pageCalls, signIns } = borrowers;
    // What one paced borrower asks a second, and so how many of them the saturation's throughput would serve.
    const perBorrower = borrowers.perSecond / BORROWERS;
    const room = perBorrower > 0 ? `; room for ~${Math.floor(saturation.perSecond / perBorrower)} paced borrowers` : '';
    const what = `${BORROWERS} borrowers, ${seconds} s of mixed journeys against the API`;
    const rows: Row[] = [
      {
        measure: `${what}: errors`,
        figure: `${borrowers.errors} errors in ${borrowers.requests} requests (paced, ${READING_MS.min / 1000}–${READING_MS.max / 1000} s reading each page: ${borrowers.pages} pages; ${signIns.requests} sign-ins, p50 ${ms(signIns.p50)} ms, p99 ${ms(signIns.p99)} ms)`,
        goal: '0',
        met: borrowers.errors === 0,
      },
      { measure: `${what}: p99`, figure: `${ms(pageCalls.p99)} ms (the pages' calls, paced; p50 ${ms(pageCalls.p50)}, max ${pageCalls.max.toFixed(0)})`, goal: `≤ ${GOAL_P99_MS} ms`, met: pageCalls.p99 <= GOAL_P99_MS },
      {
        measure: `Saturation: ${BORROWERS} connections, zero think time, ${seconds} s: req/s and p99`,
        figure: `${saturation.perSecond.toFixed(0)} req/s, p99 ${ms(saturation.p99)} ms (p50 ${ms(saturation.p50)}); ${saturation.errors} errors in ${saturation.requests}${room}`,
        goal: '',
        met: null,
      },
    ];
    return { rows, details: { url: TARGET_URL, borrowers, saturation } };
  },
};
