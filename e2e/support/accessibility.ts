import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe violation on what the page shows now ("no serious axe violations" is part of done), each
 * reported with the elements it was found on. `include` narrows the scan to a part of the page.
 */
export async function expectAccessible(page: Page, what: string, { include }: { include?: string } = {}) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
    `axe on ${what}`,
  ).toEqual([]);
}
