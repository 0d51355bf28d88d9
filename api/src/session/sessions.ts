import { SESSION_MAX_MS } from '@portal/shared-contracts';
import { and, eq, gt, lte, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
 * How stale a session's `last_seen_at` may be. Writing it at every request costs a row update per call; writing it
 * once a minute costs one update a minute per person, and a request that finds it fresh only reads. The price is
 * precision: the person's last activity lies somewhere in the minute after `last_seen_at`.
 */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * The moments a request at `now` judges sessions by. A session is certainly idle SESSION_IDLE_MS only once its
 * recorded `last_seen_at` is that old plus the resolution: ending it earlier could sign out a person who was active
 * in the unrecorded minute, before the portal's own idle timer (which counts from their last action) does.
 */
export function sessionClock(now: Date) {
  return {
    now,
    idleCutoff: new Date(now.getTime() - SESSION_IDLE_MS - LAST_SEEN_RESOLUTION_MS),
    lifetimeCutoff: new Date(now.getTime() - SESSION_LIFETIME_MS),
    touchCutoff: new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS),
  };
}
export type SessionClock = ReturnType<typeof sessionClock>;

/** What a resumed session's statement is given: the token's session id and the request's clock. */
export type SessionResumption = SessionClock & { id: string };
export const sessionResumption = (token: string, now: Date): SessionResumption => ({ id: sessionIdOf(token), ...sessionClock(now) });

/** The cutoffs as values, or as a statement's placeholders. */
type Cutoffs = Record<'idleCutoff' | 'lifetimeCutoff', Date | SQLWrapper>;
const isLive = ({ idleCutoff, lifetimeCutoff }: Cutoffs) => and(gt(sessions.lastSeenAt, idleCutoff), gt(sessions.createdAt, lifetimeCutoff));
const isExpired = ({ idleCutoff, lifetimeCutoff }: Cutoffs) => or(lte(sessions.lastSeenAt, idleCutoff), lte(sessions.createdAt, lifetimeCutoff));

/**
 * The live session behind a token, as the condition of a statement that reads it (with what else the statement
 * joins: the actor's user and role). Only reads: `keepAlive` writes, once a minute. Its placeholders are filled
 * with a `SessionResumption`; the moments go through their column's encoder, as a value given to a condition does,
 * so the driver is handed the same ISO text either way.
 */
export function isLiveSessionOfToken(): SQL {
  const moment = (name: keyof SessionClock) => sql.param(sql.placeholder(name), sessions.lastSeenAt);
  return and(eq(sessions.id, sql.placeholder('id')), isLive({ idleCutoff: moment('idleCutoff'), lifetimeCutoff: moment('lifetimeCutoff') }))!;
}

/**
 * Restarts the idle clock of a session just found live, when its recorded activity is over a minute old; otherwise
 * does nothing. Two requests doing it at once write once: the second finds the row already renewed.
 */
export async function keepAlive(db: Database, session: ActiveSession, clock: SessionClock): Promise<ActiveSession> {
  if (session.lastSeenAt > clock.touchCutoff) return session;
  await db
    .update(sessions)
    .set({ lastSeenAt: clock.now })
    .where(and(eq(sessions.id, session.id), isLive(clock), lte(sessions.lastSeenAt, clock.touchCutoff)));
  return { ...session, lastSeenAt: clock.now };
}

/**
 * A token whose session is not live: its row, if any, is deleted on the way. Only if it has expired by then, judged
 * on the row as it is now: a concurrent request of the same person may have just renewed it.
 */
export async function endSessionIfExpired(db: Database, { id, ...clock }: SessionResumption): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.id, id), isExpired(clock)));
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
}

/** A new password signs the person out everywhere: whoever knew the old one may hold a session. */
export async function endSessionsOf(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** A password changed from a session ends the person's other sessions; the one that changed it goes on. */
export async function endOtherSessionsOf(db: Database, userId: number, keptSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId)));
}

/**
 * Points a session at the account the person chose in the teams area (Enter); the person's permissions follow the
 * account, and the teams area is no longer required of this session.
 */
export async function switchSessionAccount(db: Database, session: ActiveSession, accountId: number): Promise<ActiveSession> {
  const [switched] = await db.update(sessions).set({ accountId, accountChosenAt: new Date() }).where(eq(sessions.id, session.id)).returning();
  if (!switched) throw new Error('Switching a session returned no row');
  return switched;
}

/** Sessions nobody signed out of would pile up; each sign-in sweeps the person's own. */
async function endExpiredSessionsOf(db: Database, userId: number, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), isExpired(sessionClock(now))));
}

/**
 * Sessions of a person who left an account (or was removed from it) operate on another one from then on (or none),
 * chosen by no one: a person who works in teams is back in the teams area.
 */
export async function moveSessionsOffAccount(db: Database, userId: number, leftAccountId: number, nextAccountId: number | null): Promise<void> {
  await db
    .update(sessions)
    .set({ accountId: nextAccountId, accountChosenAt: null })
    .where(and(eq(sessions.userId, userId), eq(sessions.accountId, leftAccountId)));
}
