import type { BrowserContext } from '@playwright/test';

/**
 * The context's pages ask to save data (`navigator.connection.saveData`), so the shell loads no area ahead of a
 * click (host/src/remotes/prefetchRemotes.ts): what a page downloads is then what the page itself needs.
 */
export async function savingData(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });
  });
}
