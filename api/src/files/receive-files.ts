import { createHash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileSizeRefusal, fileTypeRefusal, maxBytesFor, uploadMessages, type FileFieldRule, type UploadEndpoint } from '@portal/shared-contracts';
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { Refusal } from '../http/refusal';
import type { FileStore } from './file-store';
import { storedFiles } from './schema';

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** What an upload request carried: its text fields (still to validate) and its files, stored and recorded. */
export interface ReceivedUpload {
  fields: Record<string, string>;
  files: Record<string, StoredFileRow[]>;
  /** Takes back everything stored, when the request fails after the files arrived. */
  discard(): Promise<void>;
}

/** Who the files are for: the account the session operates on, and the person who sent them. */
export interface Uploader {
  accountId: number;
  userId: number;
}

/**
 * Reads a multipart request part by part, each file streamed to the store through a counter that stops it at
 * its limit: an oversized file is refused at the first byte past the limit, never written whole, and what was
 * written of it is removed. Types are checked on the name before any byte is read, emptiness at the end. Files
 * are recorded only once every part has arrived well; a failure takes back what was stored.
 */
export async function receiveUpload(request: FastifyRequest, endpoint: UploadEndpoint, uploader: Uploader, db: Database, store: FileStore): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  const arrived: ArrivedFile[] = [];
  const discardBytes = () => Promise.all(arrived.map((file) => store.remove(file.storageKey))).then(() => undefined);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const rule = endpoint.files[part.fieldname];
      if (!rule) throw refusal(400, uploadMessages.noFile);
      if (arrived.filter((file) => file.field === part.fieldname).length >= (rule.maxFiles ?? 1)) throw refusal(400, uploadMessages.tooManyFiles);
      arrived.push(await storeFile(store, part.fieldname, part.filename, part.mimetype, part.file as Readable, rule));
    }
    for (const [field, rule] of Object.entries(endpoint.files)) {
      if (!rule.optional && !arrived.some((file) => file.field === field)) throw refusal(400, uploadMessages.noFile);
    }
  } catch (error) {
    await discardBytes();
    throw error;
  }

  const rows =
    arrived.length === 0
      ? []
      : await db
          .insert(storedFiles)
          .values(arrived.map(({ field: _field, ...file }) => ({ ...file, accountId: uploader.accountId, uploadedBy: uploader.userId })))
          .returning();
  // Every declared field is there, an optional one that came without files as an empty list.
  const files: Record<string, StoredFileRow[]> = Object.fromEntries(Object.keys(endpoint.files).map((field) => [field, []]));
  rows.forEach((row, index) => (files[arrived[index]!.field] ??= []).push(row));
  return {
    fields,
    files,
    discard: async () => {
      if (rows.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.id, rows.map((row) => row.id)));
      await discardBytes();
    },
  };
}

interface ArrivedFile {
  field: string;
  kind: string;
  storageKey: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
}

async function storeFile(store: FileStore, field: string, name: string, contentType: string, bytes: Readable, rule: FileFieldRule): Promise<ArrivedFile> {
  const typeRefusal = fileTypeRefusal(name, rule);
  if (typeRefusal) {
    bytes.resume();
    throw refusal(415, typeRefusal);
  }
  const counter = new CountingLimit(maxBytesFor(name, rule), () => refusal(413, fileSizeRefusal(name, Number.MAX_SAFE_INTEGER, rule) ?? uploadMessages.tooBig(name)));
  const storageKey = store.newKey();
  // Both sides settle before anything is decided, so no stream is left erroring with nobody listening.
  const [fed, stored] = await Promise.allSettled([pipeline(bytes, counter), store.put(storageKey, counter)]);
  const failure = fed.status === 'rejected' ? fed.reason : stored.status === 'rejected' ? stored.reason : null;
  if (failure) {
    await store.remove(storageKey);
    throw counter.refusal ?? failure;
  }
  const empty = counter.size === 0 ? fileSizeRefusal(name, 0, rule) : null;
  if (empty) {
    await store.remove(storageKey);
    throw refusal(400, empty);
  }
  return { field, kind: rule.kind, storageKey, name: cleanName(name), contentType: contentType || 'application/octet-stream', size: counter.size, sha256: counter.digest() };
}

/** Passes bytes on while counting and hashing them; one byte past the limit ends the stream with the refusal. */
class CountingLimit extends Transform {
  size = 0;
  refusal: Refusal | null = null;
  private readonly hash = createHash('sha256');

  constructor(
    private readonly limit: number,
    private readonly refuse: () => Refusal,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit) {
      this.refusal = this.refuse();
      done(this.refusal);
      return;
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/** The name as shown and offered back: no path a browser may have sent, no control characters, a sane length. */
function cleanName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'file').slice(0, 255);
}

/** The message names the file: a list of field errors repeating it would only say it twice. */
function refusal(status: number, message: string): Refusal {
  return new Refusal(status, { message });
}
