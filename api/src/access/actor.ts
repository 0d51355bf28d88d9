import { isPermission, type Caller, type Permission } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { memberships, roles } from '../accounts/schema';
import { findUser } from '../accounts/users';
import type { Database } from '../db/database';
import { sessionTokenOf } from '../session/session-cookie';
import { resumeSession, type ActiveSession } from '../session/sessions';

/**
 * Who is calling: the signed-in person, the account their session operates on and what their role there
 * allows. Read at every request, so a role changed by the owner takes effect at the next call, without a new
 * sign-in. Handlers read and write through `accountId`, never through an id taken from the path alone.
 */
export interface Actor {
  userId: number;
  verified: boolean;
  /** The account the session operates on: the person's own, or a borrower's they work for; null for none. */
  accountId: number | null;
  permissions: Permission[];
  session: ActiveSession;
}

/** The actor of an endpoint that names permissions: its session always operates on an account. */
export interface AccountActor extends Actor {
  accountId: number;
}

/** The caller's live session, which this request keeps alive, as an actor; null without one. */
export async function actorOf(db: Database, request: FastifyRequest): Promise<Actor | null> {
  const token = sessionTokenOf(request);
  const session = token ? await resumeSession(db, token) : null;
  if (!session) return null;
  const user = await findUser(db, session.userId);
  // Sessions are deleted with their user, so this is a broken database, not a signed-out person.
  if (!user) throw new Error(`Session of user ${session.userId}, who does not exist`);
  return {
    userId: user.id,
    verified: user.verified,
    accountId: session.accountId,
    permissions: session.accountId === null ? [] : await permissionsOn(db, user.id, session.accountId),
    session,
  };
}

export function callerOf(actor: Actor): Caller {
  return { userId: actor.userId, verified: actor.verified, permissions: actor.permissions, operatesOnAccount: actor.accountId !== null };
}

/** The role's permissions on that account. Strings the contract no longer knows are left out rather than failing. */
export async function permissionsOn(db: Database, userId: number, accountId: number): Promise<Permission[]> {
  const [row] = await db
    .select({ permissions: roles.permissions })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)));
  return (row?.permissions ?? []).filter(isPermission);
}
