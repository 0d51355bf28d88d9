import { MessageResponse, SignedInBundle, UserIdParams } from '../api/session';
import { TeamIdBody, TeamsAreaLoadResponse } from '../api/teams-area';
import { signedIn } from '../access';
import { defineEndpoint } from '../endpoints';

/** Spec 000 §7: the teams area of a person who works on behalf of borrowers, always their own (`{id}`). */
export const teamsAreaEndpoints = {
  /** "my_teams, invites, owner" */
  load: defineEndpoint({ method: 'GET', path: '/users/{id}/teams_area/load', params: UserIdParams, response: TeamsAreaLoadResponse, access: signedIn() }),
  /** "the signed-in bundle; then go to MyDeals" */
  enter: defineEndpoint({ method: 'POST', path: '/users/{id}/teams_area/enter', params: UserIdParams, body: TeamIdBody, response: SignedInBundle, access: signedIn() }),
  /** The answers below are "not shown": a message; the page reloads its lists after each. */
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/teams_area/accept_invitation',
    params: UserIdParams,
    body: TeamIdBody,
    response: MessageResponse,
    access: signedIn(),
  }),
  rejectInvitation: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/teams_area/reject_invitation',
    params: UserIdParams,
    body: TeamIdBody,
    response: MessageResponse,
    access: signedIn(),
  }),
  disconnect: defineEndpoint({ method: 'POST', path: '/users/{id}/teams_area/disconnect', params: UserIdParams, body: TeamIdBody, response: MessageResponse, access: signedIn() }),
};
