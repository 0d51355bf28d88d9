/*
 * What a page's main thread does while it opens, observed in Chromium rather than simulated: cold loads of /login
 * signed out and /dashboard signed in as borrower@demo.test, on Lighthouse's phone screen (412×823) with the CPU
 * slowed four times as Lighthouse's mobile profile does (CDP's `Emulation.setCPUThrottlingRate`; the network is not
 * throttled). For each load, once the page has shown its h1 and the network has settled:
 *
 * - script time: CDP's `Performance.getMetrics` ScriptDuration, the main thread's time in JavaScript (compiling it
 *   there included);
 * - blocking time: each of the page's own long tasks (its `longtask` entries) beyond 50 ms, summed — Lighthouse's
 *   total blocking time, observed rather than simulated, and from navigation rather than from the first paint;
 * - largest paint: the page's last `largest-contentful-paint` entry.
 *
 * Not budgets of the issue (Lighthouse's score is): a steadier view of the same work, for comparing builds. Medians
 * of six loads a page (two with --quick); `MAIN_THREAD_RUNS` sets another count. Compare builds on sets alternated
 * in one session: this machine's speed swings between hours.
 */
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import type { Measure, MeasureResult, Row } from './measure';
import { median } from './measure';
import { HOST_URL, settle, signedInState } from './portal';

const PHONE = { width: 412, height: 823 };
const CPU_SLOWDOWN = 4;
const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
] as const;

interface Load {
  scriptMs: number;
  blockingMs: number;
  largestPaintMs: number;
}

async function coldLoad(browser: Browser, path: string, storageState?: BrowserContextOptions['storageState']): Promise<Load> {
  const context = await browser.newContext({ viewport: PHONE, storageState });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const longTasks: number[] = [];
      Object.assign(window, { __portalLongTasks: longTasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.goto(`${HOST_URL}${path}`);
    await page.locator('h1').first().waitFor({ timeout: 60_000 });
    await settle(page);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const scriptSeconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? Number.NaN;
    const { longTasks, largestPaint } = await page.evaluate(
      () =>
        new Promise<{ longTasks: number[]; largestPaint: number }>((resolve) => {
          const longTasks = (window as unknown as { __portalLongTasks: number[] }).__portalLongTasks;
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({ longTasks, largestPaint: entries[entries.length - 1]?.startTime ?? Number.NaN });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          // A page that painted nothing contentful reports no entry: its figure is then "NaN", not a hung run.
          setTimeout(() => resolve({ longTasks, largestPaint: Number.NaN }), 5_000);
        }),
    );
    return {
      scriptMs: scriptSeconds * 1000,
      blockingMs: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      largestPaintMs: largestPaint,
    };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

export const mainThread: Measure = {
  name: 'main-thread',
  needsPortal: true,
  async run({ quick }): Promise<MeasureResult> {
    const runs = Number(process.env.MAIN_THREAD_RUNS ?? (quick ? 2 : 6));
    const browser = await chromium.launch(chromiumLaunch);
    try {
      const session = await signedInState(browser, 'borrower@demo.test');
      const rows: Row[] = [];
      const details: Record<string, Load[]> = {};
      for (const { path, signedIn } of PAGES) {
        const loads: Load[] = [];
        for (let run = 0; run < runs; run++) loads.push(await coldLoad(browser, path, signedIn ? session : undefined));
        details[path] = loads;
        const each = (pick: (load: Load) => number) => `${ms(median(loads.map(pick)))} (runs ${loads.map((load) => Math.round(pick(load))).join(', ')})`;
        const page = `${path}${signedIn ? ' (signed in)' : ''}, cold, 4× CPU, observed`;
        rows.push(
          { measure: `Main-thread script time, ${page}`, figure: each((load) => load.scriptMs), goal: '—', met: null },
          { measure: `Blocking time, ${page}`, figure: each((load) => load.blockingMs), goal: '—', met: null },
          { measure: `Largest contentful paint, ${page}`, figure: each((load) => load.largestPaintMs), goal: '—', met: null },
        );
      }
      return { rows, details };
    } finally {
      await browser.close();
    }
  },
};
