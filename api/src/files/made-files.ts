import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database } from '../db/database';
import type { FileStore } from './file-store';
import type { StoredFileRow } from './receive-files';
import { storedFiles } from './schema';

export interface MadeFile {
  accountId: number;
  kind: string;
  name: string;
  bytes: Buffer;
  contentType?: string;
  madeFor?: number | null;
  loanId?: number | null;
}

/** Keeps a file the API made itself (a document to sign, its signed copy) as the account's, like an uploaded one. */
export async function keepMadeFile(db: Database, store: FileStore, file: MadeFile): Promise<StoredFileRow> {
  const storageKey = store.newKey();
  await store.put(storageKey, Readable.from([file.bytes]));
  const [row] = await db
    .insert(storedFiles)
    .values({
      accountId: file.accountId,
      kind: file.kind,
      storageKey,
      name: file.name,
      contentType: file.contentType ?? 'application/pdf',
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      uploadedBy: file.madeFor ?? null,
      loanId: file.loanId ?? null,
    })
    .returning();
  return row!;
}
