import { teamsAreaEndpoints } from '@portal/shared-contracts';
import { defineApiArea } from '../http/api-area';
import { registerEndpoint } from '../http/register-endpoint';
import { teamsAreaApiMessages } from './messages';
import { buildSignedInBundle } from '../session/bundle';
import { answerInvitation, enterAccount, leaveTeam, loadTeamsArea } from './teams';

/** Spec 000 §7: the teams area of the signed-in person (their own id in the path, checked by the endpoints' access). */
export const teamsAreaApi = defineApiArea('teams-area', async (app, { db }) => {
  registerEndpoint(app, teamsAreaEndpoints.load, async ({ actor }) => loadTeamsArea(db, actor.userId));

  registerEndpoint(app, teamsAreaEndpoints.enter, async ({ actor, body }) => buildSignedInBundle(db, await enterAccount(db, actor.session, body.id)));

  registerEndpoint(app, teamsAreaEndpoints.acceptInvitation, async ({ actor, body }) => {
    await answerInvitation(db, actor.userId, body.id, 'accept');
    return { message: teamsAreaApiMessages.invitationAccepted };
  });

  registerEndpoint(app, teamsAreaEndpoints.rejectInvitation, async ({ actor, body }) => {
    await answerInvitation(db, actor.userId, body.id, 'reject');
    return { message: teamsAreaApiMessages.invitationRejected };
  });

  registerEndpoint(app, teamsAreaEndpoints.disconnect, async ({ actor, body }) => {
    await leaveTeam(db, actor.userId, body.id);
    return { message: teamsAreaApiMessages.leftTeam };
  });
});
