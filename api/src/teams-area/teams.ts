import { invitationHasExpired, inviteCanBeAnswered, type TeamInvite, type TeamsAreaLoadResponse } from '@portal/shared-contracts';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { accountOwnedBy, homeAccountId, ownerRoleId } from '../accounts/accounts';
import type { Database } from '../db/database';
import { accounts, memberships, roles, users } from '../accounts/schema';
import { teamInvitations } from '../invitations/schema';
import { Refusal } from '../http/refusal';
import { acceptTeamInvitation, endTeamInvitations, rejectTeamInvitation, teamInvitationOf } from '../invitations/team-invitations';
import { teamChangedBy } from '../team-members/team-changes';
import { httpMessages } from '../http/messages';
import { teamsAreaApiMessages } from './messages';
import { moveSessionsOffAccount, switchSessionAccount, type ActiveSession } from '../session/sessions';

/*
 * The teams area (spec 000 §2.8, §4.3). Joined teams and the Main Account are named by their account's id, which
 * is what Enter and disconnect take; invitations by the invitation's id, which is what Accept and Reject take.
 */

const notFound = () => new Refusal(404, { message: httpMessages.notFound });

const borrowerName = (owner: { firstName: string; lastName: string }) => `${owner.firstName} ${owner.lastName}`;

/** GET /users/{id}/teams_area/load */
export async function loadTeamsArea(db: Database, userId: number): Promise<TeamsAreaLoadResponse> {
  const own = await accountOwnedBy(db, userId);
  return { my_teams: await joinedTeams(db, userId), invites: await invitationsTo(db, userId), owner: own ? { id: own.id, borrower_name: own.name } : null };
}

/** Accounts the person works on for someone else; a joined team reads like an accepted invite (status active). */
async function joinedTeams(db: Database, userId: number): Promise<TeamInvite[]> {
  const rows = await db
    .select({ account: accounts, role: roles.name, owner: users, joined: memberships.createdAt })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(users, eq(users.id, accounts.ownerUserId))
    .where(and(eq(memberships.userId, userId), ne(accounts.ownerUserId, userId)))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
  return rows.map(({ account, role, owner, joined }) => ({
    id: account.id,
    name: account.name,
    status: 'active',
    role,
    borrower_name: borrowerName(owner),
    date_created: joined.toISOString(),
    expires_at: null,
  }));
}

/** Invitations not (or no longer) joined, newest first; the page offers Accept and Reject on the pending ones. */
async function invitationsTo(db: Database, userId: number): Promise<TeamInvite[]> {
  const rows = await db
    .select({ invitation: teamInvitations, account: accounts, role: roles.name, owner: users })
    .from(teamInvitations)
    .innerJoin(accounts, eq(accounts.id, teamInvitations.accountId))
    .innerJoin(roles, eq(roles.id, teamInvitations.roleId))
    .innerJoin(users, eq(users.id, accounts.ownerUserId))
    .where(and(eq(teamInvitations.userId, userId), ne(teamInvitations.status, 'active')))
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id));
  return rows.map(({ invitation, account, role, owner }) => ({
    id: invitation.id,
    name: account.name,
    status: invitation.status,
    role,
    borrower_name: borrowerName(owner),
    date_created: invitation.createdAt.toISOString(),
    expires_at: invitation.status === 'pending' ? (invitation.expiresAt?.toISOString() ?? null) : null,
  }));
}

/** POST /users/{id}/teams_area/enter: the session now operates on that account (a team, or the person's own). */
export async function enterAccount(db: Database, session: ActiveSession, accountId: number): Promise<ActiveSession> {
  const [membership] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, session.userId), eq(memberships.accountId, accountId)));
  if (!membership) throw notFound();
  return switchSessionAccount(db, session, accountId);
}

/**
 * accept_invitation and reject_invitation: "Only status pending offers Accept and Reject", and only the person it was
 * sent to, within its time. The account's owner sees the change: their team page's marker moves on.
 */
export async function answerInvitation(db: Database, userId: number, invitationId: number, answer: 'accept' | 'reject'): Promise<void> {
  const invitation = await teamInvitationOf(db, userId, invitationId);
  if (!invitation) throw notFound();
  if (!inviteCanBeAnswered(invitation.status)) throw new Refusal(400, { message: teamsAreaApiMessages.invitationAnswered });
  if (invitationHasExpired(invitation.expiresAt?.toISOString() ?? null, new Date())) throw new Refusal(400, { message: teamsAreaApiMessages.invitationExpired });
  await db.transaction(async (tx) => {
    const answered = answer === 'accept' ? await acceptTeamInvitation(tx, userId, invitationId) : await rejectTeamInvitation(tx, userId, invitationId);
    // Answered meanwhile (another tab), or lapsed this very moment.
    if (!answered) throw new Refusal(400, { message: teamsAreaApiMessages.invitationAnswered });
    await teamChangedBy(tx, invitation.accountId);
  });
}

/**
 * POST /users/{id}/teams_area/disconnect: leaves a joined team. "The Owner role in the teams area cannot be
 * disconnected." Sessions that operated on the team move to the person's home account.
 */
export async function leaveTeam(db: Database, userId: number, accountId: number): Promise<void> {
  const [membership] = await db
    .select({ id: memberships.id, roleId: memberships.roleId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)));
  if (!membership) throw notFound();
  if (membership.roleId === (await ownerRoleId(db))) throw new Refusal(400, { message: teamsAreaApiMessages.ownerCannotLeave });
  await db.transaction(async (tx) => {
    await tx.delete(memberships).where(eq(memberships.id, membership.id));
    await endTeamInvitations(tx, userId, accountId, 'disconnected');
    await moveSessionsOffAccount(tx, userId, accountId, await homeAccountId(tx, userId));
    await teamChangedBy(tx, accountId);
  });
}
