import { createHash } from 'node:crypto';
import { INLINE_STYLESHEET_MAX_CHARS, withStylesheetsInline } from './inlineStylesheets';

const HOST_CSS = '.portal-public{display:flex}';
const REMOTE = 'https://remotes.lender.example/remote-auth/1.2.0/__federation_expose_app.87057458.css';
const REMOTE_CSS = '.auth-landing h1{font-size:2rem}';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const reading = (sheets: Record<string, string>) => {
  const asked: string[] = [];
  return { asked, read: async (href: string) => (asked.push(href), sheets[href]) };
};

test("each stylesheet the page links is put in the page, marked with its address, and named by its hash for the page's policy", async () => {
  const html = `<head><link href="/main.391d52ee.css" rel="stylesheet"><link rel="preload" as="style" href="/670.css"><link rel="stylesheet" href="${REMOTE}"></head>`;
  const { read, asked } = reading({ '/main.391d52ee.css': HOST_CSS, [REMOTE]: REMOTE_CSS });

  const page = await withStylesheetsInline(html, read);

  expect(page.html).toBe(`<head><style data-href="/main.391d52ee.css">${HOST_CSS}</style><link rel="preload" as="style" href="/670.css"><style data-href="${REMOTE}">${REMOTE_CSS}</style></head>`);
  expect(page.styleHashes).toEqual([sha256(HOST_CSS), sha256(REMOTE_CSS)]);
  // A preload hint is no stylesheet of the first paint: left to the browser.
  expect(asked).toEqual(['/main.391d52ee.css', REMOTE]);
});

test('a stylesheet that cannot be read, is too large or would close its element stays linked, and is not named', async () => {
  const links = ['/gone.css', '/large.css', '/closing.css', '/failing.css'].map((href) => `<link href="${href}" rel="stylesheet">`).join('');
  const sheets: Record<string, string> = { '/large.css': 'a{}'.padEnd(INLINE_STYLESHEET_MAX_CHARS + 1, ' '), '/closing.css': 'a{content:"</STYLE><script>alert(1)</script>"}' };
  const read = async (href: string) => {
    if (href === '/failing.css') throw new Error('EACCES');
    return sheets[href];
  };

  await expect(withStylesheetsInline(links, read)).resolves.toEqual({ html: links, styleHashes: [] });
});

test('a stylesheet linked twice is read once; links for some media or under an integrity stay as they are', async () => {
  const kept = '<link rel="stylesheet" media="print" href="/main.css"><link rel="stylesheet" href="/main.css" integrity="sha384-x">';
  const { read, asked } = reading({ '/main.css': HOST_CSS });

  const page = await withStylesheetsInline(`<link rel="stylesheet" href="/main.css">${kept}<link rel="stylesheet" href="/main.css">`, read);

  expect(page.html).toBe(`<style data-href="/main.css">${HOST_CSS}</style>${kept}<style data-href="/main.css">${HOST_CSS}</style>`);
  expect(page.styleHashes).toEqual([sha256(HOST_CSS)]);
  expect(asked).toEqual(['/main.css']);
});

test('a page without a stylesheet link is unchanged', async () => {
  const html = '<!doctype html><html><head><title>Portal</title></head><body></body></html>';
  await expect(withStylesheetsInline(html, async () => HOST_CSS)).resolves.toEqual({ html, styleHashes: [] });
});
