import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export const MB = 1024 * 1024;

/** Writes a file of `size` random bytes (zeros when `zeros`) at `path` and returns its bytes. */
export function writeFileOfSize(path: string, size: number, { zeros = false } = {}): Buffer {
  const bytes = zeros ? Buffer.alloc(size) : randomBytes(size);
  writeFileSync(path, bytes);
  return bytes;
}

/** The signed-in person's id, as the session keeps it in the page's storage (`portal.user`). */
export async function signedInUserId(page: Page): Promise<number> {
  const id = await page.evaluate(() => (JSON.parse(localStorage.getItem('portal.user') ?? 'null') as { id?: number } | null)?.id);
  if (typeof id !== 'number') throw new Error('Nobody is signed in on this page');
  return id;
}
