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
