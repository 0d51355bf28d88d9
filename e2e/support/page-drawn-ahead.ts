import type { Page } from '@playwright/test';

/*
 * What the journeys of pages drawn ahead need: a script held back, so that the page the server sent shows alone, and
 * the page's layout shifts added up from its start.
 */

/** Holds the requests for a script (by its address) until the returned function is called. */
export async function holdScript(page: Page, address: string | RegExp): Promise<() => void> {
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
