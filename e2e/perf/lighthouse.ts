/*
 * Lighthouse 12.8 (its Node API), mobile (its default form factor, with simulated throttling), the performance
 * category only, against Debian's Chromium launched with the flags the end-to-end tests use (playwright.config.ts,
 * `chromiumLaunch`) and a remote-debugging port. Nothing leaves 127.0.0.1: the portal is local, and the flags turn
 * off Chromium's background networking, component updates and sync.
 *
 * /, /login: signed out. /my_deals, /dashboard: signed in as borrower@demo.test first, through the Login page, with
 * Playwright connected to the same Chromium over the DevTools protocol (connectOverCDP, the default browser context
 * Lighthouse also uses), then disconnected. Lighthouse 12's storage reset, left on, clears the HTTP cache and the
 * origin's file systems, shader cache, service workers and Cache Storage (`clearStorageTypes`) but not cookies or
 * localStorage: so each page loads with a cold cache AND the session (its cookie and the localStorage bundle).
 * `disableStorageReset: true` would keep the session too, but also the sign-in's cached scripts: a warm load. The
 * report's final URL is checked, so a page that sent Lighthouse to /login is not taken for the signed-in page.
 *
 * With --quick one run a page; otherwise three, and the run of median score is reported (Lighthouse's own advice for
 * variance); among runs of one score, the median of their largest paints (three runs of 100 used to report the second,
 * whatever its paint). Every report is kept in test-results/perf-lighthouse/.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import type { Config, Flags, Result } from 'lighthouse';
import { chromiumLaunch } from '../playwright.config';
import { repoRoot } from '../support/paths';
import { stopChild, track } from './cleanup';
import type { Measure, MeasureResult, Row } from './measure';
import { HOST_URL, signIn } from './portal';

/** Ann agrees to the application's Introduction, in the signed-in browser: her session then opens it on Personal Information. */
async function agreeToTheIntroduction(port: number): Promise<void> {
  await inSignedInBrowser(port, async (page) => {
    await page.goto(`${HOST_URL}/borrower_application`);
    await page.getByRole('checkbox', { name: /^I agree/ }).check();
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.getByRole('tab', { name: /^Personal Information/, selected: true }).waitFor();
    // The shell's alert follows the save (refreshIndicators), and the stored session with it.
    await page.waitForFunction(() => Object.values(localStorage).some((stored) => stored.includes('"applicationTab":1')));
  });
}

// The issue's table's pages; the portal's other pages only when LIGHTHOUSE_PAGES names them (by path, or path:case). The
// signed-out pages first: the session signed in for the others stays in the browser until another person's page; a
// case that changes Ann's data after her other pages.
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/registration', signedIn: false, whenNamed: true },
  { path: '/unlock_account', signedIn: false, whenNamed: true },
  { path: '/page_not_found', signedIn: false, whenNamed: true },
  { path: '/my_deals', signedIn: true },
  { path: '/dashboard', signedIn: true },
  { path: '/my_deals/1', signedIn: true, whenNamed: true },
  { path: '/new_deal', signedIn: true, whenNamed: true },
  { path: '/borrower_application', signedIn: true, whenNamed: true },
  { path: '/guarantor', signedIn: true, whenNamed: true },
  { path: '/entities', signedIn: true, whenNamed: true },
  { path: '/my_documents', signedIn: true, whenNamed: true },
  { path: '/payment_methods', signedIn: true, whenNamed: true },
  { path: '/plaid', signedIn: true, whenNamed: true },
  { path: '/settings', signedIn: true, whenNamed: true },
  { path: '/sign_application', signedIn: true, whenNamed: true },
  { path: '/entities/1', signedIn: true, whenNamed: true },
  { path: '/pdf_signed', signedIn: true, whenNamed: true },
  // Reloaded after moving to another tab than the one the session names: the address names it.
  { path: '/borrower_application?tab=1', signedIn: true, whenNamed: true },
  { path: '/my_deals?category=active', signedIn: true, whenNamed: true },
  { path: '/settings?tab=3', signedIn: true, whenNamed: true },
  // A desktop's screen, 1300 px or wider, where the application's tabs stand beside its panel.
  { path: '/borrower_application', signedIn: true, whenNamed: true, case: 'desktop', desktop: true },
  { path: '/borrower_application', signedIn: true, whenNamed: true, case: 'past-introduction', prepare: agreeToTheIntroduction },
  { path: '/teams_area', signedIn: true, whenNamed: true, account: 'teams@demo.test' },
  { path: '/dashboard', signedIn: true, whenNamed: true, case: 'loan-viewer', account: 'member@demo.test' },
  { path: '/my_deals', signedIn: true, whenNamed: true, case: 'loan-viewer', account: 'member@demo.test' },
  { path: '/my_deals', signedIn: true, whenNamed: true, case: 'unverified', account: 'unverified@demo.test' },
  { path: '/borrower_application', signedIn: true, whenNamed: true, case: 'unverified', account: 'unverified@demo.test' },
  { path: '/guarantor', signedIn: true, whenNamed: true, case: 'unverified', account: 'unverified@demo.test' },
  { path: '/entities', signedIn: true, whenNamed: true, case: 'unverified', account: 'unverified@demo.test' },
  { path: '/settings', signedIn: true, whenNamed: true, case: 'unverified', account: 'unverified@demo.test' },
  { path: '/dashboard', signedIn: true, whenNamed: true, case: 'unverified', account: 'unverified@demo.test' },
  { path: '/guarantor', signedIn: true, whenNamed: true, case: 'builder', account: 'builder@demo.test' },
  { path: '/sign_application', signedIn: true, whenNamed: true, case: 'builder', account: 'builder@demo.test' },
  { path: '/borrower_application', signedIn: true, whenNamed: true, case: 'builder', account: 'builder@demo.test' },
] as const satisfies readonly MeasuredPage[];

interface MeasuredPage {
  path: string;
  signedIn: boolean;
  /** Measured only when LIGHTHOUSE_PAGES names it. */
  whenNamed?: true;
  /** A second case of a path, named `path:case`: after `prepare` has changed what the page shows, or for another account. */
  case?: string;
  prepare?: (port: number) => Promise<void>;
  /** Who is signed in for it, when not Ann (borrower@demo.test). */
  account?: string;
  /** Measured with Lighthouse's desktop settings (a 1350×940 screen, desktop throttling) rather than its mobile ones. */
  desktop?: true;
}
const pageName = (page: MeasuredPage) => (page.case ? `${page.path}:${page.case}` : page.path);
const GOALS = { score: 98, lcpSeconds: 1.2, cls: 0.02 };
const reportsDir = join(repoRoot, 'test-results/perf-lighthouse');
/** A page's reports' name: its path, `index` for /, a deeper path's slashes and a query's marks as dashes (my_deals-1). */
const reportName = (name: string) => (name === '/' ? 'index' : name.slice(1).replaceAll(/[/:?=&]/g, '-'));

/** Debian's Chromium with the e2e flags, listening for DevTools on a free port of 127.0.0.1. */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'portal-perf-chromium-'));
  const child = track(
    spawn(chromiumLaunch.executablePath, [...chromiumLaunch.args, '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  const exited = new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
  // Chromium writes its profile until it has exited (its helpers a moment longer): the folder goes once they are done.
  const stop = async () => {
    stopChild(child);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port within 30 s:\n${output}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) while starting:\n${output}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { port, stop };
}

/** Something done in a page of the browser Lighthouse measures in, whose default context keeps what it stores. */
async function inSignedInBrowser(port: number, act: (page: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await act(page);
    await page.close();
  } finally {
    await browser.close(); // over CDP: disconnects, the browser and its default context stay
  }
}

/** Signs in as `account`, in place of whoever was signed in: the browser's cookies and web storage are cleared first. */
const signInOverCdp = (port: number, account: string) =>
  inSignedInBrowser(port, async (page) => {
    await page.context().clearCookies();
    await page.goto(`${HOST_URL}/login`);
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await signIn(page, account);
  });

interface PageFigures {
  score: number;
  lcpSeconds: number;
  /** Total blocking time (not a budget of its own: the score's largest part on these pages, and what the boot's yields move). */
  tbtMs: number;
  cls: number;
  /** What moved, most first (Lighthouse's layout-shifts audit): where to look when the layout shift is over its goal. */
  shifts: { element: string; score: number }[];
  finalUrl: string;
  warnings: string[];
}

function shiftsOf(lhr: Result): PageFigures['shifts'] {
  const details = lhr.audits['layout-shifts']?.details;
  const items = details?.type === 'table' ? details.items : [];
  return items
    .map((item) => ({ element: (item.node as { selector?: string } | undefined)?.selector ?? 'unknown', score: Number(item.score ?? 0) }))
    .sort((a, b) => b.score - a.score);
}

/** "0.022 (most: div.pui-data-table > nav.pui-pager 0.015)": the biggest shift named when there is one to speak of. */
function layoutShiftSaid({ cls, shifts }: PageFigures): string {
  const most = shifts[0];
  return most && most.score >= 0.001 ? `${cls.toFixed(3)} (most: ${most.element} ${most.score.toFixed(3)})` : cls.toFixed(3);
}

/**
 * Lighthouse's own failures to record a page's trace ("Something went wrong with recording the trace over your page
 * load. Please run Lighthouse again."), not the page's: such a run is made again, at most twice. Seen twice in four
 * sets of this measure in one session, each time losing every Lighthouse row of the run.
 */
const TRACE_NOT_RECORDED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const TRACE_ATTEMPTS = 3;

class TraceNotRecorded extends Error {}

async function auditMadeAgainIfUnrecorded(port: number, measured: MeasuredPage, run: number): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(port, measured, run);
    } catch (error) {
      if (!(error instanceof TraceNotRecorded) || attempt === TRACE_ATTEMPTS) throw error;
      console.log(`  ${error.message}: run ${run + 1} made again`);
    }
  }
}

async function audit(port: number, measured: MeasuredPage, run: number): Promise<PageFigures> {
  const { path } = measured;
  const { default: lighthouse } = await import('lighthouse');
  const flags: Flags = { port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const config = measured.desktop ? ((await import('lighthouse/core/config/desktop-config.js')) as { default: Config }).default : undefined;
  const result = await lighthouse(`${HOST_URL}${path}`, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const lhr: Result = result.lhr;
  writeFileSync(join(reportsDir, `${reportName(pageName(measured))}-${run + 1}.json`), JSON.stringify(lhr));
  // LIGHTHOUSE_TRACES=1 keeps each run's trace beside its report, to see where a page's time went (chrome://tracing).
  if (process.env.LIGHTHOUSE_TRACES) writeFileSync(join(reportsDir, `${reportName(pageName(measured))}-${run + 1}.trace.json`), JSON.stringify(result.artifacts.Trace));
  if (lhr.runtimeError) {
    const said = `Lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    throw TRACE_NOT_RECORDED.has(lhr.runtimeError.code) ? new TraceNotRecorded(said) : new Error(said);
  }
  const finalUrl = lhr.finalDisplayedUrl;
  const ended = new URL(finalUrl);
  if (`${ended.pathname}${ended.search}` !== path) throw new Error(`Lighthouse on ${path} ended on ${finalUrl}: the page was not measured`);
  const score = lhr.categories.performance?.score;
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
  const tbt = lhr.audits['total-blocking-time']?.numericValue;
  if (score == null || lcp === undefined || cls === undefined || tbt === undefined) throw new Error(`Lighthouse on ${path} gave no score, LCP, CLS or blocking time`);
  return { score: Math.round(score * 100), lcpSeconds: lcp / 1000, tbtMs: tbt, cls, shifts: shiftsOf(lhr), finalUrl, warnings: lhr.runWarnings };
}

/**
 * For comparing two builds on one or two pages (the score moves by several points between runs of the same build):
 * LIGHTHOUSE_PAGES=/login,/ picks pages, LIGHTHOUSE_RUNS=5 runs each that many times (the median is reported).
 */
function lighthouseChoices(quick: boolean): { pages: MeasuredPage[]; runs: number } {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? (quick ? 1 : 3));
  if (!Number.isSafeInteger(runs) || runs < 1 || runs > 20) throw new Error('LIGHTHOUSE_RUNS takes a whole number from 1 to 20');
  const asked = process.env.LIGHTHOUSE_PAGES?.split(',').map((path) => path.trim());
  const unknown = asked?.filter((name) => !PAGES.some((page) => pageName(page) === name)) ?? [];
  if (unknown.length > 0) throw new Error(`LIGHTHOUSE_PAGES: ${unknown.join(', ')} is not measured; choose among ${PAGES.map(pageName).join(', ')}`);
  return { pages: PAGES.filter((page: MeasuredPage) => (asked ? asked.includes(pageName(page)) : !page.whenNamed)), runs };
}

export const lighthouseMeasure: Measure = {
  name: 'lighthouse',
  needsPortal: true,
  async run({ quick }): Promise<MeasureResult> {
    const { pages, runs } = lighthouseChoices(quick);
    rmSync(reportsDir, { recursive: true, force: true });
    mkdirSync(reportsDir, { recursive: true });
    const chromiumProcess = await launchChromium();
    try {
      const rows: Row[] = [];
      const details: Record<string, unknown> = { runsPerPage: runs, formFactor: 'mobile, but the pages measured as on a desktop', throttling: 'simulated (Lighthouse default)' };
      let signedInAs: string | null = null;
      const notMeasured: string[] = [];
      for (const measured of pages) {
        const { signedIn: needsSession, account = 'borrower@demo.test' } = measured;
        const path = pageName(measured);
        const where = `Lighthouse ${measured.desktop ? 'desktop' : 'mobile'}, ${path}${needsSession ? ` (signed in${measured.account ? ` as ${account}` : ''})` : ''}`;
        try {
          if (needsSession && signedInAs !== account) {
            signedInAs = null;
            await signInOverCdp(chromiumProcess.port, account);
            signedInAs = account;
          }
          await measured.prepare?.(chromiumProcess.port);
          const all: PageFigures[] = [];
          for (let run = 0; run < runs; run += 1) all.push(await auditMadeAgainIfUnrecorded(chromiumProcess.port, measured, run));
          // From worst to best: by score, runs of one score by their largest paint, the later first.
          const chosen = [...all].sort((a, b) => a.score - b.score || b.lcpSeconds - a.lcpSeconds)[Math.floor(all.length / 2)]!;
          details[path] = { formFactor: measured.desktop ? 'desktop' : 'mobile', reported: chosen, runs: all };
          const runsSaid = runs > 1 ? ` (scores ${all.map((one) => one.score).join(', ')})` : '';
          rows.push(
            { measure: `${where}: performance score`, figure: `${chosen.score}${runsSaid}`, goal: `≥ ${GOALS.score}`, met: chosen.score >= GOALS.score },
            { measure: `${where}: largest contentful paint`, figure: `${chosen.lcpSeconds.toFixed(2)} s`, goal: `≤ ${GOALS.lcpSeconds} s`, met: chosen.lcpSeconds <= GOALS.lcpSeconds },
            { measure: `${where}: cumulative layout shift`, figure: layoutShiftSaid(chosen), goal: `≤ ${GOALS.cls}`, met: chosen.cls <= GOALS.cls },
            {
              measure: `${where}: total blocking time`,
              figure: `${Math.round(chosen.tbtMs)} ms${runs > 1 ? ` (runs ${all.map((one) => Math.round(one.tbtMs)).join(', ')} ms)` : ''}`,
              goal: '—',
              met: null,
            },
          );
        } catch (error) {
          // One page that could not be measured (a redirect, a sign-in that failed) leaves the others' figures.
          const reason = error instanceof Error ? error.message : String(error);
          notMeasured.push(`lighthouse ${path}`);
          details[path] = { error: reason };
          rows.push({ measure: where, figure: `not measured: ${reason.split('\n')[0]}`, goal: '', met: null });
        }
      }
      return { rows, details, notMeasured };
    } finally {
      await chromiumProcess.stop();
    }
  },
};
