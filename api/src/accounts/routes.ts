import { accountEndpoints } from '@portal/shared-contracts';
import { defineApiArea } from '../http/api-area';
import { guessingLimits, perAddressLimit } from '../http/rate-limits';
import { registerEndpoint } from '../http/register-endpoint';
import { accountApiMessages } from './messages';
import { emailContextOf } from '../outbox/outbox';
import { openSignedInSession } from '../session/sign-in';
import { resendVerificationLink, verifyEmail } from './email-verification';
import { registerBorrower } from './registration';
import { lockIsLive, sendUnlockLink, unlockWithToken } from './unlock';
import { findUserByEmail } from './users';

/** Spec 000 §7: registering, verifying the e-mail, and unlocking a locked account. */
export const accountsApi = defineApiArea('accounts', async (app, { db, config }) => {
  const limitGuessing = guessingLimits(app, config);

  // Declared for lower environments only (spec 000 §2.1): elsewhere the call does not exist (404).
  registerEndpoint(
    app,
    accountEndpoints.register,
    async ({ body }, request, reply) => {
      const user = await registerBorrower(db, emailContextOf(request, config), body);
      return openSignedInSession(db, request, reply, user.id);
    },
    perAddressLimit(config),
  );

  // Public: the link proves who it is for, so a session (of whoever) changes nothing.
  registerEndpoint(app, accountEndpoints.verify, async ({ params, query }) => ({ message: await verifyEmail(db, params.id, query.token) }));

  registerEndpoint(
    app,
    accountEndpoints.resendVerification,
    async ({ actor }, request) => {
      await resendVerificationLink(db, emailContextOf(request, config), actor.userId);
      return { message: accountApiMessages.verificationSent };
    },
    perAddressLimit(config),
  );

  registerEndpoint(app, accountEndpoints.unlock, async ({ query }) => {
    await unlockWithToken(db, query.user_id, query.token);
    return { message: accountApiMessages.unlocked };
  });

  // The same answer whether or not the address has an account, or a locked one: nothing to enumerate.
  registerEndpoint(
    app,
    accountEndpoints.resendUnlockLink,
    async ({ body }, request) => {
      const user = await findUserByEmail(db, body.user_email);
      if (user && lockIsLive(user)) await db.transaction((tx) => sendUnlockLink(tx, emailContextOf(request, config), user));
      return { message: accountApiMessages.unlockLinkResent };
    },
    limitGuessing('user_email'),
  );
});
