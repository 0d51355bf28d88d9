/**
 * @jest-environment node
 */
import { prerender } from './prerender';

// What the build writes into the release (package.json `portal.prerender`), for the host server to send.
test("Proof of Funds is drawn for nobody: its heading and what linked accounts are for, no one's banks nor contact form", () => {
  const page = prerender('/plaid');
  expect(page).toContain('>Proof of Funds</h1>');
  expect(page).toContain('<p class="proof-of-funds__explanation">Linked accounts are used only as proof of funds. They are never used for drawing funds.</p>');
  expect(page).not.toContain('<form');
  expect(page).not.toContain('role="status"');
});
