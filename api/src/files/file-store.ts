import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
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

/** Files in a folder: two levels of fan-out, so no directory grows past a few thousand entries. */
export function folderFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}$/.test(key)) throw new Error('Not a key of this store');
    const path = resolve(base, key);
    // The pattern already rules it out; this says why it matters: nothing is written outside the folder.
    if (relative(base, path).startsWith('..') || !path.startsWith(base + sep)) throw new Error('A key outside the store');
    return path;
  };
  return {
    newKey() {
      const hex = randomBytes(18).toString('hex');
      return `${hex.slice(0, 2)}/${hex.slice(2, 4)}/${hex.slice(4)}`;
    },
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

/** The default folder: beside the PGlite database, under the API's data directory. */
export function defaultFilesFolder(dataDir: string): string {
  return join(dataDir, '..', 'files');
}
