import { signedIn } from '../access';
import { MessageResponse, UserIdParams } from '../api/session';
import {
  ContributorChangeBody,
  ContributorList,
  InviteBody,
  NewContributorBody,
  PrimaryContactBody,
  RolesPermissionsResponse,
  TeamRolesResponse,
  UpdateInviteBody,
} from '../api/team-members';
import { defineEndpoint } from '../endpoints';

/** "Only the owner role loads team roles and manages team members" (spec 002 §6). */
const ownerOnly = signedIn({ permissions: ['owner'] });
/** Sending an invitation e-mails someone in the account's name: like submitting a form, it needs a verified e-mail. */
const verifiedOwner = signedIn({ verified: true, permissions: ['owner'] });

/**
 * Portal Team Members (spec 002 §2.7, §7 `poc` calls), all about the account the session operates on. Every change
 * carries the list's `last_poc_update` and is refused (409) when the team changed since the page loaded it.
 */
export const teamMemberEndpoints = {
  /** "poc_list, last_poc_update" */
  list: defineEndpoint({ method: 'GET', path: '/users/{id}/poc/list', params: UserIdParams, response: ContributorList, access: ownerOnly }),
  /** "roles" */
  roles: defineEndpoint({ method: 'GET', path: '/users/{id}/poc/roles', params: UserIdParams, response: TeamRolesResponse, access: ownerOnly }),
  /** "role permissions" */
  rolesPermissions: defineEndpoint({ method: 'GET', path: '/users/{id}/poc/roles_permissions', params: UserIdParams, response: RolesPermissionsResponse, access: ownerOnly }),
  /** "contributor fields plus lastPocUpdate": adds the contact and invites them with the role. */
  create: defineEndpoint({ method: 'POST', path: '/users/{id}/poc/create', params: UserIdParams, body: NewContributorBody, response: MessageResponse, access: verifiedOwner }),
  /** "Complete delete removes the contact." */
  delete: defineEndpoint({ method: 'POST', path: '/users/{id}/poc/delete', params: UserIdParams, body: ContributorChangeBody, response: MessageResponse, access: ownerOnly }),
  /** "Suspend access removes the member's role." */
  removeRole: defineEndpoint({ method: 'POST', path: '/users/{id}/poc/remove_role', params: UserIdParams, body: ContributorChangeBody, response: MessageResponse, access: ownerOnly }),
  /** The change of primary contact. */
  updatePrimaryPoc: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/poc/update_primary_poc',
    params: UserIdParams,
    body: PrimaryContactBody,
    response: MessageResponse,
    access: ownerOnly,
  }),
  /** Send Invite (disconnected, suspended, rejected or no status). */
  invite: defineEndpoint({ method: 'POST', path: '/users/{id}/poc/invite', params: UserIdParams, body: InviteBody, response: MessageResponse, access: verifiedOwner }),
  /** Update Invite (pending: a new role, the e-mail sent again) and Change Role (active). */
  updateInvite: defineEndpoint({ method: 'POST', path: '/users/{id}/poc/update_invite', params: UserIdParams, body: UpdateInviteBody, response: MessageResponse, access: verifiedOwner }),
};
