import type { FastifyReply, FastifyRequest } from 'fastify';

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
