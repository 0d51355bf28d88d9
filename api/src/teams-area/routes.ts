import { teamsAreaEndpoints } from '@portal/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerEndpoint } from '../http/register-endpoint';
import { apiMessages } from '../messages';
import { buildSignedInBundle } from '../session/bundle';
import { requireSessionOf } from '../session/session-cookie';
import { answerInvitation, enterAccount, leaveTeam, loadTeamsArea } from './teams';

/** Spec 000 §7: the teams area of the signed-in person (their own id in the path). */
export function registerTeamsAreaRoutes(app: FastifyInstance, db: Database): void {
  registerEndpoint(app, teamsAreaEndpoints.load, async ({ params }, request) => {
    await requireSessionOf(db, request, params.id);
    return loadTeamsArea(db, params.id);
  });

  registerEndpoint(app, teamsAreaEndpoints.enter, async ({ params, body }, request) => {
    const session = await requireSessionOf(db, request, params.id);
    return buildSignedInBundle(db, await enterAccount(db, session, body.id));
  });

  registerEndpoint(app, teamsAreaEndpoints.acceptInvitation, async ({ params, body }, request) => {
    await requireSessionOf(db, request, params.id);
    await answerInvitation(db, params.id, body.id, 'accept');
    return { message: apiMessages.invitationAccepted };
  });

  registerEndpoint(app, teamsAreaEndpoints.rejectInvitation, async ({ params, body }, request) => {
    await requireSessionOf(db, request, params.id);
    await answerInvitation(db, params.id, body.id, 'reject');
    return { message: apiMessages.invitationRejected };
  });

  registerEndpoint(app, teamsAreaEndpoints.disconnect, async ({ params, body }, request) => {
    await requireSessionOf(db, request, params.id);
    await leaveTeam(db, params.id, body.id);
    return { message: apiMessages.leftTeam };
  });
}
