import { and, eq, sql } from 'drizzle-orm';
import { accounts } from '../accounts/schema';
import type { Database } from '../db/database';
import { Refusal } from '../http/refusal';
import { teamMemberApiMessages } from './messages';

/*
 * The `last_poc_update` marker (spec 002 §3, §7): when an account's team last changed. Every change moves it forward
 * by at least a millisecond, in the transaction of the change, so the row lock on the account also puts concurrent
 * changes one after the other.
 */
const movedForward = sql`greatest(date_trunc('milliseconds', now()), ${accounts.pocUpdatedAt} + interval '1 millisecond')`;

/** The marker the list answers: the moment, in ISO 8601 to the millisecond. */
export async function teamMarkerOf(db: Database, accountId: number): Promise<string> {
  const [account] = await db.select({ pocUpdatedAt: accounts.pocUpdatedAt }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new Error(`Account ${accountId} does not exist`);
  return account.pocUpdatedAt.toISOString();
}

/**
 * Runs an owner's change of the team, in one transaction, only if the team has not changed since the page that
 * sends it loaded it (`marker`); otherwise refuses with 409 and changes nothing: a stale page never overwrites a
 * newer change silently.
 */
export async function changeTeam<T>(db: Database, accountId: number, marker: string, change: (tx: Database) => Promise<T>): Promise<T> {
  const loadedAt = Date.parse(marker);
  if (Number.isNaN(loadedAt)) throw teamChanged();
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(accounts)
      .set({ pocUpdatedAt: movedForward })
      .where(and(eq(accounts.id, accountId), eq(accounts.pocUpdatedAt, new Date(loadedAt))))
      .returning({ id: accounts.id });
    if (!moved) throw teamChanged();
    return change(tx);
  });
}

/** A change the owner did not make (an invited person answered, a member left): the owner's open page is stale now. */
export async function teamChangedBy(db: Database, accountId: number): Promise<void> {
  await db.update(accounts).set({ pocUpdatedAt: movedForward }).where(eq(accounts.id, accountId));
}

const teamChanged = () => new Refusal(409, { message: teamMemberApiMessages.teamChanged });
