/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import { PICTURE_FOR_SESSION_SCRIPT } from './shellPage';

// The script the host server puts after a page drawn ahead for a kind of person (shellPage's frameWithPictureFor), run
// as the browser runs it while reading the page: at that moment it is the document's current script.
const spinner = '<div class="portal-remote-area"><span role="status">Loading…</span></div>';
// As the DOM writes it back (inert="").
const picture = '<div class="portal-prerendered" data-prerendered-route="BorrowerApplication" inert=""><h1>Application</h1></div>';

function mainAfterScript({ sessionFacts, drawnFor = 'application-tab:0', media, screenMatches = true }: { sessionFacts?: string; drawnFor?: string; media?: string; screenMatches?: boolean }) {
  const facts = sessionFacts === undefined ? '' : ` data-session-facts="${sessionFacts}"`;
  const mediaAttribute = media === undefined ? '' : ` data-media="${media}"`;
  document.body.innerHTML = `<div class="portal-signed-in"${facts}><main>${spinner}<template data-drawn-for="${drawnFor}"${mediaAttribute}>${picture}</template><script></script></main></div>`;
  const script = document.querySelector('script')!;
  const asked: string[] = [];
  const matchMedia = (query: string) => (asked.push(query), { matches: screenMatches });
  new Function('document', 'matchMedia', PICTURE_FOR_SESSION_SCRIPT)({ currentScript: script }, matchMedia);
  return { main: document.querySelector('main')!.innerHTML, asked };
}

test('shows the picture in place of the spinner when each fact it was drawn for is the session\'s, on a screen its media query matches', () => {
  expect(mainAfterScript({ sessionFacts: 'application-tab:0', media: 'not all and (min-width: 1300px)' })).toEqual({ main: picture, asked: ['not all and (min-width: 1300px)'] });
  expect(mainAfterScript({ sessionFacts: 'may:x application-tab:0', drawnFor: 'application-tab:0' }).main).toBe(picture);
});

test('leaves the spinner for another person, an unknown one (no restorable session), or another screen', () => {
  const spinnerLeft = (main: string) => main.startsWith(spinner) && main.includes('<template');
  expect(spinnerLeft(mainAfterScript({ sessionFacts: 'application-tab:4' }).main)).toBe(true);
  expect(spinnerLeft(mainAfterScript({ sessionFacts: 'application-tab:01' }).main)).toBe(true);
  expect(spinnerLeft(mainAfterScript({}).main)).toBe(true);
  expect(spinnerLeft(mainAfterScript({ sessionFacts: '' }).main)).toBe(true);
  expect(spinnerLeft(mainAfterScript({ sessionFacts: 'application-tab:0', drawnFor: 'application-tab:0 entities' }).main)).toBe(true);
  expect(spinnerLeft(mainAfterScript({ sessionFacts: 'application-tab:0', media: 'not all and (min-width: 1300px)', screenMatches: false }).main)).toBe(true);
});
