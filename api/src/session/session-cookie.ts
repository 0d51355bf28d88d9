import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The cookie's name over plain http (a local run): a browser refuses the `__Host-` prefix without `Secure`. */
export const SESSION_COOKIE = 'portal_session';
/**
 * Its name wherever it is Secure. The `__Host-` prefix makes the browser insist on Secure, `Path=/` and no `Domain`,
 * so neither a sibling subdomain nor a plain-http page can plant or overwrite the session cookie.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export interface SessionCookie {
  name: typeof SESSION_COOKIE | typeof SECURE_SESSION_COOKIE;
  secure: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The session cookie as this app's configuration has it (`installSessionCookie`). */
    sessionCookie: SessionCookie;
  }
}

export function sessionCookieFor(secure: boolean): SessionCookie {
  return { name: secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, secure };
}

/** Fixes the cookie's name and flags for the app, from `cookieSecure`; every area reads them from here. */
export function installSessionCookie(app: FastifyInstance, { secure }: { secure: boolean }): void {
  app.decorate('sessionCookie', sessionCookieFor(secure));
}

/**
 * httpOnly keeps the token away from page scripts; SameSite=Lax keeps it off cross-site POSTs. No Max-Age:
 * the server decides when a session ends, and the cookie goes when the browser closes. No Domain, Path=/: what
 * the `__Host-` name requires.
 */
const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax', path: '/', secure }) as const;

export function setSessionCookie(reply: FastifyReply, token: string): void {
  const { name, secure } = reply.server.sessionCookie;
  reply.setCookie(name, token, cookieOptions(secure));
}

export function clearSessionCookie(reply: FastifyReply): void {
  const { name, secure } = reply.server.sessionCookie;
  reply.clearCookie(name, cookieOptions(secure));
}

/** The token of the cookie under the configured name only: a Secure app ignores a plain `portal_session`. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[request.server.sessionCookie.name] || undefined;
}
