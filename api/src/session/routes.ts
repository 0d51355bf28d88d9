import { sessionEndpoints } from '@portal/shared-contracts';
import { findUserByEmail } from '../accounts/users';
import { defineApiArea } from '../http/api-area';
import { guessingLimits } from '../http/rate-limits';
import { registerEndpoint } from '../http/register-endpoint';
import { sendInvitationCode } from '../invitations/invited-registration';
import { sessionApiMessages } from './messages';
import { emailContextOf } from '../outbox/outbox';
import { buildSignedInBundle } from './bundle';
import { clearSessionCookie, sessionTokenOf } from './session-cookie';
import { endSession } from './sessions';
import { checkCredentials, openSignedInSession } from './sign-in';

/** What signing out asks the browser to forget (the portal keeps the signed-in bundle in web storage). */
export const CLEAR_SITE_DATA = '"cache", "cookies", "storage"';

/** Spec 000 §7: checking an account, signing in, refreshing the session and signing out. */
export const sessionApi = defineApiArea('session', async (app, { db, config }) => {
  const limitGuessing = guessingLimits(app, config);

  registerEndpoint(
    app,
    sessionEndpoints.checkAccount,
    async ({ body }, request) => {
      // An unknown address answers like an ordinary account (null), so the step does not reveal who is registered.
      const user = await findUserByEmail(db, body.email);
      const flow = user?.registrationFlow ?? null;
      // An invited person signs in with a code (step 2 of Login): each call e-mails a new one.
      if (user && flow) await sendInvitationCode(db, emailContextOf(request, config), user);
      return { registration_flow: flow };
    },
    limitGuessing('email'),
  );

  registerEndpoint(
    app,
    sessionEndpoints.login,
    async ({ body }, request, reply) => {
      const user = await checkCredentials(db, emailContextOf(request, config), body.email, body.password);
      return openSignedInSession(db, request, reply, user.id);
    },
    limitGuessing('email'),
  );

  registerEndpoint(app, sessionEndpoints.currentUser, async ({ actor }) => buildSignedInBundle(db, actor.session, { permissions: actor.permissions }));

  // Signing out always succeeds: a session that already ended is as signed out as one ended now.
  registerEndpoint(app, sessionEndpoints.logout, async (_input, request, reply) => {
    const token = sessionTokenOf(request);
    if (token) await endSession(db, token);
    clearSessionCookie(reply);
    // The browser also drops what it kept of the signed-in person: cached answers, other cookies, storage.
    reply.header('clear-site-data', CLEAR_SITE_DATA);
    return { message: sessionApiMessages.signedOut };
  });
});
