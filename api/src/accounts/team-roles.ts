import { TEAM_ROLES, type TeamRole } from '@portal/shared-contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { roles } from './schema';

/** A contract role as the database holds it: its row's id beside the contract's name, description and permissions. */
export type StoredTeamRole = TeamRole & { id: number };

/**
 * Writes the contract's team roles (`TEAM_ROLES`) into the shared roles, permissions included, so that what the
 * API enforces at every request (the actor's role on the account) is what the contract and the roles table say.
 * Run at start and by the seed; idempotent, and safe with several instances starting at once.
 */
export async function ensureTeamRoles(db: Database): Promise<void> {
  for (const role of TEAM_ROLES) {
    await db
      .insert(roles)
      .values({ accountId: null, name: role.name, permissions: [...role.permissions] })
      .onConflictDoUpdate({ target: [roles.accountId, roles.name], set: { permissions: [...role.permissions] } });
  }
}

/** The contract's roles with their ids, in the contract's order (the roles table's columns). */
export async function teamRoles(db: Database): Promise<StoredTeamRole[]> {
  const rows = await db
    .select({ id: roles.id, name: roles.name, permissions: roles.permissions })
    .from(roles)
    .where(and(isNull(roles.accountId), inArray(roles.name, TEAM_ROLES.map((role) => role.name))));
  return TEAM_ROLES.flatMap((role) => {
    const row = rows.find((candidate) => candidate.name === role.name);
    return row ? [{ ...role, id: row.id, permissions: row.permissions }] : [];
  });
}

/** The id of a contract role, by name (the seed's and the tests' way to name one). */
export async function teamRoleId(db: Database, name: TeamRole['name']): Promise<number> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(isNull(roles.accountId), eq(roles.name, name)));
  if (!row) throw new Error(`The team role ${name} is missing: ensureTeamRoles has not run on this database`);
  return row.id;
}
