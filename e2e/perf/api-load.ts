/*
 * 50 borrowers at once against the API the portal serves (its own process, 127.0.0.1:4000, as started by
 * startPortal), for 60 s (10 s with --quick), with autocannon: every connection is a borrower's journey. It signs in
 * (POST /login as a demo borrower, Ann and Bill in turn, with the X-Portal-Request proof every POST needs) and then
 * goes round the calls a borrower's visit makes — the signed-in bundle, the notifications, the dashboard's summaries,
 * My Deals' first pages, a loan's detail and its documents, My Documents, the entities and the profile — with the
 * session cookie the sign-in set, until the run ends. GETs only after the sign-in, so the load changes nothing.
 *
 * Latencies are the client's, per response, at microsecond precision (autocannon's 'response' event), every call
 * counted, the 50 sign-ins too. Errors are answers other than 2xx plus connection errors and timeouts.
 */
import { REQUEST_PROOF_HEADER, REQUEST_PROOF_VALUE } from '@portal/shared-contracts';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { Measure, MeasureResult } from './measure';
import { percentile } from './measure';
import { API_URL, DEMO_BORROWERS, DEMO_PASSWORD } from './portal';

const CONNECTIONS = 50;
const GOAL_P99_MS = 100;

interface Journey {
  userId?: number;
  cookie?: string;
  loanId?: number;
}

/** The calls of one visit, in the order a borrower's pages make them (seen in the browser's network log). */
const VISIT: ((journey: Journey) => string)[] = [
  (j) => `/users/${j.userId}`,
  (j) => `/users/${j.userId}/notifications`,
  (j) => `/users/${j.userId}/monetary_summary`,
  (j) => `/users/${j.userId}/loan_summary`,
  (j) => `/users/${j.userId}/top_missing_documents`,
  (j) => `/users/${j.userId}/loans?group=in_progress&page_size=10`,
  (j) => `/users/${j.userId}/loans?group=active&page_size=10`,
  (j) => `/users/${j.userId}/loans?group=all&page_size=10`,
  (j) => (j.loanId ? `/users/${j.userId}/loans/${j.loanId}` : `/users/${j.userId}/loans?group=paid&page_size=10`),
  (j) => (j.loanId ? `/users/${j.userId}/loans/${j.loanId}/docs/type/all` : `/users/${j.userId}/indicators`),
  (j) => `/users/${j.userId}/docs`,
  (j) => `/users/${j.userId}/entities`,
  (j) => `/users/${j.userId}/profile`,
];
/** The step whose answer (My Deals' "all" list) names the loan the next steps open. */
const ALL_LOANS_STEP = 7;
/** Visits per journey: more than any connection makes in a run, so each signs in once (then again only if it ran out). */
const VISITS_PER_JOURNEY = 400;

function headerValues(headers: Record<string, string | string[]>, name: string): string[] {
  const found = Object.entries(headers).filter(([key]) => key.toLowerCase() === name).flatMap(([, value]) => value);
  return found;
}

export const apiLoad: Measure = {
  name: 'api-load',
  needsPortal: true,
  async run({ quick }): Promise<MeasureResult> {
    const duration = quick ? 10 : 60;
    let signIns = 0;
    let failedSignIns = 0;
    const signIn: autocannon.Request = {
      setupRequest: (request) => {
        const email = DEMO_BORROWERS[signIns++ % DEMO_BORROWERS.length]!;
        return {
          ...request,
          method: 'POST',
          path: '/login',
          headers: { 'content-type': 'application/json', [REQUEST_PROOF_HEADER]: REQUEST_PROOF_VALUE },
          body: JSON.stringify({ email, password: DEMO_PASSWORD }),
        };
      },
      onResponse: (status, body, context, headers) => {
        const journey = context as Journey;
        if (status !== 200) return void (failedSignIns += 1);
        journey.userId = (JSON.parse(body) as { user: { id: number } }).user.id;
        const cookie = headerValues(headers as Record<string, string | string[]>, 'set-cookie').find((value) => /^(__Host-)?portal_session=/.test(value));
        journey.cookie = cookie?.split(';', 1)[0];
      },
    };
    const visitCall = (path: (journey: Journey) => string, index: number): autocannon.Request => ({
      setupRequest: (request, context) => {
        const journey = context as Journey;
        return { ...request, method: 'GET', path: path(journey), headers: journey.cookie ? { cookie: journey.cookie } : {} };
      },
      // My Deals' "all" list gives the loan whose detail the visit opens next.
      onResponse:
        index === ALL_LOANS_STEP
          ? (status, body, context) => {
              if (status !== 200) return;
              const records = (JSON.parse(body) as { records?: { id: number }[] }).records ?? [];
              (context as Journey).loanId = records[Math.floor(Math.random() * records.length)]?.id;
            }
          : undefined,
    });
    const requests = [signIn, ...Array.from({ length: VISITS_PER_JOURNEY }, () => VISIT.map(visitCall)).flat()];

    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    // The load generator shares the two cores with the API: near 100 % busy, it and not the API would set the pace.
    const generatorStarted = performance.eventLoopUtilization();
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url: API_URL, connections: CONNECTIONS, duration, requests }, (error, finished) => (error ? reject(error) : resolve(finished)));
      instance.on('response', (_client, status, _bytes, responseTime) => {
        latencies.push(responseTime);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      });
    });
    const generatorBusy = performance.eventLoopUtilization(generatorStarted).utilization;
    latencies.sort((a, b) => a - b);
    const p99 = percentile(latencies, 0.99);
    const errors = result.non2xx + result.errors + result.timeouts;
    const perSecond = latencies.length / result.duration;
    const details = {
      url: API_URL,
      connections: CONNECTIONS,
      seconds: result.duration,
      requests: latencies.length,
      perSecond,
      signIns,
      failedSignIns,
      p50: percentile(latencies, 0.5),
      p90: percentile(latencies, 0.9),
      p99,
      max: latencies.at(-1),
      non2xx: result.non2xx,
      connectionErrors: result.errors,
      timeouts: result.timeouts,
      statuses: Object.fromEntries(statuses),
      generatorBusy,
    };
    const what = `${CONNECTIONS} borrowers, ${duration} s of mixed journeys against the API`;
    return {
      rows: [
        {
          measure: `${what}: errors`,
          figure: `${errors} errors in ${latencies.length} requests (${perSecond.toFixed(0)} req/s, ${signIns} sign-ins)`,
          goal: '0',
          met: errors === 0,
        },
        { measure: `${what}: p99`, figure: `${p99.toFixed(1)} ms (p50 ${details.p50.toFixed(1)}, max ${(details.max ?? 0).toFixed(0)})`, goal: `≤ ${GOAL_P99_MS} ms`, met: p99 <= GOAL_P99_MS },
      ],
      details,
    };
  },
};
