import { createHash, randomBytes } from 'node:crypto';
import { pathFor } from '@portal/shared-contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { User } from '../accounts/users';
import type { Database } from '../db/database';
import { unlockTokens, users } from '../db/schema';
import { sendEmail } from '../outbox/outbox';

/** Failures in a row that lock an account. */
const FAILED_SIGN_INS_BEFORE_LOCK = 5;
/** The unlock link outlives a night in the junk folder. */
const UNLOCK_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Counts a failed sign-in and, at the fifth in a row, locks the account and e-mails an unlock link.
 * Returns whether the account is now locked. The counter moves in the database, so parallel attempts
 * cannot slip past the limit, and only the attempt that sets `locked_at` sends the e-mail.
 */
export async function recordFailedSignIn(db: Database, log: FastifyBaseLogger, user: User, options: { logEmailContents: boolean }): Promise<boolean> {
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
    if (locked) await sendUnlockLink(tx, log, user, options.logEmailContents);
    return true;
  });
}

export async function clearFailedSignIns(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ failedSignIns: 0 }).where(eq(users.id, userId));
}

async function sendUnlockLink(db: Database, log: FastifyBaseLogger, user: User, logContents: boolean): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(unlockTokens).values({
    userId: user.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    expiresAt: new Date(Date.now() + UNLOCK_LINK_LIFETIME_MS),
  });
  // The link opens the portal's unlock page, which calls GET /unlock_account with these parameters (spec 000 §7).
  const link = pathFor('AccountUnlock', {}, { user_id: user.id, token });
  await sendEmail(
    db,
    log,
    {
      to: user.email,
      subject: 'Your portal account has been locked',
      text: [
        `Hello ${user.firstName},`,
        '',
        'Your account has been locked after too many unsuccessful sign-in attempts.',
        `To unlock it, open this link within 24 hours: ${link}`,
        '',
        'If you did not try to sign in, unlock your account and change your password.',
      ].join('\n'),
      links: [link],
    },
    { logContents },
  );
}
