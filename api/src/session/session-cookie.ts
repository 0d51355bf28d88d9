import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { Refusal } from '../http/refusal';
import { apiMessages } from '../messages';
import { resumeSession, type ActiveSession } from './sessions';

export const SESSION_COOKIE = 'portal_session';

/**
 * httpOnly keeps the token away from page scripts; SameSite=Lax keeps it off cross-site POSTs. No Max-Age:
 * the server decides when a session ends, and the cookie goes when the browser closes.
 */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** The caller's live session, which this request keeps alive; otherwise the 401 that makes the portal sign out. */
export async function requireSession(db: Database, request: FastifyRequest): Promise<ActiveSession> {
  const token = sessionTokenOf(request);
  const session = token ? await resumeSession(db, token) : null;
  if (!session) throw new Refusal(401, { message: apiMessages.sessionEnded });
  return session;
}

/** The caller's live session, which must be that of the person in the path (`/users/{id}/...`): otherwise a 403. */
export async function requireSessionOf(db: Database, request: FastifyRequest, userId: number): Promise<ActiveSession> {
  const session = await requireSession(db, request);
  if (session.userId !== userId) throw new Refusal(403, { message: apiMessages.forbidden });
  return session;
}
