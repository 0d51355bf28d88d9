import { MessageResponse, SignedInBundle, UserIdParams } from '../api/session';
import { TeamIdBody, TeamsAreaLoadResponse } from '../api/teams-area';
import { defineEndpoint } from '../endpoints';

/** Spec 000 §7: the teams area of a person who works on behalf of borrowers. */
export const teamsAreaEndpoints = {
  /** "my_teams, invites, owner" */
  load: defineEndpoint({ method: 'GET', path: '/users/{id}/teams_area/load', params: UserIdParams, response: TeamsAreaLoadResponse }),
  /** "the signed-in bundle; then go to MyDeals" */
  enter: defineEndpoint({ method: 'POST', path: '/users/{id}/teams_area/enter', params: UserIdParams, body: TeamIdBody, response: SignedInBundle }),
  /** The answers below are "not shown": a message; the page reloads its lists after each. */
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/teams_area/accept_invitation',
    params: UserIdParams,
    body: TeamIdBody,
    response: MessageResponse,
  }),
  rejectInvitation: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/teams_area/reject_invitation',
    params: UserIdParams,
    body: TeamIdBody,
    response: MessageResponse,
  }),
  disconnect: defineEndpoint({ method: 'POST', path: '/users/{id}/teams_area/disconnect', params: UserIdParams, body: TeamIdBody, response: MessageResponse }),
};
