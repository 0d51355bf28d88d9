import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded bytes live (DESIGN §6, §10). The database says whose a file is; the store only keeps bytes
 * under keys it makes itself, never a name anyone sent. The default is a folder under the API's data
 * directory; the production form is an S3-compatible bucket behind this same interface.
 */
export interface FileStore {
  /** A new key, unguessable and safe as a path; the store decides its shape. */
  newKey(): string;
  /** Writes the stream under the key; rejects, and keeps nothing, when the stream fails part-way. */
  put(key: string, bytes: Readable): Promise<void>;
  read(key: string): Readable;
  /** Removing what is not there is not an error. */
  remove(key: string): Promise<void>;
}

/** Random, and shaped as two levels of fan-out, so no folder (or bucket listing) grows past a few thousand entries. */
export function newStorageKey(): string {
  const hex = randomBytes(18).toString('hex');
  return `${hex.slice(0, 2)}/${hex.slice(2, 4)}/${hex.slice(4)}`;
}

/** Only keys the store made are read or written: nothing anyone sent can name a place. */
export function checkedStorageKey(key: string): string {
  if (!/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}$/.test(key)) throw new Error('Not a key of this store');
  return key;
}

/** Files in a folder on this machine: the default, and what tests and a local run use. */
export function folderFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (given: string) => {
    const key = checkedStorageKey(given);
    const path = resolve(base, key);
    // The pattern already rules it out; this says why it matters: nothing is written outside the folder.
    if (relative(base, path).startsWith('..') || !path.startsWith(base + sep)) throw new Error('A key outside the store');
    return path;
  };
  return {
    newKey: newStorageKey,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await pipeline(bytes, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
    },
    read: (key) => createReadStream(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
