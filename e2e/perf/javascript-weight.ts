/*
 * The JavaScript a page loads on a cold cache, gzip level 9 of every script response, as e2e/tests/budget.spec.ts
 * counts it: /login signed out, /my_deals and /dashboard signed in as borrower@demo.test. Beside it, the bytes the
 * servers sent (their pre-compressed Brotli copies, for Chromium takes Brotli): what the budget's unit leaves out.
 *
 * Cold after signing in: the sign-in happens in a context of its own, through the Login page; only its cookies and
 * localStorage (the session) go into a NEW context, whose HTTP cache Chromium starts empty (each Playwright context
 * has its own), and the page is loaded there. So every script of the page is downloaded and counted, none of the
 * sign-in's scripts served from cache.
 *
 * echarts and ag-grid are recognised by their code, not by file names (chunk names are numbers in production):
 * `_echarts_instance_` is the key echarts' core sets on a chart's element, "AG Grid" the prefix of ag-grid's own
 * messages, both in their production builds.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import type { Measure, MeasureResult, Row } from './measure';
import { kb } from './measure';
import { scriptsOfColdLoad } from './page-scripts';
import { signedInState } from './portal';

const LIBRARY_MARKERS = { echarts: '_echarts_instance_', 'ag-grid': 'AG Grid' } as const;

// `drawn`: the table and the chart the page shows (a table's plain rows, a doughnut's plain slices), so that what they
// load is counted; ag-grid comes only when the keyboard enters a table (shared-ui's DataTable), echarts only when the
// pointer comes to a doughnut (shared-ui's Chart), which no page load does.
// Playwright's desktop screen (1280×720), and /dashboard once more on Lighthouse's mobile one (412×823).
const PHONE = { width: 412, height: 823 };
const PAGES = [
  { path: '/login', signedIn: false, goalBytes: 160 * 1024, drawn: [] },
  { path: '/my_deals', signedIn: true, goalBytes: 260 * 1024, drawn: ['[role="table"]'] },
  { path: '/dashboard', signedIn: true, goalBytes: 260 * 1024, drawn: ['[role="table"]', 'figure svg'] },
  { path: '/dashboard', signedIn: true, goalBytes: 260 * 1024, drawn: ['figure svg'], viewport: PHONE },
] as const;

export const javascriptWeight: Measure = {
  name: 'javascript-weight',
  needsPortal: true,
  async run(): Promise<MeasureResult> {
    const browser = await chromium.launch(chromiumLaunch);
    try {
      const session = await signedInState(browser, 'borrower@demo.test');
      const rows: Row[] = [];
      const details: Record<string, unknown> = {};
      for (const { path, signedIn, goalBytes, drawn, ...page } of PAGES) {
        const viewport = 'viewport' in page ? page.viewport : undefined;
        const { scripts, finalPath } = await scriptsOfColdLoad(browser, path, signedIn ? session : undefined, drawn, viewport);
        if (finalPath !== path) throw new Error(`${path} ended on ${finalPath}: the page was not measured`);
        const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
        const sent = scripts.reduce((sum, script) => sum + script.sent, 0);
        const encodings = [...new Set(scripts.map((script) => script.encoding))].sort().join(', ');
        const libraries = Object.entries(LIBRARY_MARKERS).map(([name, marker]) => {
          const files = scripts.filter((script) => script.body.includes(marker));
          return { name, marker, loaded: files.length > 0, files: files.map((file) => file.url) };
        });
        // Loaded or not: the marker is in one of a library's chunks, so its size is not theirs all (the JSON lists them).
        const said = libraries.map((library) => `${library.name} ${library.loaded ? 'loaded' : 'not loaded'}`).join(', ');
        rows.push({
          measure: `JavaScript for ${path}${viewport ? ` on a phone's screen (${viewport.width}×${viewport.height}, the first screen)` : ''}, cold, gzip${signedIn ? ' (borrower@demo.test)' : ''}`,
          figure: `${kb(total)} in ${scripts.length} files (${kb(sent)} as sent: ${encodings})${signedIn ? `; ${said}` : ''}`,
          goal: `≤ ${kb(goalBytes).replace('.0 ', ' ')}`,
          met: total <= goalBytes,
        });
        details[viewport ? `${path} (phone)` : path] = {
          totalGzip: total,
          totalSent: sent,
          totalBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
          libraries,
          files: scripts.sort((a, b) => b.gzip - a.gzip).map(({ url, owner, bytes, gzip, sent, encoding }) => ({ url, owner, bytes, gzip, sent, encoding })),
        };
      }
      return { rows, details };
    } finally {
      await browser.close();
    }
  },
};
