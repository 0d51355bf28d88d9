import './outside-the-sandbox';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { configFromEnvironment, type ApiConfig } from '../config';
import { hashPassword } from '../passwords/password-hash';
import type { User } from '../accounts/users';
import type { Database } from '../db/database';
import { users } from '../accounts/schema';
import { emailsTo, type SentEmail } from '../outbox/outbox';
import { DEMO_PASSWORD, seedDemoData, type DemoData } from '../seed';
import { SESSION_COOKIE } from '../session/session-cookie';
import { openTestDatabase } from './test-database';

export interface TestApi {
  app: FastifyInstance;
  db: Database;
  demo: DemoData;
  close(): Promise<void>;
}

/**
 * The defaults an operator gets, made quiet. The rate limits are lifted because one test file signs in more often
 * than a person would in a minute; the rate-limit tests restore them.
 */
export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return { ...configFromEnvironment({}), logLevel: 'silent', signInAttemptsPerMinute: 10_000, accountAttemptsPerMinute: 10_000, ...overrides };
}

/** Another instance of the API on a test database, for a test that needs other settings. */
export function buildTestApp(db: Database, overrides: Partial<ApiConfig> = {}): Promise<FastifyInstance> {
  return buildApp({ db, config: testConfig(overrides) });
}

/** The API on a fresh database of its own, seeded with the demo accounts; driven with `app.inject`, never listening. */
export async function startTestApi(overrides: Partial<ApiConfig> = {}): Promise<TestApi> {
  const database = await openTestDatabase();
  const demo = await seedDemoData(database.db);
  const app = await buildTestApp(database.db, overrides);
  return {
    app,
    db: database.db,
    demo,
    close: async () => {
      await app.close();
      await database.close();
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

export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

/** Signs in through POST /login and returns the session token the API set. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<{ response: LightMyRequestResponse; token: string }> {
  const response = await app.inject({ method: 'POST', url: '/login', payload: { email, password } });
  const token = sessionCookieOf(response)?.value;
  if (response.statusCode !== 200 || !token) throw new Error(`Signing in ${email} failed: ${response.statusCode} ${response.body}`);
  return { response, token };
}

export function withSession(token: string): { cookies: Record<string, string> } {
  return { cookies: { [SESSION_COOKIE]: token } };
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
