/*
 * A borrower's visit to the portal as API calls, for api-load.ts: the sign-in, then the pages and the calls each one
 * makes (seen in the browser's network log); and the paced borrowers, people who load a page, read it, then open the
 * next one.
 */
import { REQUEST_PROOF_HEADER, REQUEST_PROOF_VALUE } from '@portal/shared-contracts';
import { performance } from 'node:perf_hooks';
import { percentile } from './measure';
import { DEMO_BORROWERS, DEMO_PASSWORD } from './portal';

/** What a borrower knows along the way: who they are, their session, and the loan My Deals listed. */
export interface Journey {
  userId?: number;
  cookie?: string;
  loanId?: number;
}

export interface Call {
  /** How the details name it. */
  name: string;
  path: (journey: Journey) => string;
}

export interface Page {
  name: string;
  calls: Call[];
}

export const SIGN_IN_CALL = 'sign-in';
/** My Deals' "all" list, whose answer names the loan the loan page opens. */
export const ALL_LOANS_CALL = 'loans all';

/** The pages of one visit and their calls, in the order a borrower goes round them. */
export const VISIT: readonly Page[] = [
  {
    name: 'shell',
    calls: [
      { name: 'bundle', path: (j) => `/users/${j.userId}` },
      { name: 'notifications', path: (j) => `/users/${j.userId}/notifications` },
    ],
  },
  {
    name: 'dashboard',
    calls: [
      { name: 'monetary_summary', path: (j) => `/users/${j.userId}/monetary_summary` },
      { name: 'loan_summary', path: (j) => `/users/${j.userId}/loan_summary` },
      { name: 'top_missing_documents', path: (j) => `/users/${j.userId}/top_missing_documents` },
    ],
  },
  {
    name: 'my deals',
    calls: [
      { name: 'loans in_progress', path: (j) => `/users/${j.userId}/loans?group=in_progress&page_size=10` },
      { name: 'loans active', path: (j) => `/users/${j.userId}/loans?group=active&page_size=10` },
      { name: ALL_LOANS_CALL, path: (j) => `/users/${j.userId}/loans?group=all&page_size=10` },
    ],
  },
  {
    name: 'loan',
    calls: [
      // Before My Deals has named a loan (a borrower who began elsewhere), the paid list and the indicators stand in.
      { name: 'loan', path: (j) => (j.loanId ? `/users/${j.userId}/loans/${j.loanId}` : `/users/${j.userId}/loans?group=paid&page_size=10`) },
      { name: 'loan documents', path: (j) => (j.loanId ? `/users/${j.userId}/loans/${j.loanId}/docs/type/all` : `/users/${j.userId}/indicators`) },
    ],
  },
  { name: 'my documents', calls: [{ name: 'documents', path: (j) => `/users/${j.userId}/docs` }] },
  { name: 'entities', calls: [{ name: 'entities', path: (j) => `/users/${j.userId}/entities` }] },
  { name: 'profile', calls: [{ name: 'profile', path: (j) => `/users/${j.userId}/profile` }] },
];

/** The sign-in of the nth borrower: Ann and Bill in turn, with the X-Portal-Request proof every POST needs. */
export function signInRequest(nth: number) {
  return {
    method: 'POST' as const,
    path: '/login',
    headers: { 'content-type': 'application/json', [REQUEST_PROOF_HEADER]: REQUEST_PROOF_VALUE },
    body: JSON.stringify({ email: DEMO_BORROWERS[nth % DEMO_BORROWERS.length]!, password: DEMO_PASSWORD }),
  };
}

/** Reads the sign-in's answer into the journey: the person's id and the session cookie it set. */
export function signedIn(journey: Journey, body: string, setCookies: readonly string[]): void {
  journey.userId = (JSON.parse(body) as { user: { id: number } }).user.id;
  journey.cookie = setCookies.find((value) => /^(__Host-)?portal_session=/.test(value))?.split(';', 1)[0];
}

/** Reads My Deals' "all" list into the journey: one of its loans, at random, for the loan page. */
export function listedLoan(journey: Journey, body: string): void {
  const records = (JSON.parse(body) as { records?: { id: number }[] }).records ?? [];
  journey.loanId = records[Math.floor(Math.random() * records.length)]?.id;
}

export interface LatencyFigures {
  requests: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

function figuresOf(latencies: readonly number[]): LatencyFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests: sorted.length, p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? Number.NaN };
}

/** Every answer's latency (ms), by call. */
export class Latencies {
  private readonly byCall = new Map<string, number[]>();

  add(call: string, ms: number): void {
    const latencies = this.byCall.get(call) ?? [];
    latencies.push(ms);
    this.byCall.set(call, latencies);
  }

  /** The figures of the calls made after signing in, of the sign-ins, and of each call. */
  summary() {
    const pageCalls = [...this.byCall].filter(([call]) => call !== SIGN_IN_CALL).flatMap(([, latencies]) => latencies);
    return {
      pageCalls: figuresOf(pageCalls),
      signIns: figuresOf(this.byCall.get(SIGN_IN_CALL) ?? []),
      perCall: Object.fromEntries([...this.byCall].map(([call, latencies]) => [call, figuresOf(latencies)])),
    };
  }
}

/** How long a person reads a page before opening the next: uniform between these bounds. */
export const READING_MS = { min: 5_000, max: 15_000 } as const;
/** The borrowers arrive (sign in) at random moments of the run's first seconds (a sixth of a short run), not all at once. */
const ARRIVALS_WITHIN_MS = 10_000;
/** As autocannon's default: an answer slower than this counts as a timeout. */
const TIMEOUT_MS = 10_000;

interface Answer {
  ok: boolean;
  body: string;
  setCookies: string[];
}

export interface PacedRun {
  latencies: Latencies;
  seconds: number;
  signIns: number;
  pages: number;
  non2xx: number;
  connectionErrors: number;
  timeouts: number;
  statuses: Record<number, number>;
}

/**
 * `borrowers` people for `seconds`: each arrives in the first ten seconds and signs in, then goes
 * round the visit's pages from a random one, loading each page's calls together, as the browser sends them, and
 * reading the page for READING_MS before the next. A borrower still loading a page when the time is up finishes it.
 * Each call is timed from its request to its answer's last byte.
 */
export async function pacedBorrowers(url: string, borrowers: number, seconds: number): Promise<PacedRun> {
  const latencies = new Latencies();
  const statuses = new Map<number, number>();
  const counts = { signIns: 0, pages: 0, non2xx: 0, connectionErrors: 0, timeouts: 0 };
  const started = performance.now();
  const end = started + seconds * 1000;

  async function call(name: string, path: string, init: RequestInit): Promise<Answer | null> {
    const sent = performance.now();
    try {
      const response = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const body = await response.text();
      latencies.add(name, performance.now() - sent);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (!response.ok) counts.non2xx += 1;
      return { ok: response.ok, body, setCookies: response.headers.getSetCookie() };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') counts.timeouts += 1;
      else counts.connectionErrors += 1;
      return null;
    }
  }

  async function borrower(nth: number): Promise<void> {
    await pause(Math.random() * Math.min(ARRIVALS_WITHIN_MS, (seconds * 1000) / 6));
    const journey: Journey = {};
    const { method, path, headers, body } = signInRequest(nth);
    counts.signIns += 1;
    const signIn = await call(SIGN_IN_CALL, path, { method, headers, body });
    if (!signIn?.ok) return;
    signedIn(journey, signIn.body, signIn.setCookies);
    for (let page = Math.floor(Math.random() * VISIT.length); performance.now() < end; page = (page + 1) % VISIT.length) {
      const { calls } = VISIT[page]!;
      const answers = await Promise.all(calls.map(({ name, path: pathOf }) => call(name, pathOf(journey), { headers: { cookie: journey.cookie ?? '' } })));
      counts.pages += 1;
      const allLoans = answers[calls.findIndex(({ name }) => name === ALL_LOANS_CALL)];
      if (allLoans?.ok) listedLoan(journey, allLoans.body);
      await pause(Math.min(READING_MS.min + Math.random() * (READING_MS.max - READING_MS.min), Math.max(0, end - performance.now())));
    }
  }

  await Promise.all(Array.from({ length: borrowers }, (_, nth) => borrower(nth)));
  return { latencies, seconds: (performance.now() - started) / 1000, ...counts, statuses: Object.fromEntries(statuses) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
