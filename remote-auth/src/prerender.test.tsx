/**
 * @jest-environment node
 */
import { prerender } from './prerender';

// What the build writes into the release (package.json `portal.prerender`), for the host server to send.
test('the landing page is drawn for nobody', () => {
  expect(prerender('/')).toContain('>One spot for all your loans</h1>');
});

test('Registration is drawn as lower environments show it: the form beside the promo, which the host server sends as a picture', () => {
  const page = prerender('/registration');
  expect(page).toContain('>Create an account</h1>');
  expect(page).toContain('<form');
  expect(page).toContain('name="firstName"');
  expect(page).not.toContain('Registration is not available here');
});
