/**
 * @jest-environment node
 */
import { prerender } from './prerender';

// What the build writes into the release (package.json `portal.prerender`), for the host server to send.
test("My Deals is drawn for nobody: its heading, the search switch and the tabs, no one's loans", () => {
  const page = prerender('/my_deals');
  expect(page).toContain('<h1 id="_R_0_" class="pui-page__title">PENDING LOANS - SUMMARY</h1>');
  expect(page).toContain('<span>Search Mode</span>');
  expect(page.match(/role="tab"/g)).toHaveLength(4);
  expect(page).not.toContain('<table');
});

test('the dashboard is drawn for nobody: its heading, no panel', () => {
  const page = prerender('/dashboard');
  expect(page).toContain('>Dashboard</h1>');
  expect(page).toContain('<div class="loans-dashboard__panels"></div>');
});
