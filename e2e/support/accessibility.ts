import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe violation on what the page shows now ("no serious axe violations" is part of done), each
 * reported with the elements it was found on. `include` narrows the scan to a part of the page.
 */
export async function expectAccessible(page: Page, what: string, { include }: { include?: string } = {}) {
  // Legacy mode runs axe in the page and its same-origin frames (the e-signature stand-in's is one). The default opens
  // a blank page to gather the results of cross-origin frames too, which the portal shows none of here: that took
  // half of each of the suite's 67 scans (3.5 of 7 s on two cores).
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
    `axe on ${what}`,
  ).toEqual([]);
}
