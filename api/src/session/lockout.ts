import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { LOCK_DURATION_MS, sendUnlockLink } from '../accounts/unlock';
import type { User } from '../accounts/users';
import type { Database } from '../db/database';
import { users } from '../accounts/schema';
import type { EmailContext } from '../outbox/outbox';

/** Failures in a row that lock an account. */
const FAILED_SIGN_INS_BEFORE_LOCK = 5;

/**
 * Counts a failed sign-in and, at the fifth in a row, locks the account and e-mails an unlock link.
 * Returns whether the account is now locked. The counter moves in the database, so parallel attempts
 * cannot slip past the limit, and only the attempt that sets `locked_at` sends the e-mail.
 */
export async function recordFailedSignIn(db: Database, mail: EmailContext, user: User): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [counted] = await tx
      .update(users)
      .set({ failedSignIns: sql`${users.failedSignIns} + 1` })
      .where(eq(users.id, user.id))
      .returning({ failedSignIns: users.failedSignIns });
    if (!counted || counted.failedSignIns < FAILED_SIGN_INS_BEFORE_LOCK) return false;

    const [locked] = await tx
      .update(users)
      .set({ lockedAt: new Date() })
      .where(and(eq(users.id, user.id), isNull(users.lockedAt)))
      .returning({ id: users.id });
    if (locked) await sendUnlockLink(tx, mail, user);
    return true;
  });
}

/**
 * Ends a lock that ran out (`LOCK_DURATION_MS`): the account opens and its failures count from zero again, so the
 * next five wrong passwords lock it anew. Only that lock is ended: one set again meanwhile stays.
 */
export async function endExpiredLock(db: Database, user: Pick<User, 'id' | 'lockedAt'>): Promise<void> {
  const ranOutBefore = new Date(Date.now() - LOCK_DURATION_MS);
  if (!user.lockedAt || user.lockedAt > ranOutBefore) return;
  await db
    .update(users)
    .set({ lockedAt: null, failedSignIns: 0 })
    .where(and(eq(users.id, user.id), lte(users.lockedAt, ranOutBefore)));
}

export async function clearFailedSignIns(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ failedSignIns: 0 }).where(eq(users.id, userId));
}
