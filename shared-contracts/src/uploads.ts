import * as v from 'valibot';
import { SPREADSHEET_EXTENSIONS, SPREADSHEET_MAX_BYTES, UPLOAD_MAX_BYTES } from './constants';
import { uploadMessages } from './messages';

/**
 * What an upload endpoint accepts in one of its file fields. The limits of the specification apply to every
 * field: "Files: max 25 MB, 5 MB for xls; empty files rejected" (spec 001 §5, spec 002 §5, §9); a field may
 * narrow them (a smaller limit, a list of types). The portal checks them before sending, the API again while
 * the bytes stream in.
 */
export interface FileFieldRule {
  /** What the stored file is for; recorded with it (`stored_files.kind`). */
  kind: string;
  /** Allowed extensions, lower case without the dot; any type when absent. */
  types?: readonly string[];
  /** Largest size in bytes, when smaller than the general limit. */
  maxBytes?: number;
  /** The message for a type outside `types` (spec 002 §5 words the profile picture's). */
  wrongTypeMessage?: (file: string) => string;
  /** The message for a file above `maxBytes`, when the field words its own. */
  tooBigMessage?: (file: string) => string;
  /** How many files the field takes in one request (1 unless told). */
  maxFiles?: number;
  /** The request may come without a file in this field (a form whose files are an addition, such as a payoff's). */
  optional?: boolean;
}

export type FileFields = Readonly<Record<string, FileFieldRule>>;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isSpreadsheet(name: string): boolean {
  return (SPREADSHEET_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

/** The most bytes a file of this name may have under the rule: 25 MB, 5 MB for xls and xlsx, or the field's own. */
export function maxBytesFor(name: string, rule?: Pick<FileFieldRule, 'maxBytes'>): number {
  const general = isSpreadsheet(name) ? SPREADSHEET_MAX_BYTES : UPLOAD_MAX_BYTES;
  return Math.min(general, rule?.maxBytes ?? general);
}

/** Why a file's name refuses it before any byte is read, or null. */
export function fileTypeRefusal(name: string, rule?: Pick<FileFieldRule, 'types' | 'wrongTypeMessage'>): string | null {
  if (!rule?.types || rule.types.includes(extensionOf(name))) return null;
  return rule.wrongTypeMessage?.(name) ?? uploadMessages.wrongType(name, rule.types.map((type) => `.${type}`).join(' '));
}

/** Why a file of this size is refused, in the specification's words, or null. */
export function fileSizeRefusal(name: string, size: number, rule?: Pick<FileFieldRule, 'maxBytes' | 'tooBigMessage'>): string | null {
  if (size === 0) return uploadMessages.empty(name);
  if (size <= maxBytesFor(name, rule)) return null;
  if (rule?.tooBigMessage && rule.maxBytes !== undefined && size > rule.maxBytes) return rule.tooBigMessage(name);
  return isSpreadsheet(name) ? uploadMessages.spreadsheetTooBig(name) : uploadMessages.tooBig(name);
}

/** Every reason to refuse a file before sending it: its type, then its size. */
export function fileRefusal(file: { name: string; size: number }, rule?: FileFieldRule): string | null {
  return fileTypeRefusal(file.name, rule) ?? fileSizeRefusal(file.name, file.size, rule);
}

/** A file the API stored, as it answers an upload and lists files. */
export const StoredFile = v.object({
  id: v.number(),
  name: v.string(),
  contentType: v.string(),
  size: v.number(),
  /** ISO 8601. */
  uploaded: v.string(),
});
export type StoredFile = v.InferOutput<typeof StoredFile>;

/** What a download endpoint answers: the file's bytes, sent as an attachment, never parsed as JSON. */
export const FileDownload = v.blob();
