import { pathFor } from '@portal/shared-contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { unlockTokens, users } from './schema';
import { Refusal } from '../http/refusal';
import { accountApiMessages } from './messages';
import { portalLink, sendEmail, type EmailContext } from '../outbox/outbox';
import { digestOf, newToken } from '../secrets';
import type { User } from './users';

/** The unlock link outlives a night in the junk folder. */
const UNLOCK_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * A lock opens by itself this long after it began (the e-mailed link opens it sooner): long enough that password
 * guessing stays slow (five tries per half hour), short enough that a person locked out by someone else's guesses
 * is not shut out for a day.
 */
export const LOCK_DURATION_MS = 30 * 60 * 1000;

/** Whether the account is locked now: it was, and the lock has not run out. */
export function lockIsLive(user: Pick<User, 'lockedAt'>, now = new Date()): boolean {
  return user.lockedAt !== null && now.getTime() - user.lockedAt.getTime() < LOCK_DURATION_MS;
}

/**
 * E-mails a link that unlocks the account. It replaces any earlier link, so only the newest e-mail works and a
 * person who asks again and again leaves one live secret behind, not many.
 */
export async function sendUnlockLink(db: Database, mail: EmailContext, user: Pick<User, 'id' | 'email' | 'firstName'>): Promise<void> {
  const token = newToken();
  await db.delete(unlockTokens).where(eq(unlockTokens.userId, user.id));
  await db.insert(unlockTokens).values({ userId: user.id, tokenHash: digestOf(token), expiresAt: new Date(Date.now() + UNLOCK_LINK_LIFETIME_MS) });
  // The link opens the portal's unlock page, which calls GET /unlock_account with these parameters (spec 000 §2.3, §7).
  const link = portalLink(mail, pathFor('AccountUnlock', {}, { user_id: user.id, token }));
  await sendEmail(db, mail, {
    to: user.email,
    subject: 'Your portal account has been locked',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Your account has been locked after too many unsuccessful sign-in attempts. It opens again by itself after 30 minutes.',
      `To unlock it now, open this link within 24 hours: ${link}`,
      '',
      'If you did not try to sign in, unlock your account and change your password.',
    ].join('\n'),
    links: [link],
  });
}

/** Spends an unlock link: the account opens and its count of failed sign-ins starts again. */
export async function unlockWithToken(db: Database, userId: number, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .delete(unlockTokens)
      .where(and(eq(unlockTokens.userId, userId), eq(unlockTokens.tokenHash, digestOf(token)), gt(unlockTokens.expiresAt, new Date())))
      .returning({ id: unlockTokens.id });
    if (!spent) throw new Refusal(400, { message: accountApiMessages.unlockLinkInvalid });
    await tx.update(users).set({ lockedAt: null, failedSignIns: 0 }).where(eq(users.id, userId));
  });
}

/** Opens an account without a link, when the person proved who they are another way (a password reset). */
export async function clearLockout(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ lockedAt: null, failedSignIns: 0 }).where(eq(users.id, userId));
  await db.delete(unlockTokens).where(eq(unlockTokens.userId, userId));
}
