import { SESSION_MAX_MS } from '@portal/shared-contracts';
import { and, eq, gt, lte, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions } from './schema';
import { digestOf, newToken } from '../secrets';

/** "Session maximum 900000 ms" (spec 000 §9): the server ends a session idle this long, as the client does. */
export const SESSION_IDLE_MS = SESSION_MAX_MS;
/** Even a session kept busy ends after a working day, so a stolen cookie does not live for ever. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export type ActiveSession = typeof sessions.$inferSelect;

/** Sessions are stored under the token's sha256: a leaked table does not hand out live cookies. */
export function sessionIdOf(token: string): string {
  return digestOf(token);
}

export async function startSession(db: Database, userId: number, accountId: number | null): Promise<{ token: string; session: ActiveSession }> {
  const now = new Date();
  await endExpiredSessionsOf(db, userId, now);
  const token = newToken();
  const [session] = await db.insert(sessions).values({ id: sessionIdOf(token), userId, accountId, createdAt: now, lastSeenAt: now }).returning();
  if (!session) throw new Error('Starting a session returned no row');
  return { token, session };
}

/**
 * The live session behind a token, its idle clock restarted: one statement, so two requests racing at the
 * edge of expiry cannot both revive it. An expired session is deleted on the way.
 */
export async function resumeSession(db: Database, token: string): Promise<ActiveSession | null> {
  const now = new Date();
  const id = sessionIdOf(token);
  const [session] = await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), gt(sessions.lastSeenAt, idleCutoff(now)), gt(sessions.createdAt, lifetimeCutoff(now))))
    .returning();
  if (session) return session;
  await db.delete(sessions).where(eq(sessions.id, id));
  return null;
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
}

/** A new password signs the person out everywhere: whoever knew the old one may hold a session. */
export async function endSessionsOf(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Points a session at another account (the teams area's Enter); the person's permissions follow the account. */
export async function switchSessionAccount(db: Database, session: ActiveSession, accountId: number): Promise<ActiveSession> {
  const [switched] = await db.update(sessions).set({ accountId }).where(eq(sessions.id, session.id)).returning();
  if (!switched) throw new Error('Switching a session returned no row');
  return switched;
}

/** Sessions nobody signed out of would pile up; each sign-in sweeps the person's own. */
async function endExpiredSessionsOf(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(lte(sessions.lastSeenAt, idleCutoff(now)), lte(sessions.createdAt, lifetimeCutoff(now)))));
}

const idleCutoff = (now: Date) => new Date(now.getTime() - SESSION_IDLE_MS);
const lifetimeCutoff = (now: Date) => new Date(now.getTime() - SESSION_LIFETIME_MS);

/** Sessions of a person who left an account operate on another one from then on (or none). */
export async function moveSessionsOffAccount(db: Database, userId: number, leftAccountId: number, nextAccountId: number | null): Promise<void> {
  await db
    .update(sessions)
    .set({ accountId: nextAccountId })
    .where(and(eq(sessions.userId, userId), eq(sessions.accountId, leftAccountId)));
}
