import './outside-the-sandbox';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REQUEST_PROOF_HEADER, REQUEST_PROOF_VALUE } from '@portal/shared-contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { configFromEnvironment, type ApiConfig } from '../config';
import { hashPassword } from '../passwords/password-hash';
import type { User } from '../accounts/users';
import type { Database } from '../db/database';
import { folderFileStore } from '../files/file-store';
import { users } from '../accounts/schema';
import { emailsTo, type SentEmail } from '../outbox/outbox';
import { DEMO_PASSWORD, seedDemoData, type DemoData } from '../seed';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../session/session-cookie';
import { openTestDatabase } from './test-database';

export interface TestApi {
  app: FastifyInstance;
  db: Database;
  demo: DemoData;
  /** The temporary folder this API's uploads go to, removed on close. */
  filesDir: string;
  close(): Promise<void>;
}

/** What a local run configures explicitly (deploy/src/servePortal.ts): a lower environment, with its defaults. */
export const LOWER_ENVIRONMENT = { LOWER_ENVIRONMENT: 'true' } as const;

/**
 * The defaults an operator gets for a lower environment (tests run as one unless they say otherwise: a test of
 * production passes `lowerEnvironment: false`), made quiet. The rate limits are lifted because one test file signs
 * in more often than a person would in a minute; the rate-limit tests restore them.
 */
export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return { ...configFromEnvironment(LOWER_ENVIRONMENT), logLevel: 'silent', signInAttemptsPerMinute: 10_000, accountAttemptsPerMinute: 10_000, ...overrides };
}

/**
 * Another instance of the API on a test database, for a test that needs other settings; uploads go to `filesDir`.
 * Its requests come from the portal (`asThePortal`).
 */
export async function buildTestApp(db: Database, overrides: Partial<ApiConfig> = {}, filesDir = join(tmpdir(), 'portal-api-files-unused')): Promise<FastifyInstance> {
  return asThePortal(await buildBareTestApp(db, overrides, filesDir));
}

/** The app as any client meets it: its requests carry only the headers the test gives (tests of the request proof). */
export function buildBareTestApp(db: Database, overrides: Partial<ApiConfig> = {}, filesDir = join(tmpdir(), 'portal-api-files-unused')): Promise<FastifyInstance> {
  return buildApp({ db, config: testConfig(overrides), fileStore: folderFileStore(filesDir) });
}

/** The portal's request proof (X-Portal-Request: 1), as a request's headers; a test's own headers come after it. */
export function fromPortal(options: InjectOptions): InjectOptions {
  return { ...options, headers: { [REQUEST_PROOF_HEADER.toLowerCase()]: REQUEST_PROOF_VALUE, ...options.headers } };
}

/**
 * Makes every request of the app carry the portal's request proof, as the portal's transport and uploader send it on
 * every request: the tests exercise what the portal does, and any test (including those of access control, which
 * post without a session) needs no header of its own. A test may still send another value in its own headers.
 */
function asThePortal(app: FastifyInstance): FastifyInstance {
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  const injectFromPortal = (options: InjectOptions | string) => inject(fromPortal(typeof options === 'string' ? { url: options } : options));
  return Object.assign(app, { inject: injectFromPortal as FastifyInstance['inject'] });
}

/** The API on a fresh database of its own, seeded with the demo accounts; driven with `app.inject`, never listening. */
export async function startTestApi(overrides: Partial<ApiConfig> = {}): Promise<TestApi> {
  const database = await openTestDatabase();
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-api-files-'));
  const config = testConfig(overrides);
  const demo = await seedDemoData(database.db, { fileStore: folderFileStore(filesDir), dataEncryptionKey: config.dataEncryptionKey });
  const app = await buildTestApp(database.db, overrides, filesDir);
  return {
    app,
    db: database.db,
    demo,
    filesDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** A person of the test's own, so that counting failures or locking does not touch the demo accounts other tests use. */
export async function addPerson(db: Database, fields: { email: string; password?: string; registrationFlow?: User['registrationFlow'] }): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({
      email: fields.email,
      firstName: 'Test',
      lastName: 'Person',
      passwordHash: fields.password === undefined ? null : await hashPassword(fields.password),
      registrationFlow: fields.registrationFlow ?? null,
    })
    .returning();
  if (!user) throw new Error(`Adding ${fields.email} returned no row`);
  return user;
}

/** The session cookie an answer set, under either name (`__Host-portal_session` where the app's cookie is Secure). */
export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE || cookie.name === SECURE_SESSION_COOKIE);
}

/** Signs in through POST /login and returns the session token the API set. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<{ response: LightMyRequestResponse; token: string }> {
  const response = await app.inject({ method: 'POST', url: '/login', payload: { email, password } });
  const token = sessionCookieOf(response)?.value;
  if (response.statusCode !== 200 || !token) throw new Error(`Signing in ${email} failed: ${response.statusCode} ${response.body}`);
  return { response, token };
}

/** The session cookie a browser sends back, under the name of a plain-http app unless `secure`. */
export function withSession(token: string, { secure = false }: { secure?: boolean } = {}): { cookies: Record<string, string> } {
  return { cookies: { [secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE]: token } };
}

/**
 * The path and query of an e-mailed link (links are absolute, from the portal's public address): the portal's page
 * of the verification and unlock links has the path of the API call it makes.
 */
export function pathOfLink(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The newest e-mail an address received, as GET /dev/outbox lists it; fails the test when there is none. */
export async function lastEmailTo(db: Database, address: string): Promise<SentEmail> {
  const [newest] = await emailsTo(db, address);
  if (!newest) throw new Error(`No e-mail to ${address}`);
  return newest;
}

/** The code of the newest e-mail to an address. */
export async function lastCodeTo(db: Database, address: string): Promise<string> {
  const { code } = await lastEmailTo(db, address);
  if (!code) throw new Error(`The last e-mail to ${address} has no code`);
  return code;
}

/** A code that is not the right one, of the right form. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A multipart/form-data request body, as a browser's FormData sends it: text fields first, then the files. */
export function multipart(fields: Record<string, string>, files: { field: string; name: string; type?: string; bytes: Buffer }[]) {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
