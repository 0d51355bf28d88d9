import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { INLINE_SCRIPT } from '../support/inline-scripts';
import { savingData } from '../support/save-data';
import { HOST_URL, ownerOf, settle } from './portal';

export interface LoadedScript {
  url: string;
  /** 'host' or the remote whose origin served it. */
  owner: string;
  bytes: number;
  /** gzip level 9 of the body, as e2e/tests/budget.spec.ts counts it. */
  gzip: number;
  /** The body's bytes as the server sent them, and how they were encoded ('br', 'gzip'; 'identity' when not). */
  sent: number;
  encoding: string;
  body: string;
}

/**
 * The scripts a page carries in itself (the signed-in banners' script), counted as files of the host: the body as
 * such, and as sent, its Brotli at the quality the host server compresses the page with.
 */
export function inlineScriptsOf(url: string, html: string): LoadedScript[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, code], index) => {
    const body = Buffer.from(code!, 'utf8');
    return {
      url: `${url}#inline-script-${index + 1}`,
      owner: 'host',
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      sent: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }).length,
      encoding: 'br',
      body: code!,
    };
  });
}

/**
 * Loads a page in a new context (so an empty HTTP cache), optionally with a signed-in session's cookies and
 * localStorage, and returns every script it loaded: each script response's body and each script the page carries in
 * itself (inlineScriptsOf), until the page shows its first h1
 * and the network has settled (the lazy chunks of what it renders come in too). The page saves data, so the areas
 * its sidebar leads to are not loaded ahead and counted as its own.
 */
export async function scriptsOfColdLoad(
  browser: Browser,
  path: string,
  storageState?: BrowserContextOptions['storageState'],
  /** What else the page shows once drawn (its table, its chart), waited for too: a slow run can settle before they come. */
  drawn: readonly string[] = [],
  /** Playwright's desktop screen (1280×720) unless told. */
  viewport?: { width: number; height: number },
): Promise<{ scripts: LoadedScript[]; finalPath: string }> {
  const context = await browser.newContext({ storageState, viewport });
  await savingData(context);
  try {
    const page = await context.newPage();
    const scripts: LoadedScript[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document' && response.ok()) {
        pending.push(response.text().then((html) => void scripts.push(...inlineScriptsOf(response.url(), html)), () => undefined));
        return;
      }
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      pending.push(
        Promise.all([response.body(), response.request().sizes(), response.headerValue('content-encoding')]).then(
          ([body, sizes, encoding]) =>
            void scripts.push({
              url: response.url(),
              owner: ownerOf(response.url()),
              bytes: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
              sent: sizes.responseBodySize,
              encoding: encoding ?? 'identity',
              body: body.toString('utf8'),
            }),
          () => undefined,
        ),
      );
    });
    await page.goto(`${HOST_URL}${path}`);
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    for (const selector of drawn) await page.locator(selector).first().waitFor({ timeout: 30_000 });
    await settle(page);
    await Promise.all(pending);
    return { scripts, finalPath: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}
