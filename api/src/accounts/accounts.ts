import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import { accounts, memberships, roles } from './schema';

export type Account = typeof accounts.$inferSelect;

export interface AccountExecutiveDetails {
  name: string;
  email: string;
  phone: string;
}

/** The Owner role comes with the migrations and is shared by every account. */
export async function ownerRoleId(db: Database): Promise<number> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(isNull(roles.accountId), eq(roles.name, 'Owner')));
  if (!role) throw new Error('The Owner role is missing: the migrations have not run on this database');
  return role.id;
}

/** Opens a borrower account for its owner, who becomes its first member with the Owner role. */
export async function openAccount(db: Database, input: { ownerUserId: number; name: string; accountExecutive?: AccountExecutiveDetails }): Promise<Account> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        ownerUserId: input.ownerUserId,
        name: input.name,
        accountExecutiveName: input.accountExecutive?.name,
        accountExecutiveEmail: input.accountExecutive?.email,
        accountExecutivePhone: input.accountExecutive?.phone,
      })
      .returning();
    if (!account) throw new Error('Opening an account returned no row');
    await tx.insert(memberships).values({ userId: input.ownerUserId, accountId: account.id, roleId: await ownerRoleId(tx) });
    return account;
  });
}

const ownedAccountStatement = preparedStatement(
  'account_owned_by',
  (db, name) =>
    db
      .select()
      .from(accounts)
      .where(eq(accounts.ownerUserId, sql.placeholder('userId')))
      .prepare(name),
);

export async function accountOwnedBy(db: Database, userId: number): Promise<Account | undefined> {
  const [account] = await ownedAccountStatement(db).execute({ userId });
  return account;
}

/**
 * The account a new session operates on: the person's own borrower account, otherwise the first account
 * they joined as a team member (the teams area lets them switch), otherwise none.
 */
export async function homeAccountId(db: Database, userId: number): Promise<number | null> {
  const owned = await accountOwnedBy(db, userId);
  if (owned) return owned.id;
  const [membership] = await db
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(memberships.id))
    .limit(1);
  return membership?.accountId ?? null;
}
