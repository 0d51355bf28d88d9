import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import type { FileStore } from './file-store';
import type { StoredFileRow } from './receive-files';

/** What a download handler answers: a file to send as an attachment. */
export interface FileAnswer {
  name: string;
  contentType: string;
  bytes: Readable;
  /** Known for a stored file; a zip being built has none. */
  size?: number;
}

export function storedFileAnswer(store: FileStore, file: StoredFileRow): FileAnswer {
  return { name: file.name, contentType: file.contentType, bytes: store.read(file.storageKey), size: file.size };
}

/**
 * Waits for the store to have the file's first bytes (or its end) ready. A record whose bytes are not in the store (the
 * demo files when the seed had no store to write them to) then answers 404 like a missing file, rather than failing
 * half-way through a download that already said 200.
 */
export async function bytesAreThere(bytes: Readable): Promise<boolean> {
  try {
    await once(bytes, 'readable');
    return true;
  } catch {
    return false;
  }
}

/** The stored file as a download, or null when its bytes are not in the store. */
export async function storedFileAnswerIfThere(store: FileStore, file: StoredFileRow): Promise<FileAnswer | null> {
  const answer = storedFileAnswer(store, file);
  return (await bytesAreThere(answer.bytes)) ? answer : null;
}

/** A zip's name for a document type: what a desktop accepts, whatever the type's characters. */
export function zipNameOf(type: string): string {
  return `${type.replace(/[^\w .()-]+/g, '_').trim() || 'documents'}.zip`;
}

/**
 * Several stored files as one zip, built while it is sent (spec 002 §7's zip downloads): nothing is held in
 * memory or on disk but the entry being copied. Two files of one name get a number, as a desktop would.
 */
export function zipAnswer(store: FileStore, name: string, files: readonly StoredFileRow[]): FileAnswer {
  const zip = new ZipFile();
  const used = new Set<string>();
  for (const file of files) zip.addReadStreamLazy(uniqueName(file.name, used), (done) => done(null, store.read(file.storageKey)));
  zip.end();
  return { name, contentType: 'application/zip', bytes: zip.outputStream as Readable };
}

function uniqueName(name: string, used: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let copy = 2; used.has(candidate.toLowerCase()); copy += 1) candidate = `${stem} (${copy})${extension}`;
  used.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Sends a file as an attachment: the browser saves it and never renders it in the portal's origin (an SVG or
 * HTML upload cannot run there), nothing keeps a copy, and the name survives any characters it has.
 */
export function sendFile(reply: FastifyReply, file: FileAnswer): FastifyReply {
  reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${asciiFallback(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.bytes);
}

function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}
