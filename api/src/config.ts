import { join, resolve } from 'node:path';
import * as v from 'valibot';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface ApiConfig {
  port: number;
  host: string;
  /** Folder of the file-backed PGlite database; unused when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | null;
  environment: string;
  /** Lower environments expose the e-mail outbox at GET /dev/outbox. */
  lowerEnvironment: boolean;
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
}

const Flag = v.picklist(['true', 'false'], 'must be "true" or "false"');

const Environment = v.object({
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '4000'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '127.0.0.1'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty())),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url('must be a postgres:// URL'))),
  PORTAL_ENVIRONMENT: v.optional(v.pipe(v.string(), v.nonEmpty()), 'local'),
  LOWER_ENVIRONMENT: v.optional(Flag, 'true'),
  COOKIE_SECURE: v.optional(Flag),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS), 'info'),
  SIGN_IN_ATTEMPTS_PER_MINUTE: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '20'),
  ACCOUNT_ATTEMPTS_PER_MINUTE: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '10'),
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.nonEmpty()), 'loopback'),
});

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
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: vars.DATA_DIR ? resolve(vars.DATA_DIR) : join(API_FOLDER, '.data', 'pglite'),
    databaseUrl: vars.DATABASE_URL ?? null,
    environment: vars.PORTAL_ENVIRONMENT,
    lowerEnvironment: vars.LOWER_ENVIRONMENT === 'true',
    // A local run serves plain http, where browsers drop Secure cookies on any host but localhost.
    cookieSecure: vars.COOKIE_SECURE ? vars.COOKIE_SECURE === 'true' : vars.PORTAL_ENVIRONMENT !== 'local',
    logLevel: vars.LOG_LEVEL,
    signInAttemptsPerMinute: vars.SIGN_IN_ATTEMPTS_PER_MINUTE,
    accountAttemptsPerMinute: vars.ACCOUNT_ATTEMPTS_PER_MINUTE,
    trustProxy: vars.TRUST_PROXY,
    bodyLimitBytes: 1_048_576,
  };
}
