import { join, resolve } from 'node:path';
import * as v from 'valibot';
import type { S3StoreSettings } from './files/s3-file-store';
import { bankLinkingSettingsFrom, type BankLinkingSettings } from './bank-linking/bank-linking-settings';
import { eSignatureSettingsFrom, type ESignatureSettings } from './e-signature/e-signature-settings';
import { propertyDataSettingsFrom, type PropertyDataSettings } from './properties/configured-property-data';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface ApiConfig {
  port: number;
  host: string;
  /** Folder of the file-backed PGlite database; unused when `databaseUrl` is set. */
  dataDir: string;
  /** Folder of the uploaded files' bytes (the default FileStore): beside the database, under `.data`. */
  filesDir: string;
  /** The bucket of the uploaded files instead of the folder, when S3_BUCKET is set (the production form). */
  s3: S3StoreSettings | null;
  /** Where property search looks: the bundled data set (`local`), or a real provider (properties/configured-property-data.ts). */
  propertyData: PropertyDataSettings;
  /** The e-signature provider: the local stand-in (lower environments only) or DocuSign. */
  eSignature: ESignatureSettings;
  /** The bank-linking provider (Proof of Funds): the local stand-in (lower environments only) or Plaid. */
  bankLinking: BankLinkingSettings;
  databaseUrl: string | null;
  /** The environment's name, for the log only: nothing depends on it. */
  environment: string;
  /**
   * Lower environments serve registration and the e-mail outbox (GET /dev/outbox) and log codes and links. Only an
   * explicit LOWER_ENVIRONMENT=true makes one: a start that forgets it is production.
   */
  lowerEnvironment: boolean;
  /**
   * The portal's address as people open it (the host's origin, and a path if it is served under one), without a
   * trailing slash: e-mailed links start with it, so they open from a mail client.
   */
  publicUrl: string;
  /** The session cookie's `Secure` flag, and with it the `__Host-` prefix of its name (session/session-cookie.ts). */
  cookieSecure: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Per client address, for each sign-in, code and reset call separately (see http/rate-limits.ts). */
  signInAttemptsPerMinute: number;
  /** Per e-mail address in the body, for each of the same calls separately: guessing spread over many addresses. */
  accountAttemptsPerMinute: number;
  /** Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): the host's server proxies `/api` from loopback. */
  trustProxy: string;
  /** Largest JSON body accepted; uploads will use multipart with limits of their own. */
  bodyLimitBytes: number;
  /**
   * The AES-256 key that seals what the database must not hold in the clear (bank account numbers,
   * payment-methods/account-number-cipher.ts): DATA_ENCRYPTION_KEY, 32 bytes in base64.
   */
  dataEncryptionKey: Buffer;
}

/** AES-256 takes a 32-byte key. */
const DATA_KEY_BYTES = 32;

/**
 * The data key of a lower environment that sets none: published here, so it protects nothing. It lets a local run,
 * the tests and the demo data seal and open account numbers without a secret to hand around; outside a lower
 * environment the API refuses to start without a key of its own, and refuses this one.
 */
export const DEVELOPMENT_DATA_ENCRYPTION_KEY = 'ZGV2ZWxvcG1lbnQgb25seSwgbm90IGEgc2VjcmV0ISE=';

function isDataKey(text: string): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(text) && Buffer.from(text, 'base64').length === DATA_KEY_BYTES;
}

/**
 * The data key a lower environment uses: DATA_ENCRYPTION_KEY when set, the development key otherwise. The demo
 * seed, which has no configuration of its own, seals with it (it runs in lower environments only).
 */
export function lowerEnvironmentDataKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const given = env.DATA_ENCRYPTION_KEY;
  if (given && !isDataKey(given)) throw new Error(`Invalid API configuration: DATA_ENCRYPTION_KEY: must be ${DATA_KEY_BYTES} random bytes in base64`);
  return Buffer.from(given || DEVELOPMENT_DATA_ENCRYPTION_KEY, 'base64');
}

const Flag = v.picklist(['true', 'false'], 'must be "true" or "false"');

const Environment = v.object({
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '4000'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '127.0.0.1'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty())),
  FILES_DIR: v.optional(v.pipe(v.string(), v.nonEmpty())),
  S3_BUCKET: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name'))),
  S3_REGION: v.optional(v.pipe(v.string(), v.nonEmpty()), 'us-east-1'),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url('must be the service\'s http(s) address'))),
  S3_FORCE_PATH_STYLE: v.optional(Flag),
  S3_PREFIX: v.optional(v.pipe(v.string(), v.regex(/^(?:[A-Za-z0-9._-]+\/)?$/, 'must be a folder name ending in /')), ''),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url('must be a postgres:// URL'))),
  PORTAL_ENVIRONMENT: v.optional(v.pipe(v.string(), v.nonEmpty())),
  LOWER_ENVIRONMENT: v.optional(Flag, 'false'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.check(isPortalAddress, 'must be an http:// or https:// URL without query, fragment or credentials'))),
  COOKIE_SECURE: v.optional(Flag),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS), 'info'),
  SIGN_IN_ATTEMPTS_PER_MINUTE: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '20'),
  ACCOUNT_ATTEMPTS_PER_MINUTE: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '10'),
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.nonEmpty()), 'loopback'),
  DATA_ENCRYPTION_KEY: v.optional(v.pipe(v.string(), v.check(isDataKey, `must be ${DATA_KEY_BYTES} random bytes in base64 (openssl rand -base64 ${DATA_KEY_BYTES})`))),
  // The bank-linking stand-in's time to make an asset report: at most ten minutes, so a report is never out of reach.
  BANK_LINKING_REPORT_DELAY_MS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(600_000))),
});

/** Where `npm start` and `npm run dev` serve the portal (deploy/src/ports.ts): a lower environment's default address. */
export const LOCAL_PUBLIC_URL = 'http://127.0.0.1:8080';

function isPortalAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '' && url.hash === '' && url.username === '' && url.password === '' && !text.includes('?') && !text.includes('#');
}

/** The API's own folder, so the default database lands in `api/.data/pglite` wherever it is started from. */
const API_FOLDER = join(__dirname, '..');

export function configFromEnvironment(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  // An empty variable (`DATABASE_URL=`) means "not set", as shells and compose files commonly write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = v.safeParse(Environment, present);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`);
    throw new Error(`Invalid API configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.output;
  const lowerEnvironment = vars.LOWER_ENVIRONMENT === 'true';
  // Production must say where people open the portal: a default would send links to a machine that is not it.
  if (!vars.PUBLIC_URL && !lowerEnvironment) throw new Error('Invalid API configuration: PUBLIC_URL: required outside a lower environment (LOWER_ENVIRONMENT=true)');
  const publicUrl = new URL(vars.PUBLIC_URL ?? LOCAL_PUBLIC_URL);
  // Account numbers sealed with a default key would be sealed with a key anyone can read here.
  if (!lowerEnvironment && !vars.DATA_ENCRYPTION_KEY) throw new Error('Invalid API configuration: DATA_ENCRYPTION_KEY: required outside a lower environment (LOWER_ENVIRONMENT=true)');
  if (!lowerEnvironment && vars.DATA_ENCRYPTION_KEY === DEVELOPMENT_DATA_ENCRYPTION_KEY) {
    throw new Error('Invalid API configuration: DATA_ENCRYPTION_KEY: the published development key is for lower environments only');
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: vars.DATA_DIR ? resolve(vars.DATA_DIR) : join(API_FOLDER, '.data', 'pglite'),
    filesDir: vars.FILES_DIR ? resolve(vars.FILES_DIR) : join(API_FOLDER, '.data', 'files'),
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          region: vars.S3_REGION,
          endpoint: vars.S3_ENDPOINT,
          // S3-compatible services mostly want the bucket in the path; AWS's own takes it in the host name.
          forcePathStyle: vars.S3_FORCE_PATH_STYLE ? vars.S3_FORCE_PATH_STYLE === 'true' : vars.S3_ENDPOINT !== undefined,
          prefix: vars.S3_PREFIX,
        }
      : null,
    databaseUrl: vars.DATABASE_URL ?? null,
    environment: vars.PORTAL_ENVIRONMENT ?? (lowerEnvironment ? 'local' : 'production'),
    lowerEnvironment,
    publicUrl: `${publicUrl.origin}${publicUrl.pathname.replace(/\/+$/, '')}`,
    // Secure unless told otherwise, but for a lower environment on plain http (a local run), where a browser
    // would drop a Secure cookie and refuse the `__Host-` name.
    cookieSecure: vars.COOKIE_SECURE ? vars.COOKIE_SECURE === 'true' : !(lowerEnvironment && publicUrl.protocol === 'http:'),
    propertyData: propertyDataSettingsFrom(present),
    eSignature: eSignatureSettingsFrom(present, lowerEnvironment),
    bankLinking: bankLinkingSettingsFrom(present, lowerEnvironment, vars.BANK_LINKING_REPORT_DELAY_MS),
    logLevel: vars.LOG_LEVEL,
    signInAttemptsPerMinute: vars.SIGN_IN_ATTEMPTS_PER_MINUTE,
    accountAttemptsPerMinute: vars.ACCOUNT_ATTEMPTS_PER_MINUTE,
    trustProxy: vars.TRUST_PROXY,
    bodyLimitBytes: 1_048_576,
    dataEncryptionKey: Buffer.from(vars.DATA_ENCRYPTION_KEY ?? DEVELOPMENT_DATA_ENCRYPTION_KEY, 'base64'),
  };
}
