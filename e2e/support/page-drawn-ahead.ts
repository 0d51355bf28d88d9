import { expect, type Page } from '@playwright/test';
import { PRERENDERED_PAGE_CLASS } from '@portal/shared-contracts';

/*
 * What the journeys of pages drawn ahead need: a script held back, so that the page the server sent shows alone, and
 * the page's layout shifts added up from its start.
 */

/**
 * Waits until the host server sends `path` with its page drawn ahead. A remote that could not be had (the failure
 * matrix's server down) is asked again by the server a few seconds later (deploy's `createManifestSource`): a journey
 * run right after one keeps to what it checks, rather than depending on what ran before it.
 */
export async function drawnAheadByTheServer(page: Page, path: string): Promise<void> {
  await expect.poll(async () => (await page.request.get(path)).text(), { message: `${path} sent with its page drawn ahead` }).toContain(`class="${PRERENDERED_PAGE_CLASS}"`);
}

/** Holds the requests for an address (a script, an API call) until the returned function is called. */
export async function holdRequests(page: Page, address: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(address, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Adds up the page's layout shifts from its start; `layoutShifted` reads the sum. */
export async function countLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { shifted: number };
    seen.shifted = 0;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => (seen.shifted += (entry as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShifted = (page: Page) => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
