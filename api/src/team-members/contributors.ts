import type { Contributor, ContributorStatus } from '@portal/shared-contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import { memberships, roles, users } from '../accounts/schema';
import type { Database } from '../db/database';
import { teamInvitations } from '../invitations/schema';
import { pointsOfContact } from './schema';

export type PointOfContact = typeof pointsOfContact.$inferSelect;

/** A point of contact as the owner's page shows it, with what the handlers need to act on it. */
export interface TeamMember {
  contact: PointOfContact;
  person: typeof users.$inferSelect;
  /** Where they stand with the team, read off their membership and newest invitation. */
  status: ContributorStatus | null;
  role: { id: number; name: string } | null;
  /** The newest invitation, which Update Invite renews and a suspension ends. */
  invitationId: number | null;
  invitationExpiresAt: Date | null;
}

interface Standing {
  membership: { roleId: number; roleName: string } | null;
  invitation: { id: number; status: ContributorStatus; roleId: number; roleName: string; expiresAt: Date | null } | null;
}

/**
 * Status and role of a point of contact (spec 002 §3, §4): a member is active with their membership's role; else the
 * newest invitation says it — pending with the invited role, or rejected, disconnected, suspended with none ("Suspend
 * access removes the member's role"); never invited is no status and no role.
 */
function standingOf({ membership, invitation }: Standing): Pick<TeamMember, 'status' | 'role' | 'invitationId' | 'invitationExpiresAt'> {
  const invitationId = invitation?.id ?? null;
  if (membership) return { status: 'active', role: { id: membership.roleId, name: membership.roleName }, invitationId, invitationExpiresAt: null };
  if (!invitation) return { status: null, role: null, invitationId, invitationExpiresAt: null };
  if (invitation.status === 'pending') {
    return { status: 'pending', role: { id: invitation.roleId, name: invitation.roleName }, invitationId, invitationExpiresAt: invitation.expiresAt };
  }
  // An accepted invitation whose membership is gone: the person is no longer on the team.
  return { status: invitation.status === 'active' ? 'disconnected' : invitation.status, role: null, invitationId, invitationExpiresAt: null };
}

/** The account's points of contact, the primary first, then as they were added. */
export async function teamMembersOf(db: Database, accountId: number, only?: { contactId: number }): Promise<TeamMember[]> {
  const contacts = await db
    .select({ contact: pointsOfContact, person: users })
    .from(pointsOfContact)
    .innerJoin(users, eq(users.id, pointsOfContact.userId))
    .where(only ? and(eq(pointsOfContact.accountId, accountId), eq(pointsOfContact.id, only.contactId)) : eq(pointsOfContact.accountId, accountId))
    .orderBy(desc(pointsOfContact.isPrimary), asc(pointsOfContact.createdAt), asc(pointsOfContact.id));
  if (contacts.length === 0) return [];

  const memberRoles = await db
    .select({ userId: memberships.userId, roleId: roles.id, roleName: roles.name })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(memberships.accountId, accountId));
  // The newest invitation of each person: the list is short, so one ordered read and the first per person.
  const invitations = await db
    .select({ id: teamInvitations.id, userId: teamInvitations.userId, status: teamInvitations.status, roleId: roles.id, roleName: roles.name, expiresAt: teamInvitations.expiresAt })
    .from(teamInvitations)
    .innerJoin(roles, eq(roles.id, teamInvitations.roleId))
    .where(eq(teamInvitations.accountId, accountId))
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id));

  return contacts.map(({ contact, person }) => {
    const membership = memberRoles.find((row) => row.userId === person.id) ?? null;
    const invitation = invitations.find((row) => row.userId === person.id) ?? null;
    return { contact, person, ...standingOf({ membership, invitation }) };
  });
}

/** One point of contact of the account; undefined for another account's, or none (the caller answers 404). */
export async function teamMemberOf(db: Database, accountId: number, contactId: number): Promise<TeamMember | undefined> {
  const [member] = await teamMembersOf(db, accountId, { contactId });
  return member;
}

export const fullNameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** The contract's `Contributor`. One e-mail address per person: the one they sign in with. */
export function contributorOf({ contact, person, status, role, invitationExpiresAt }: TeamMember): Contributor {
  return {
    id: contact.id,
    name: fullNameOf(person),
    email: person.email,
    emails: [person.email],
    phone: person.phoneNumber,
    relationship: contact.relationship,
    other_relationship: contact.otherRelationship,
    role,
    status,
    is_primary_poc: contact.isPrimary,
    invitation_expires_at: invitationExpiresAt?.toISOString() ?? null,
  };
}
