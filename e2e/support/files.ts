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

/** The signed-in person's id, as the session keeps it in the portal's storage (`portal.user`), wherever the page is. */
export async function signedInUserId(page: Page): Promise<number> {
  const { origins } = await page.context().storageState();
  const stored = origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'portal.user');
  const id = (JSON.parse(stored?.value ?? 'null') as { id?: number } | null)?.id;
  if (typeof id !== 'number') throw new Error('Nobody is signed in on this page');
  return id;
}
