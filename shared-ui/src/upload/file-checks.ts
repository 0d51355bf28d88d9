import { SPREADSHEET_EXTENSIONS, SPREADSHEET_MAX_BYTES, UPLOAD_MAX_BYTES, uploadMessages } from '@portal/shared-contracts';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isSpreadsheet(file: Pick<File, 'name'>): boolean {
  return (SPREADSHEET_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

/**
 * Why a file is refused before any byte is sent, in the spec's words, or null when it may go: "Files: max 25
 * MB, 5 MB for xls; empty files rejected" (spec 001 §5, spec 002 §5).
 */
export function fileRefusal(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size === 0) return uploadMessages.empty(file.name);
  if (isSpreadsheet(file) && file.size > SPREADSHEET_MAX_BYTES) return uploadMessages.spreadsheetTooBig(file.name);
  if (file.size > UPLOAD_MAX_BYTES) return uploadMessages.tooBig(file.name);
  return null;
}
