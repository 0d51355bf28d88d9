/**
 * @jest-environment node
 */
import { prerender } from './prerender';

// What the build writes into the release (package.json `portal.prerender`), for the host server to send.
test('the teams area is drawn for nobody: its heading and what it is for; no one\'s account, no spinner (the area\'s, once it knows whose teams to load)', () => {
  const page = prerender('/teams_area');
  expect(page).toContain('>Teams</h1>');
  expect(page).toContain('<p class="teams-area__intro">Choose whose account to work on: your own, or the account of a borrower whose team you joined.</p>');
  expect(page).not.toContain('Main Account');
  expect(page).not.toContain('role="status"');
});
