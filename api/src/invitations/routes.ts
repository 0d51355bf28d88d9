import { invitationEndpoints } from '@portal/shared-contracts';
import { defineApiArea } from '../http/api-area';
import { guessingLimits } from '../http/rate-limits';
import { registerEndpoint } from '../http/register-endpoint';
import { openSignedInSession } from '../session/sign-in';
import { invitationBehindCode, registerInvitedPerson } from './invited-registration';

/** Spec 000 §4.1, §7: the code step of sign-in for invited people, and their registration. */
export const invitationsApi = defineApiArea('invitations', async (app, { db, config }) => {
  const limitGuessing = guessingLimits(app, config);

  // is_poc is not needed: the person's own row says which flow the code belongs to, and a client cannot change it.
  registerEndpoint(
    app,
    invitationEndpoints.checkAccountVerifyCode,
    async ({ body }) => invitationBehindCode(db, body.email, body.code),
    limitGuessing('email'),
  );

  registerEndpoint(
    app,
    invitationEndpoints.registerFromInvite,
    async ({ body }, request, reply) => {
      const userId = await registerInvitedPerson(db, { ...body, flow: 'salesforce' });
      return openSignedInSession(db, request, reply, userId);
    },
    limitGuessing('userEmail'),
  );

  registerEndpoint(
    app,
    invitationEndpoints.registerContributor,
    async ({ body }, request, reply) => {
      const userId = await registerInvitedPerson(db, { ...body, flow: 'contributor' });
      return openSignedInSession(db, request, reply, userId);
    },
    limitGuessing('userEmail'),
  );
});
