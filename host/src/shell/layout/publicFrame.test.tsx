/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { COMPANY, publicFrameFor } from '@portal/shared-contracts';
import { PublicLayout } from './PublicLayout';
import { publicFrameMarkup } from './publicFrame';

const site = 'https://www.lender.example';

test('the static frame, pointed at an environment\'s site, is the frame React renders around the page there, so its first render replaces it in place', () => {
  expect(publicFrameFor(publicFrameMarkup(), site)).toBe(renderToStaticMarkup(<PublicLayout marketingSiteUrl={site}>{null}</PublicLayout>));
});

test('spec 000 §1: the bar links to the marketing site, the footer to its pages, and says the privacy notice', () => {
  const frame = publicFrameFor(publicFrameMarkup(), 'https://other.example/?a=1&b=2');
  expect(frame).toContain('href="https://other.example/?a=1&amp;b=2"');
  expect(frame).toContain('href="https://other.example/about"');
  expect(frame).toContain(COMPANY.privacyNotice);
  expect(frame).not.toContain('marketing-site.invalid');
  // Nothing that runs: the page's Content-Security-Policy allows no inline script or style.
  expect(frame).not.toMatch(/<script|style=/);
});
