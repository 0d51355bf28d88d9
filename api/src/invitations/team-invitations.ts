import { TEAM_INVITATION_LIFETIME_DAYS } from '@portal/shared-contracts';
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { memberships } from '../accounts/schema';
import { teamInvitations } from './schema';

export type TeamInvitation = typeof teamInvitations.$inferSelect;

/** An invitation addressed to this person (someone else's is as good as absent). */
export async function teamInvitationOf(db: Database, userId: number, invitationId: number): Promise<TeamInvitation | undefined> {
  const [invitation] = await db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.userId, userId)));
  return invitation;
}

/** The newest invitation still waiting for the person's answer: the one a contributor registers through. */
export async function newestPendingInvitationOf(db: Database, userId: number): Promise<TeamInvitation | undefined> {
  const [newest] = await db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.userId, userId), eq(teamInvitations.status, 'pending')))
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id))
    .limit(1);
  return newest;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an invitation sent now lapses. */
export function invitationExpiry(now = new Date()): Date {
  return new Date(now.getTime() + TEAM_INVITATION_LIFETIME_DAYS * DAY_MS);
}

/** Invites the person onto the account's team with the role: a pending invitation, open for two weeks. */
export async function inviteOntoTeam(db: Database, invitation: { accountId: number; userId: number; roleId: number }): Promise<TeamInvitation> {
  const [created] = await db
    .insert(teamInvitations)
    .values({ ...invitation, status: 'pending', expiresAt: invitationExpiry() })
    .returning();
  if (!created) throw new Error('Inviting onto a team returned no row');
  return created;
}

/** The invitation sent again (Update Invite): possibly another role, and two weeks from now. */
export async function renewInvitation(db: Database, invitationId: number, roleId: number): Promise<void> {
  await db.update(teamInvitations).set({ roleId, expiresAt: invitationExpiry(), updatedAt: new Date() }).where(eq(teamInvitations.id, invitationId));
}

/** The account's newest invitation of the person, which says where they stand with the team; none if never invited. */
export async function newestInvitationOnTeam(db: Database, accountId: number, userId: number): Promise<TeamInvitation | undefined> {
  const [newest] = await db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.accountId, accountId), eq(teamInvitations.userId, userId)))
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id))
    .limit(1);
  return newest;
}

/**
 * Accepts a pending invitation still within its time: it becomes active and the person a member of the account with
 * the invited role (a membership they already had takes that role). False when it was not pending or has lapsed, so
 * two answers cannot both win.
 */
export async function acceptTeamInvitation(db: Database, userId: number, invitationId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const accepted = await answer(tx, userId, invitationId, 'active');
    if (!accepted) return false;
    await tx
      .insert(memberships)
      .values({ userId, accountId: accepted.accountId, roleId: accepted.roleId })
      .onConflictDoUpdate({ target: [memberships.userId, memberships.accountId], set: { roleId: accepted.roleId } });
    return true;
  });
}

export async function rejectTeamInvitation(db: Database, userId: number, invitationId: number): Promise<boolean> {
  return (await answer(db, userId, invitationId, 'rejected')) !== undefined;
}

async function answer(db: Database, userId: number, invitationId: number, status: 'active' | 'rejected') {
  const now = new Date();
  const [answered] = await db
    .update(teamInvitations)
    .set({ status, updatedAt: now })
    .where(
      and(
        eq(teamInvitations.id, invitationId),
        eq(teamInvitations.userId, userId),
        eq(teamInvitations.status, 'pending'),
        or(isNull(teamInvitations.expiresAt), gt(teamInvitations.expiresAt, now)),
      ),
    )
    .returning();
  return answered;
}

/**
 * Ends the person's live invitations of the account (pending or active), so the account sees them as `disconnected`
 * (they left, or were deleted) or `suspended` (their role was removed) (spec 002 §3, §4).
 */
export async function endTeamInvitations(db: Database, userId: number, accountId: number, status: 'disconnected' | 'suspended'): Promise<void> {
  await db
    .update(teamInvitations)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(teamInvitations.userId, userId), eq(teamInvitations.accountId, accountId), inArray(teamInvitations.status, ['pending', 'active'])));
}
