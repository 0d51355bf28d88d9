/*
 * How long switching areas takes, in a desktop viewport (Playwright's 1280×720) on this machine: signed in as
 * borrower@demo.test on /dashboard (the loans remote's page; the top bar's notifications bell is the profile
 * remote's), the network settled, a click on a sidebar link, until the new page's h1 is on screen.
 *
 * Timed in the page: from the click event's timeStamp (when the browser took the input) to the animation frame
 * after the h1 with the expected text is in the document and visible — the frame that paints it. Both on the page's
 * performance clock, so Playwright's own round trips are not in the figure.
 *
 * - cold, remote not loaded: "Submit New Loan" (/new_deal, the deals remote: nothing of it loaded on /dashboard);
 * - cold, page not loaded: "Entities" (/entities, the profile remote: its entry is already loaded for the bell, its
 *   page's code is not);
 * - warm: back to "Dashboard" and into "Entities" again, everything loaded; the figure is the second Entities;
 * - as the portal runs: "Submit New Loan" once the shell has loaded the sidebar's remotes while the browser was idle
 *   and then downloaded their pages' files (host/src/remotes/prefetchRemotes.ts).
 *
 * The cold ones in pages that save data (`navigator.connection.saveData`), where the shell loads nothing ahead.
 *
 * Each run is a new context (empty HTTP cache) from one signed-in session; the figure is the median of the runs
 * (3, 1 with --quick).
 *
 * SWITCH_PROFILES=1 keeps a CPU profile of the page's main thread for each switch, from just before the click to the
 * frame that shows the page (CDP's sampling profiler at 100 µs): `test-results/perf-switch/<switch>-<run>.cpuprofile`,
 * for DevTools' Performance panel, which follows the scripts' source maps. The profiler slows the page, so the figures
 * of such a run are not the measure's. It found a number formatter made as a page's module loaded (issue 15).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import type { Measure, MeasureResult } from './measure';
import { median } from './measure';
import { repoRoot } from '../support/paths';
import { savingData } from '../support/save-data';
import { HOST_URL, ownerOf, settle, signedInState } from './portal';

const GOAL_COLD_MS = 150;
const GOAL_WARM_MS = 50;
const DASHBOARD = { link: 'Dashboard', h1: 'Dashboard' };
const NEW_DEAL = { link: 'Submit New Loan', h1: "Let's build your deal" };
const ENTITIES = { link: 'Entities', h1: 'My Entities' };

const PROFILES_DIR = join(repoRoot, 'test-results/perf-switch');

/** Starts CDP's sampling profiler on the page; the function returned stops it and writes the profile as `name`. */
async function startProfile(page: Page, name: string): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.detach();
    mkdirSync(PROFILES_DIR, { recursive: true });
    writeFileSync(join(PROFILES_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
  };
}

declare global {
  interface Window {
    __perfSwitch?: Promise<number>;
  }
}

/** Clicks a sidebar link and returns the milliseconds from the click to the frame that shows the page's h1. */
async function switchTo(page: Page, target: { link: string; h1: string }, profileAs?: string): Promise<number> {
  await page.evaluate((h1Text) => {
    window.__perfSwitch = new Promise<number>((resolve) => {
      let clickedAt: number | null = null;
      const observer = new MutationObserver(() => check());
      const check = () => {
        if (clickedAt === null) return;
        const shown = Array.from(document.querySelectorAll('h1')).some((h1) => h1.textContent?.trim() === h1Text && h1.checkVisibility());
        if (!shown) return;
        observer.disconnect();
        const from = clickedAt;
        requestAnimationFrame(() => resolve(performance.now() - from));
      };
      window.addEventListener(
        'click',
        (event) => {
          clickedAt = event.timeStamp;
          check();
        },
        { capture: true, once: true },
      );
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    });
  }, target.h1);
  const saveProfile = profileAs && process.env.SWITCH_PROFILES ? await startProfile(page, profileAs) : undefined;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target.link, exact: true }).click();
  const elapsed = page.evaluate(() => window.__perfSwitch!);
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`"${target.h1}" did not show within 20 s of clicking "${target.link}"`)), 20_000));
  const ms = await Promise.race([elapsed, timeout]);
  if (saveProfile) await saveProfile();
  await settle(page, 5_000);
  return ms;
}

export const remoteSwitch: Measure = {
  name: 'remote-switch',
  needsPortal: true,
  async run({ quick }): Promise<MeasureResult> {
    const runs = quick ? 1 : 3;
    const browser = await chromium.launch(chromiumLaunch);
    try {
      const session = await signedInState(browser, 'borrower@demo.test');
      const openDashboard = async ({ saveData }: { saveData: boolean }) => {
        const context = await browser.newContext({ storageState: session, viewport: { width: 1280, height: 720 } });
        if (saveData) await savingData(context);
        const page = await context.newPage();
        const owners = new Set<string>();
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script') owners.add(ownerOf(response.url()));
        });
        await page.goto(`${HOST_URL}/dashboard`);
        await page.getByRole('heading', { level: 1, name: DASHBOARD.h1, exact: true }).waitFor({ timeout: 30_000 });
        await settle(page);
        // Areas are loaded ahead one per idle moment of the browser, which a busy page may push back by a few seconds.
        for (const deadline = Date.now() + 10_000; !saveData && !owners.has('deals') && Date.now() < deadline; ) await page.waitForTimeout(100);
        await settle(page);
        return { context, page, remotesLoaded: [...owners].filter((owner) => owner !== 'host').sort() };
      };
      const measured: { coldRemote: number; coldPage: number; back: number; warm: number; prefetched: number; remotesOnDashboard: string[]; remotesPrefetched: string[] }[] = [];
      for (let run = 0; run < runs; run += 1) {
        const first = await openDashboard({ saveData: true });
        if (first.remotesLoaded.includes('deals')) throw new Error('The deals remote is loaded on /dashboard already: no remote left to switch into cold');
        const coldRemote = await switchTo(first.page, NEW_DEAL, `cold-remote-${run + 1}`);
        await first.context.close();

        const second = await openDashboard({ saveData: true });
        const coldPage = await switchTo(second.page, ENTITIES, `cold-page-${run + 1}`);
        const back = await switchTo(second.page, DASHBOARD);
        const warm = await switchTo(second.page, ENTITIES, `warm-${run + 1}`);
        await second.context.close();

        const third = await openDashboard({ saveData: false });
        if (!third.remotesLoaded.includes('deals')) throw new Error('The shell did not load the deals remote while idle on /dashboard');
        const prefetched = await switchTo(third.page, NEW_DEAL, `prefetched-${run + 1}`);
        await third.context.close();
        measured.push({ coldRemote, coldPage, back, warm, prefetched, remotesOnDashboard: second.remotesLoaded, remotesPrefetched: third.remotesLoaded });
      }
      const figure = (values: number[]) => `${median(values).toFixed(0)} ms${values.length > 1 ? ` (runs ${values.map((value) => value.toFixed(0)).join(', ')})` : ''}`;
      const [coldRemote, coldPage, warm, prefetched] = [measured.map((run) => run.coldRemote), measured.map((run) => run.coldPage), measured.map((run) => run.warm), measured.map((run) => run.prefetched)];
      return {
        rows: [
          { measure: 'Cold switch, remote not loaded: /dashboard → Submit New Loan (deals)', figure: figure(coldRemote), goal: `≤ ${GOAL_COLD_MS} ms`, met: median(coldRemote) <= GOAL_COLD_MS },
          {
            measure: 'Cold switch, page not loaded: /dashboard → Entities (profile; entry loaded for the bell)',
            figure: figure(coldPage),
            goal: `≤ ${GOAL_COLD_MS} ms`,
            met: median(coldPage) <= GOAL_COLD_MS,
          },
          { measure: 'Warm switch: Entities → Dashboard → Entities (already loaded)', figure: figure(warm), goal: `≤ ${GOAL_WARM_MS} ms`, met: median(warm) <= GOAL_WARM_MS },
          {
            measure: 'Switch as the portal runs: /dashboard → Submit New Loan (deals loaded while idle)',
            figure: figure(prefetched),
            goal: `≤ ${GOAL_COLD_MS} ms`,
            met: median(prefetched) <= GOAL_COLD_MS,
          },
        ],
        details: { viewport: '1280x720', runs: measured },
      };
    } finally {
      await browser.close();
    }
  },
};
