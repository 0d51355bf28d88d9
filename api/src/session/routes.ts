import { sessionEndpoints } from '@portal/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { homeAccountId } from '../accounts/accounts';
import { findUserByEmail } from '../accounts/users';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { registerEndpoint } from '../http/register-endpoint';
import { Refusal } from '../http/refusal';
import { apiMessages } from '../messages';
import { buildSignedInBundle } from './bundle';
import { clearSessionCookie, requireSession, sessionTokenOf, setSessionCookie } from './session-cookie';
import { endSession, startSession } from './sessions';
import { checkCredentials } from './sign-in';

/** Spec 000 §7: checking an account, signing in, refreshing the session and signing out. */
export function registerSessionRoutes(app: FastifyInstance, db: Database, config: ApiConfig): void {
  // Both calls answer without a session, so they are where guessing would happen; each counts per client address.
  const perClientAddress = { config: { rateLimit: { max: config.signInAttemptsPerMinute, timeWindow: 60_000 } } };
  const emailOptions = { logEmailContents: config.lowerEnvironment };

  registerEndpoint(
    app,
    sessionEndpoints.checkAccount,
    async ({ body }) => {
      // An unknown address answers like an ordinary account (null), so the step does not reveal who is registered.
      const user = await findUserByEmail(db, body.email);
      return { registration_flow: user?.registrationFlow ?? null };
    },
    perClientAddress,
  );

  registerEndpoint(
    app,
    sessionEndpoints.login,
    async ({ body }, request, reply) => {
      const user = await checkCredentials(db, request.log, body.email, body.password, emailOptions);
      // A new token at every sign-in (no session fixation); the one this browser held before is ended.
      const previous = sessionTokenOf(request);
      if (previous) await endSession(db, previous);
      const { token, session } = await startSession(db, user.id, await homeAccountId(db, user.id));
      setSessionCookie(reply, token, config.cookieSecure);
      return buildSignedInBundle(db, session);
    },
    perClientAddress,
  );

  registerEndpoint(app, sessionEndpoints.currentUser, async ({ params }, request) => {
    const session = await requireSession(db, request);
    if (params.id !== session.userId) throw new Refusal(403, { message: apiMessages.forbidden });
    return buildSignedInBundle(db, session);
  });

  // Signing out always succeeds: a session that already ended is as signed out as one ended now.
  registerEndpoint(app, sessionEndpoints.logout, async (_input, request, reply) => {
    const token = sessionTokenOf(request);
    if (token) await endSession(db, token);
    clearSessionCookie(reply, config.cookieSecure);
    return { message: apiMessages.signedOut };
  });
}
