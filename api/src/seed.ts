import type { Permission } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { openAccount, type AccountExecutiveDetails } from './accounts/accounts';
import { hashPassword } from './accounts/passwords';
import { findUserByEmail, normalizeEmail, type User } from './accounts/users';
import type { Database } from './db/database';
import { accounts, memberships, roles, users } from './db/schema';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Demo1234!';

interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  verified: boolean;
  teamsAreaRequired?: boolean;
}

export const DEMO_PEOPLE = {
  borrower: { email: 'borrower@demo.test', firstName: 'Ann', lastName: 'Borrower', phoneNumber: '(555) 010-1001', verified: true },
  unverified: { email: 'unverified@demo.test', firstName: 'Uri', lastName: 'Unverified', phoneNumber: '(555) 010-1002', verified: false },
  member: { email: 'member@demo.test', firstName: 'Mia', lastName: 'Member', phoneNumber: '(555) 010-1003', verified: true },
  teams: { email: 'teams@demo.test', firstName: 'Theo', lastName: 'Teams', phoneNumber: '(555) 010-1004', verified: true, teamsAreaRequired: true },
} satisfies Record<string, DemoPerson>;

const ANN_ACCOUNT_EXECUTIVE: AccountExecutiveDetails = { name: 'Morgan Reyes', email: 'morgan.reyes@lender.example', phone: '(555) 010-2030' };

/** A team role that can look at loans and the dashboard and nothing else (no entity.read, no loans.write). */
const LOAN_VIEWER: { name: string; permissions: Permission[] } = { name: 'Loan Viewer', permissions: ['loans.read', 'dashboard.read'] };

export interface DemoData {
  borrower: User;
  unverified: User;
  member: User;
  teams: User;
  /** Ann Borrower's account, on which Mia and Theo work as Loan Viewers. */
  borrowerAccountId: number;
}

/**
 * Fills the demo borrowers. Safe to run again: whatever already exists (matched by e-mail, owner, role name)
 * is left as it is, including a password someone changed.
 */
export async function seedDemoData(db: Database): Promise<DemoData> {
  return db.transaction(async (tx) => {
    const borrower = await ensurePerson(tx, DEMO_PEOPLE.borrower);
    const borrowerAccountId = await ensureOwnAccount(tx, borrower, ANN_ACCOUNT_EXECUTIVE);
    const unverified = await ensurePerson(tx, DEMO_PEOPLE.unverified);
    await ensureOwnAccount(tx, unverified);

    const loanViewerRoleId = await ensureRole(tx, borrowerAccountId, LOAN_VIEWER);
    const member = await ensurePerson(tx, DEMO_PEOPLE.member);
    await ensureMembership(tx, member.id, borrowerAccountId, loanViewerRoleId);
    const teams = await ensurePerson(tx, DEMO_PEOPLE.teams);
    await ensureOwnAccount(tx, teams);
    await ensureMembership(tx, teams.id, borrowerAccountId, loanViewerRoleId);

    return { borrower, unverified, member, teams, borrowerAccountId };
  });
}

async function ensurePerson(db: Database, person: DemoPerson): Promise<User> {
  const existing = await findUserByEmail(db, person.email);
  if (existing) return existing;
  const [created] = await db
    .insert(users)
    .values({
      email: normalizeEmail(person.email),
      firstName: person.firstName,
      lastName: person.lastName,
      phoneNumber: person.phoneNumber,
      verified: person.verified,
      teamsAreaRequired: person.teamsAreaRequired ?? false,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  if (!created) throw new Error(`Creating ${person.email} returned no row`);
  return created;
}

/** The person's borrower account, named after them as the portal does at registration. */
async function ensureOwnAccount(db: Database, owner: User, accountExecutive?: AccountExecutiveDetails): Promise<number> {
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.ownerUserId, owner.id));
  if (existing) return existing.id;
  const account = await openAccount(db, { ownerUserId: owner.id, name: `${owner.firstName} ${owner.lastName}`, accountExecutive });
  return account.id;
}

async function ensureRole(db: Database, accountId: number, role: { name: string; permissions: Permission[] }): Promise<number> {
  await db.insert(roles).values({ accountId, name: role.name, permissions: role.permissions }).onConflictDoNothing();
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.accountId, accountId), eq(roles.name, role.name)));
  if (!row) throw new Error(`Role ${role.name} is missing after creating it`);
  return row.id;
}

async function ensureMembership(db: Database, userId: number, accountId: number, roleId: number): Promise<void> {
  await db.insert(memberships).values({ userId, accountId, roleId }).onConflictDoNothing();
}
