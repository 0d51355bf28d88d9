/** Business constants of spec 000 §9. */
export const SESSION_MAX_MS = 900_000;
export const SESSION_WARNING_MS = 30_000;
export const TOAST_DURATION_MS = 5_000;
export const REQUEST_TIMEOUT_MS = 360_000;
export const PASSWORD_MIN_LENGTH = 8;
export const RESET_CODE_LENGTH = 6;
export const RESEND_FEEDBACK_MS = 3_000;
export const DEFAULT_NEEDED_DOCUMENTS = 8;
export const DOLLAR_MAXIMUM = 100_000_000;

/** "Campaign parameters in the URL are stored when it contains 'campaign' or 'ad'." */
export function urlCarriesCampaign(url: string): boolean {
  return url.includes('campaign') || url.includes('ad');
}

/** "Files: max 25 MB, 5 MB for xls; empty files rejected." */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const SPREADSHEET_MAX_BYTES = 5 * 1024 * 1024;
/** Spreadsheets held to the smaller limit: the spec says "xls"; the portal counts .xlsx too. */
export const SPREADSHEET_EXTENSIONS = ['xls', 'xlsx'] as const;
/** "a cancel button appears after 30 seconds of uploading" */
export const UPLOAD_CANCEL_AFTER_MS = 30_000;
