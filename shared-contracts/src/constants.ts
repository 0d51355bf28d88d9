/** Business constants of the three documents' §9 (and limits their §5 states), each quoting its source. */

// ---- Session and requests (spec 000 §9) ----
export const SESSION_MAX_MS = 900_000;
export const SESSION_WARNING_MS = 30_000;

/**
 * "On load a stored session is restored if its last login is within 15 minutes" (spec 000 §4.4): whether a session last
 * active at `lastActivity` still is at `now`. A last activity in the future is as untrustworthy as an old one. `maxMs`:
 * the environment's session length, when it sets one.
 */
export function sessionIsRestorable(lastActivity: number, now: number, maxMs = SESSION_MAX_MS): boolean {
  return lastActivity <= now && now - lastActivity <= maxMs;
}

/** Every item of the stored session lives under this prefix in web storage, so that sign-out can find and clear them all. */
export const SESSION_STORAGE_PREFIX = 'portal.';
/** When the stored session was last active (a number of milliseconds), the time `sessionIsRestorable` reads. */
export const LAST_ACTIVITY_STORAGE_KEY = `${SESSION_STORAGE_PREFIX}lastActivity`;
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

// ---- Access and accounts (spec 000 §5, §9) ----

/**
 * "Password: at least 8 characters (the form field is also defined with a maximum of 12)." The portal does not cap
 * passwords at 12 (a short cap weakens passwords and breaks generated ones); it refuses only what no one types, to
 * bound the server's hashing work. See README.
 */
export const PASSWORD_MAX_LENGTH = 128;
/** "Locally stored items: user, profile, alerts, docs, entities, missing, payment methods, notifications, permissions and the account executive." */
export const STORED_SESSION_ITEMS = ['user', 'profile', 'alerts', 'docs', 'entities', 'missing', 'paymentMethods', 'notifications', 'permissions', 'accountExecutive'] as const;
/** Names and other short free text the specification gives no limit for: the portal's limit (the entity name's, spec 001 §9). */
export const NAME_MAX_LENGTH = 100;

// ---- Loans and deals (spec 001 §5, §9) ----

/** "Loan list page size 10" */
export const LOAN_PAGE_SIZE = 10;
/** "Draw overdue: 90 days and balance above 0.01" */
export const DRAW_OVERDUE_DAYS = 90;
/** "holdback_balance is above 0.01": the balance under which no draw is overdue, and no draw may be requested (§4). */
export const HOLDBACK_BALANCE_THRESHOLD = 0.01;
/** "maturity warning window 30 days" */
export const MATURITY_WARNING_DAYS = 30;
/** "payment overdue warning window 11 days": up to 11 days overdue warns, more is a danger row. */
export const PAYMENT_OVERDUE_WARNING_DAYS = 11;
/** "auto-advance 100 ms": a chosen card moves the wizard on after this. */
export const WIZARD_AUTO_ADVANCE_MS = 100;
/** "sidebar hides under 768 px": the Deal Summary sidebar. */
export const DEAL_SUMMARY_MIN_WIDTH_PX = 768;
/** "property list max height 400 px" */
export const PROPERTY_LIST_MAX_HEIGHT_PX = 400;
/** "Doughnut chart 250 px" */
export const LOAN_STATS_CHART_SIZE_PX = 250;
/** "Free text max 500 (extension info, coverage, repair description)"; also the declaration explanation (spec 002 §9). */
export const FREE_TEXT_MAX_LENGTH = 500;
/** "128 (policy number, type)" */
export const INSURANCE_TEXT_MAX_LENGTH = 128;
/** "Entity name max 100" */
export const ENTITY_NAME_MAX_LENGTH = 100;
/** "bank name max 100" */
export const BANK_NAME_MAX_LENGTH = 100;
/** "account name max 100" */
export const ACCOUNT_NAME_MAX_LENGTH = 100;
/** "routing and account number max 20" */
export const ROUTING_NUMBER_MAX_LENGTH = 20;
export const ACCOUNT_NUMBER_MAX_LENGTH = 20;
/** "Deal type description min 5" */
export const DEAL_TYPE_DESCRIPTION_MIN_LENGTH = 5;
/** "address required (max 100), unit max 10, city required (max 50), state required 2 letters, zip required (5 digits or 5+4, max 10)" (§5) */
export const ADDRESS_MAX_LENGTH = 100;
export const UNIT_MAX_LENGTH = 10;
export const CITY_MAX_LENGTH = 50;
export const ZIP_CODE_MAX_LENGTH = 10;
/** "Toast durations 3000 or 4000 ms" (the session's own toasts last TOAST_DURATION_MS). */
export const SHORT_TOAST_MS = 3_000;
export const MEDIUM_TOAST_MS = 4_000;
/** "Reload timing 6000 ms and max calls 6 are defined": spec 002 §4 uses them for pending bank reports. */
export const REPORT_RELOAD_MS = 6_000;
export const REPORT_RELOAD_MAX_CALLS = 6;
/** "the lender will be in touch within four business hours" */
export const QUICK_ESTIMATE_REPLY_BUSINESS_HOURS = 4;

/** "Progress percentage is fraction times 100": shown as a whole percent, the portal's rounding. */
export function progressPercent(fraction: number): number {
  return Math.round(fraction * 100);
}

// ---- Profile, application and account area (spec 002 §5, §9) ----

/** "Profile picture max 25 MB" */
export const PROFILE_PICTURE_MAX_BYTES = UPLOAD_MAX_BYTES;
/** "Profile picture: types png, bmp, jpeg, jpg, svg" */
export const PROFILE_PICTURE_EXTENSIONS = ['png', 'bmp', 'jpeg', 'jpg', 'svg'] as const;
/**
 * How long a bank statement is accepted after its date: its "expiration" in My Documents. The specification gives none;
 * 90 days is what private lenders commonly accept for proof of funds.
 */
export const BANK_STATEMENT_VALID_DAYS = 90;
/** "employment text fields max 255" */
export const EMPLOYMENT_TEXT_MAX_LENGTH = 255;
/** "Ownership percentage 0.01 to 100" (placeholder 51.00) */
export const OWNERSHIP_PERCENTAGE_MIN = 0.01;
export const OWNERSHIP_PERCENTAGE_MAX = 100;
export const OWNERSHIP_PERCENTAGE_PLACEHOLDER = '51.00';
/** "Dollar field 0 to 100,000,000, at most 9 characters" */
export const DOLLAR_MAX_CHARACTERS = 9;
/** "Vertical application tabs at a window width of 1300 px" */
export const VERTICAL_APPLICATION_TABS_MIN_WIDTH_PX = 1300;
/** "auto-sign delay 500 ms": the esign query starts signing after it. */
export const AUTO_SIGN_DELAY_MS = 500;
/** SignApplication "sets the application tab index to 7" (Review & Submit Application). */
export const SIGN_APPLICATION_TAB_INDEX = 7;
/** "Team Members is reachable from the sidebar at Settings tab 3." */
export const TEAM_MEMBERS_SETTINGS_TAB = 3;
/** A social link's length: the portal's limit, the one spec 002 §9 gives employment's text fields. */
export const SOCIAL_LINK_MAX_LENGTH = 255;
/** "Lookback windows: 7 years for foreclosure and bankruptcy" */
export const FORECLOSURE_BANKRUPTCY_LOOKBACK_YEARS = 7;
/**
 * "flips 12 months, 3 years, 24 months": the window of each experience question, in months (flipsLastYear,
 * flipsLastThreeYear, flipsConstructionLastTwoYears).
 */
export const FLIP_LOOKBACK_MONTHS = { flipsLastYear: 12, flipsLastThreeYear: 36, flipsConstructionLastTwoYears: 24 } as const;
