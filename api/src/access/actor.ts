import { isPermission, type Caller, type Permission } from '@portal/shared-contracts';
import { and, eq, getTableColumns, type SQLWrapper } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { memberships, roles, users } from '../accounts/schema';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import { sessionTokenOf } from '../session/session-cookie';
import { sessions } from '../session/schema';
import { endSessionIfExpired, isLiveSessionOfToken, keepAlive, sessionResumption, type ActiveSession } from '../session/sessions';

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

/** The person's membership of the account, which names their role there. */
const membershipOf = (userId: SQLWrapper | number, accountId: SQLWrapper | number) => and(eq(memberships.userId, userId), eq(memberships.accountId, accountId));

/** Strings the contract no longer knows are left out rather than failing. */
const knownPermissions = (permissions: readonly string[] | null | undefined): Permission[] => (permissions ?? []).filter(isPermission);

/**
 * Every signed-in call begins here, so it is one statement, which only reads: the live session, the person's
 * verification and their role's permissions on the session's account.
 */
const actorStatement = preparedStatement(
  'actor_of_session',
  (db, name) =>
    db
      .select({ session: getTableColumns(sessions), verified: users.verified, permissions: roles.permissions })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .leftJoin(memberships, membershipOf(sessions.userId, sessions.accountId))
      .leftJoin(roles, eq(roles.id, memberships.roleId))
      .where(isLiveSessionOfToken())
      .prepare(name),
);

/** The caller's live session, which this request keeps alive, as an actor; null without one. */
export async function actorOf(db: Database, request: FastifyRequest): Promise<Actor | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  const resumption = sessionResumption(token, new Date());
  const [row] = await actorStatement(db).execute(resumption);
  if (!row) {
    await endSessionIfExpired(db, resumption);
    return null;
  }
  // Sessions are deleted with their user, so this is a broken database, not a signed-out person.
  if (row.verified === null) throw new Error(`Session of user ${row.session.userId}, who does not exist`);
  const session = await keepAlive(db, row.session, resumption);
  return { userId: session.userId, verified: row.verified, accountId: session.accountId, permissions: knownPermissions(row.permissions), session };
}

export function callerOf(actor: Actor): Caller {
  return { userId: actor.userId, verified: actor.verified, permissions: actor.permissions, operatesOnAccount: actor.accountId !== null };
}

/** The role's permissions on that account. */
export async function permissionsOn(db: Database, userId: number, accountId: number): Promise<Permission[]> {
  const [row] = await db.select({ permissions: roles.permissions }).from(memberships).innerJoin(roles, eq(roles.id, memberships.roleId)).where(membershipOf(userId, accountId));
  return knownPermissions(row?.permissions);
}
