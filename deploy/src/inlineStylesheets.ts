import { createHash } from 'node:crypto';
import { attribute } from './shellPage';

/*
 * The stylesheets a shell page links, put in the page itself: its first paint then waits for no request but the page's
 * (Lighthouse mobile, three alternated sets of three runs, medians: the largest paint of / 1.02–1.42 s → 0.85–1.11 s,
 * of /login 1.07–1.26 s → 0.83–0.88 s; the host's stylesheet is 7.3 KB in Brotli, the landing page's 0.6 KB, and it
 * came from the auth remote's origin, a connection of its own). Each becomes a style element the
 * Content-Security-Policy allows by its hash, not by 'unsafe-inline' (DESIGN §5), marked with the address it came from:
 * a remote's style loader finds its stylesheet there (`data-href`, as mini-css-extract-plugin's runtime looks for it)
 * and does not fetch it again. A stylesheet that cannot be read, is too large, or holds what would close its element
 * stays linked.
 */

/** A shell page with its stylesheets in it, and the Content-Security-Policy sources that allow them. */
export interface PageWithStyles {
  html: string;
  /** `'sha256-…'` of each style element the server put in the page. */
  styleHashes: string[];
}

/** The largest stylesheet put in a page: the host's is ~42 KB before compression. */
export const INLINE_STYLESHEET_MAX_CHARS = 128 * 1024;

const LINK = /<link\b[^>]*>/g;

/** The address a link element's stylesheet comes from, when it is a plain stylesheet link. */
function stylesheetHref(link: string): string | undefined {
  const attributes = new Map([...link.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
  const href = attributes.get('href');
  if (attributes.get('rel') !== 'stylesheet' || !href || attributes.has('media') || attributes.has('integrity')) return undefined;
  return href.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

const inlinable = (css: string | undefined) => (css !== undefined && css.length <= INLINE_STYLESHEET_MAX_CHARS && !/<\/style/i.test(css) ? css : undefined);

/** The Content-Security-Policy source that allows an inline element with this text. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page with each stylesheet `read` gives put in place of its link. */
export async function withStylesheetsInline(html: string, read: (href: string) => Promise<string | undefined>): Promise<PageWithStyles> {
  const hrefs = new Set([...html.matchAll(LINK)].map(([link]) => stylesheetHref(link)).filter((href) => href !== undefined));
  const sheets = new Map(await Promise.all([...hrefs].map(async (href) => [href, inlinable(await read(href).catch(() => undefined))] as const)));
  const styleHashes = new Set<string>();
  const page = html.replace(LINK, (link) => {
    const href = stylesheetHref(link);
    const css = href === undefined ? undefined : sheets.get(href);
    if (href === undefined || css === undefined) return link;
    styleHashes.add(hashSource(css));
    return `<style data-href="${attribute(href)}">${css}</style>`;
  });
  return { html: page, styleHashes: [...styleHashes] };
}
