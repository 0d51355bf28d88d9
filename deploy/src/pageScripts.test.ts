/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import { pictureFitting, sessionIsRestorable } from '@portal/shared-contracts';
import { PICTURE_FOR_SESSION_SCRIPT, VISITOR_FRAME_SCRIPT } from './shellPage';

// The scripts the host server puts in its pages after a template (shellPage's), run as the browser runs them while reading
// the page: at that moment each is the document's current script.

/** Runs a script of the page as the document's current script, with the screen's media queries answered. */
function runAsCurrentScript(code: string, script: HTMLScriptElement, matchMedia: (query: string) => { matches: boolean } = () => ({ matches: true })) {
  new Function('document', 'matchMedia', code)({ currentScript: script }, matchMedia);
}
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
  runAsCurrentScript(PICTURE_FOR_SESSION_SCRIPT, script, matchMedia);
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

test('a picture drawn for what the page\'s query says (no fact left to find in the session) shows for any session, not without one', () => {
  expect(mainAfterScript({ sessionFacts: 'application-tab:0 verified', drawnFor: '' }).main).toBe(picture);
  expect(mainAfterScript({ sessionFacts: '', drawnFor: '' }).main).toBe(picture);
  const spinnerLeft = (main: string) => main.startsWith(spinner) && main.includes('<template');
  expect(spinnerLeft(mainAfterScript({ drawnFor: '' }).main)).toBe(true);
});

test('of several pictures, shows the one the contract\'s rule picks (pictureFitting), for every session and screen tried', () => {
  const IN_A_ROW = 'not all and (min-width: 1300px)';
  const pictures = [
    { facts: ['application-tab:7', 'verified', 'entities'], media: IN_A_ROW },
    { facts: ['application-tab:7', 'entities'], media: IN_A_ROW },
    { facts: ['application-tab:7'], media: IN_A_ROW },
    { facts: ['application-tab:1'] },
    { facts: [], media: IN_A_ROW },
  ];
  const markup = (index: number) => `<div class="portal-prerendered" inert=""><p>picture ${index}</p></div>`;
  const templates = pictures.map(({ facts, media }, index) => `<template data-drawn-for="${facts.join(' ')}"${media ? ` data-media="${media}"` : ''}>${markup(index)}</template>`).join('');
  for (const sessionFacts of ['application-tab:7 verified entities', 'entities application-tab:7', 'application-tab:7 verified', 'application-tab:1 verified', 'application-tab:3', '']) {
    for (const phone of [true, false]) {
      document.body.innerHTML = `<div class="portal-signed-in" data-session-facts="${sessionFacts}"><main>${spinner}${templates}<script></script></main></div>`;
      runAsCurrentScript(PICTURE_FOR_SESSION_SCRIPT, document.querySelector('script')!, (query) => ({ matches: phone && query === IN_A_ROW }));
      const fits = pictureFitting(pictures, sessionFacts.split(' '), (media) => phone && media === IN_A_ROW);
      const main = document.querySelector('main')!.innerHTML;
      expect(main).toBe(fits ? markup(pictures.indexOf(fits)) : `${spinner}${templates}<script></script>`);
    }
  }
});

describe('the public frame of a page for anyone', () => {
  const frame = '<div class="portal-public"><footer>We use the information you share with us only to review your loans.</footer></div>';
  const NOW = Date.now();

  function rootAfterScript(lastActivity: string | null) {
    localStorage.clear();
    if (lastActivity !== null) localStorage.setItem('portal.lastActivity', lastActivity);
    document.body.innerHTML = `<div id="portal-root"><template>${frame}</template><script></script></div>`;
    runAsCurrentScript(VISITOR_FRAME_SCRIPT, document.querySelector('script')!);
    return document.getElementById('portal-root')!.innerHTML;
  }

  test('is shown to a visitor: no session stored, or one the shell would not restore ("within 15 minutes")', () => {
    expect(rootAfterScript(null)).toBe(frame);
    expect(rootAfterScript(String(NOW - 16 * 60_000))).toBe(frame);
    expect(rootAfterScript(String(NOW + 60_000))).toBe(frame);
    expect(rootAfterScript('not a time')).toBe(frame);
  });

  test('is shown exactly where the contract\'s rule would not restore the session (sessionIsRestorable)', () => {
    for (const minutesAgo of [-1, 0, 1, 14, 14.99, 15, 15.01, 16, 600]) {
      const lastActivity = NOW - minutesAgo * 60_000;
      const shown = rootAfterScript(String(lastActivity)) === frame;
      // The script reads the clock a moment after NOW: a session at the very edge may have aged past it.
      if (Math.abs(minutesAgo - 15) > 0.001) expect(shown).toBe(!sessionIsRestorable(lastActivity, NOW));
    }
  });

  test('is not shown where a session is stored that the shell restores: it draws the signed-in frame', () => {
    // The frame stays in its template, which the browser does not show.
    expect(rootAfterScript(String(NOW - 60_000))).toBe(`<template>${frame}</template><script></script>`);
    expect(rootAfterScript(String(NOW - 14 * 60_000))).toBe(`<template>${frame}</template><script></script>`);
  });
});
