import {
  contributorActionFor,
  contributorHoldsRole,
  formMessages,
  inviteAsksEmail,
  otherRelationshipIsNeeded,
  primaryDeletionIsRefused,
  type ContributorChangeBody,
  type ContributorList,
  type InviteBody,
  type NewContributorBody,
  type PrimaryContactBody,
  type UpdateInviteBody,
} from '@portal/shared-contracts';
import type * as v from 'valibot';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { homeAccountId } from '../accounts/accounts';
import { accounts, memberships, users } from '../accounts/schema';
import { teamRoles, type StoredTeamRole } from '../accounts/team-roles';
import { findUserByEmail, normalizeEmail, type User } from '../accounts/users';
import type { Database } from '../db/database';
import { httpMessages } from '../http/messages';
import { Refusal, refuseFields } from '../http/refusal';
import { teamInvitations } from '../invitations/schema';
import { endTeamInvitations, inviteOntoTeam, renewInvitation } from '../invitations/team-invitations';
import type { EmailContext } from '../outbox/outbox';
import { moveSessionsOffAccount } from '../session/sessions';
import { sessions } from '../session/schema';
import { contributorOf, fullNameOf, teamMemberOf, teamMembersOf, type TeamMember } from './contributors';
import { sendTeamInvitationEmail } from './invitation-email';
import { teamMemberApiMessages } from './messages';
import { pointsOfContact } from './schema';
import { changeTeam, teamMarkerOf } from './team-changes';

/*
 * Portal Team Members (spec 002 §2.7, §4, §5, §7): the owner's changes to the account's team. Every change runs in
 * `changeTeam`, which refuses it when the page that sent it is older than the team's last change.
 */

/** Where a change happens: the account the owner's session operates on, and how to e-mail. */
export interface TeamOfAccount {
  db: Database;
  mail: EmailContext;
  accountId: number;
}

type Output<T extends v.GenericSchema> = v.InferOutput<T>;

const notFound = () => new Refusal(404, { message: httpMessages.notFound });

/** GET /users/{id}/poc/list */
export async function listContributors(db: Database, accountId: number): Promise<ContributorList> {
  // The marker first: a change landing between the two reads then makes the page stale, never a newer page old.
  const lastPocUpdate = await teamMarkerOf(db, accountId);
  return { poc_list: (await teamMembersOf(db, accountId)).map(contributorOf), last_poc_update: lastPocUpdate };
}

/** POST /users/{id}/poc/create: the contact added and invited with the role. */
export async function addContributor(team: TeamOfAccount, body: Output<typeof NewContributorBody>): Promise<string> {
  return changeTeam(team.db, team.accountId, body.lastPocUpdate, async (tx) => {
    const role = await roleToGive(tx, body.role);
    const borrower = await borrowerOf(tx, team.accountId);
    if (normalizeEmail(body.email) === borrower.email) throw refuseFields({ email: [teamMemberApiMessages.ownEmail] });
    const person = (await findUserByEmail(tx, body.email)) ?? (await addInvitedPerson(tx, body));
    const first = (await tx.select({ id: pointsOfContact.id }).from(pointsOfContact).where(eq(pointsOfContact.accountId, team.accountId)).limit(1)).length === 0;
    const [contact] = await tx
      .insert(pointsOfContact)
      .values({
        accountId: team.accountId,
        userId: person.id,
        relationship: body.relationship,
        otherRelationship: otherRelationshipIsNeeded(body.relationship) ? body.otherRelationship : '',
        agreesToNotify: body.agreesToNotifyPoc,
        // The first team member is the Primary Contact until the owner chooses another.
        isPrimary: first,
      })
      .onConflictDoNothing()
      .returning({ id: pointsOfContact.id });
    if (!contact) throw refuseFields({ email: [teamMemberApiMessages.alreadyOnTeam] });
    await invite({ ...team, db: tx }, { person, role, borrower: fullNameOf(borrower), to: person.email });
    return teamMemberApiMessages.invitationSent;
  });
}

/** POST /users/{id}/poc/invite: Send Invite, for a contact with no role (disconnected, suspended, rejected or never invited). */
export async function sendInvite(team: TeamOfAccount, body: Output<typeof InviteBody>): Promise<string> {
  return changeTeam(team.db, team.accountId, body.last_poc_update, async (tx) => {
    const member = await memberOf(tx, team.accountId, body.point_of_contact_id);
    if (contributorActionFor(member.status) !== 'send_invite') throw actionNotOffered();
    const role = await roleToGive(tx, body.role);
    // "an e-mail when the contact has no role yet": one of the contact's addresses.
    const emails = contributorOf(member).emails;
    const to = body.email === undefined ? undefined : normalizeEmail(body.email);
    if (inviteAsksEmail(member) && to === undefined) throw refuseFields({ email: [formMessages.required] });
    if (to !== undefined && !emails.includes(to)) throw refuseFields({ email: [teamMemberApiMessages.notTheirEmail] });
    const borrower = await borrowerOf(tx, team.accountId);
    await invite({ ...team, db: tx }, { person: member.person, role, borrower: fullNameOf(borrower), to: to ?? member.person.email });
    return teamMemberApiMessages.invitationSent;
  });
}

/**
 * POST /users/{id}/poc/update_invite: for a pending invitation, Update Invite (the role changed, the e-mail sent again
 * and two weeks anew); for an active member, Change Role, which applies at their next request.
 */
export async function updateInvite(team: TeamOfAccount, body: Output<typeof UpdateInviteBody>): Promise<string> {
  return changeTeam(team.db, team.accountId, body.last_poc_update, async (tx) => {
    const member = await memberOf(tx, team.accountId, body.point_of_contact_id);
    const action = contributorActionFor(member.status);
    if (action === 'send_invite' || member.invitationId === null) throw actionNotOffered();
    const role = await roleToGive(tx, body.role);
    if (action === 'update_invite') {
      await renewInvitation(tx, member.invitationId, role.id);
      const borrower = await borrowerOf(tx, team.accountId);
      await sendInvitationEmail({ ...team, db: tx }, { person: member.person, role, borrower: fullNameOf(borrower), to: member.person.email, invitationId: member.invitationId });
      return teamMemberApiMessages.invitationSent;
    }
    await tx
      .update(memberships)
      .set({ roleId: role.id })
      .where(and(eq(memberships.accountId, team.accountId), eq(memberships.userId, member.person.id)));
    await tx.update(teamInvitations).set({ roleId: role.id, updatedAt: new Date() }).where(eq(teamInvitations.id, member.invitationId));
    return teamMemberApiMessages.roleChanged(fullNameOf(member.person), role.name);
  });
}

/** POST /users/{id}/poc/remove_role: "Suspend access removes the member's role." */
export async function suspendAccess(team: TeamOfAccount, body: Output<typeof ContributorChangeBody>): Promise<string> {
  return changeTeam(team.db, team.accountId, body.last_poc_update, async (tx) => {
    const member = await memberOf(tx, team.accountId, body.id);
    if (!contributorHoldsRole(member.status)) throw new Refusal(400, { message: teamMemberApiMessages.noRoleToRemove });
    await takeAccessAway(tx, team.accountId, member, 'suspended');
    return teamMemberApiMessages.accessSuspended(fullNameOf(member.person));
  });
}

/**
 * POST /users/{id}/poc/delete: "Complete delete removes the contact." The Primary Contact goes only when alone:
 * "deletion is refused when the list has more than one member".
 */
export async function deleteContributor(team: TeamOfAccount, body: Output<typeof ContributorChangeBody>): Promise<string> {
  return changeTeam(team.db, team.accountId, body.last_poc_update, async (tx) => {
    const member = await memberOf(tx, team.accountId, body.id);
    const [contacts] = await tx.select({ size: count() }).from(pointsOfContact).where(eq(pointsOfContact.accountId, team.accountId));
    if (primaryDeletionIsRefused({ is_primary_poc: member.contact.isPrimary }, contacts?.size ?? 0)) throw new Refusal(400, { message: teamMemberApiMessages.cannotDeletePrimary });
    await takeAccessAway(tx, team.accountId, member, 'disconnected');
    await tx.delete(pointsOfContact).where(eq(pointsOfContact.id, member.contact.id));
    return teamMemberApiMessages.deleted(fullNameOf(member.person));
  });
}

/** POST /users/{id}/poc/update_primary_poc */
export async function makePrimaryContact(team: TeamOfAccount, body: Output<typeof PrimaryContactBody>): Promise<string> {
  return changeTeam(team.db, team.accountId, body.last_poc_update, async (tx) => {
    const member = await memberOf(tx, team.accountId, body.poc_id);
    // One primary per account (a unique index): the old one steps down first.
    await tx.update(pointsOfContact).set({ isPrimary: false }).where(and(eq(pointsOfContact.accountId, team.accountId), eq(pointsOfContact.isPrimary, true)));
    await tx.update(pointsOfContact).set({ isPrimary: true }).where(eq(pointsOfContact.id, member.contact.id));
    return teamMemberApiMessages.primaryChanged(fullNameOf(member.person));
  });
}

async function memberOf(db: Database, accountId: number, contactId: number): Promise<TeamMember> {
  const member = await teamMemberOf(db, accountId, contactId);
  if (!member) throw notFound();
  return member;
}

const actionNotOffered = () => new Refusal(409, { message: teamMemberApiMessages.actionNotOffered });

/** A role an owner may give: one of the contract's (the roles table's columns), by id. */
async function roleToGive(db: Database, roleId: number): Promise<StoredTeamRole> {
  const role = (await teamRoles(db)).find((candidate) => candidate.id === roleId);
  if (!role) throw refuseFields({ role: [teamMemberApiMessages.unknownRole] });
  return role;
}

/** The account's owner, the borrower the team works for. */
async function borrowerOf(db: Database, accountId: number): Promise<User> {
  const [row] = await db.select({ owner: users }).from(accounts).innerJoin(users, eq(users.id, accounts.ownerUserId)).where(eq(accounts.id, accountId));
  if (!row) throw new Error(`Account ${accountId} has no owner`);
  return row.owner;
}

/** Someone the portal does not know yet: a user with the contributor flow and no password, who registers by code. */
async function addInvitedPerson(db: Database, body: Output<typeof NewContributorBody>): Promise<User> {
  const [person] = await db
    .insert(users)
    .values({ email: normalizeEmail(body.email), firstName: body.firstName, lastName: body.lastName, phoneNumber: body.phone, registrationFlow: 'contributor', teamsAreaRequired: true })
    .returning();
  if (!person) throw new Error('Adding an invited person returned no row');
  return person;
}

interface Invitation {
  person: User;
  role: StoredTeamRole;
  borrower: string;
  to: string;
}

/**
 * A new invitation and its e-mail. The person works in teams from now on: their next sign-in starts in the teams
 * area, where the invitation waits; sessions they have open already stay on the account they work on.
 */
async function invite(team: TeamOfAccount, { person, role, borrower, to }: Invitation): Promise<void> {
  const invitation = await inviteOntoTeam(team.db, { accountId: team.accountId, userId: person.id, roleId: role.id });
  if (!person.teamsAreaRequired) {
    await team.db.update(users).set({ teamsAreaRequired: true }).where(eq(users.id, person.id));
    await team.db
      .update(sessions)
      .set({ accountChosenAt: sql`now()` })
      .where(and(eq(sessions.userId, person.id), isNull(sessions.accountChosenAt)));
  }
  await sendInvitationEmail(team, { person, role, borrower, to, invitationId: invitation.id });
}

async function sendInvitationEmail(team: TeamOfAccount, { person, role, borrower, to, invitationId }: Invitation & { invitationId: number }): Promise<void> {
  const [invitation] = await team.db.select({ expiresAt: teamInvitations.expiresAt }).from(teamInvitations).where(eq(teamInvitations.id, invitationId));
  if (!invitation?.expiresAt) throw new Error(`Invitation ${invitationId} has no expiry`);
  await sendTeamInvitationEmail(team.db, team.mail, { to, person, borrower, role: role.name, expiresAt: invitation.expiresAt });
}

/** The person's membership and live invitations end; their sessions on the account move to their home account. */
async function takeAccessAway(db: Database, accountId: number, member: TeamMember, status: 'suspended' | 'disconnected'): Promise<void> {
  await db.delete(memberships).where(and(eq(memberships.accountId, accountId), eq(memberships.userId, member.person.id)));
  await endTeamInvitations(db, member.person.id, accountId, status);
  await moveSessionsOffAccount(db, member.person.id, accountId, await homeAccountId(db, member.person.id));
}
