import { and, desc, eq } from 'drizzle-orm';
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

/**
 * Accepts a pending invitation: it becomes active and the person a member of the account with the invited role
 * (a membership they already had takes that role). False when it was not pending, so two answers cannot both win.
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
  const [answered] = await db
    .update(teamInvitations)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.userId, userId), eq(teamInvitations.status, 'pending')))
    .returning();
  return answered;
}

/** Leaving a team ends the invitation it came from, so the account sees the person as disconnected (spec 002 §3). */
export async function disconnectTeamInvitations(db: Database, userId: number, accountId: number): Promise<void> {
  await db
    .update(teamInvitations)
    .set({ status: 'disconnected', updatedAt: new Date() })
    .where(and(eq(teamInvitations.userId, userId), eq(teamInvitations.accountId, accountId), eq(teamInvitations.status, 'active')));
}
