import { teamMemberEndpoints } from '@portal/shared-contracts';
import type { FastifyRequest } from 'fastify';
import type { AccountActor } from '../access/actor';
import { ensureTeamRoles, teamRoles } from '../accounts/team-roles';
import { defineApiArea } from '../http/api-area';
import { perAddressLimit } from '../http/rate-limits';
import { registerEndpoint } from '../http/register-endpoint';
import { emailContextOf } from '../outbox/outbox';
import { addContributor, deleteContributor, listContributors, makePrimaryContact, sendInvite, suspendAccess, updateInvite, type TeamOfAccount } from './team-members';

/**
 * Spec 002 §7 `poc` calls: the owner's Portal Team Members, on the account the session operates on ("Only the owner
 * role loads team roles and manages team members", declared on each endpoint). The contract's roles are written to
 * the database first, so the roles an owner gives are the ones the API enforces.
 */
export const teamMembersApi = defineApiArea('team-members', async (app, { db, config }) => {
  await ensureTeamRoles(db);
  const team = (request: FastifyRequest, actor: AccountActor): TeamOfAccount => ({ db, mail: emailContextOf(request, config), accountId: actor.accountId });
  // Each of these e-mails someone: at most as often as a person could sign in.
  const sendsEmail = perAddressLimit(config);

  registerEndpoint(app, teamMemberEndpoints.list, async ({ actor }) => listContributors(db, actor.accountId));

  registerEndpoint(app, teamMemberEndpoints.roles, async () => ({
    roles: (await teamRoles(db)).map(({ id, name, description }) => ({ id, name, description })),
  }));

  registerEndpoint(app, teamMemberEndpoints.rolesPermissions, async () => ({
    roles: (await teamRoles(db)).map(({ id, name, permissions }) => ({ id, name, permissions: [...permissions] })),
  }));

  registerEndpoint(app, teamMemberEndpoints.create, async ({ actor, body }, request) => ({ message: await addContributor(team(request, actor), body) }), sendsEmail);
  registerEndpoint(app, teamMemberEndpoints.invite, async ({ actor, body }, request) => ({ message: await sendInvite(team(request, actor), body) }), sendsEmail);
  registerEndpoint(app, teamMemberEndpoints.updateInvite, async ({ actor, body }, request) => ({ message: await updateInvite(team(request, actor), body) }), sendsEmail);
  registerEndpoint(app, teamMemberEndpoints.removeRole, async ({ actor, body }, request) => ({ message: await suspendAccess(team(request, actor), body) }));
  registerEndpoint(app, teamMemberEndpoints.delete, async ({ actor, body }, request) => ({ message: await deleteContributor(team(request, actor), body) }));
  registerEndpoint(app, teamMemberEndpoints.updatePrimaryPoc, async ({ actor, body }, request) => ({ message: await makePrimaryContact(team(request, actor), body) }));
});
