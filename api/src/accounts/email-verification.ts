import { pathFor } from '@portal/shared-contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailVerificationTokens, users } from './schema';
import { Refusal } from '../http/refusal';
import { accountApiMessages } from './messages';
import { portalLink, sendEmail, type EmailContext } from '../outbox/outbox';
import { digestOf, newToken } from '../secrets';
import { findUser, type User } from './users';

/** A week: people register and read their e-mail later; the link is one of a kind and dies once used. */
const VERIFICATION_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** E-mails the link of the AccountConfirmation page, replacing any earlier link of the person. */
export async function sendVerificationLink(db: Database, mail: EmailContext, user: Pick<User, 'id' | 'email' | 'firstName'>): Promise<void> {
  const token = newToken();
  // One clock reading, so the link lives exactly its lifetime from the moment it is recorded as made.
  const now = Date.now();
  const fields = { tokenHash: digestOf(token), expiresAt: new Date(now + VERIFICATION_LINK_LIFETIME_MS), createdAt: new Date(now) };
  await db
    .insert(emailVerificationTokens)
    .values({ userId: user.id, ...fields })
    .onConflictDoUpdate({ target: emailVerificationTokens.userId, set: fields });
  // The portal's page reads id and token from its path and calls GET /users/{id}/verify?token= (spec 000 §2.3).
  const link = portalLink(mail, pathFor('AccountConfirmation', { id: user.id, token }));
  await sendEmail(db, mail, {
    to: user.email,
    subject: 'Please verify your e-mail address',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Thank you for creating your portal account. Please confirm that this e-mail address is yours by opening',
      `this link within 7 days: ${link}`,
      '',
      'If you did not create an account, you can ignore this e-mail.',
    ].join('\n'),
    links: [link],
  });
}

/**
 * Verifies the person of the link when its token is theirs and alive; answers the message for the page. An already
 * verified person is told so (the page shows "Already verified!"), whatever the token.
 */
export async function verifyEmail(db: Database, userId: number, token: string): Promise<string> {
  const user = await findUser(db, userId);
  if (user?.verified) return accountApiMessages.alreadyVerified;
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .delete(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.userId, userId),
          eq(emailVerificationTokens.tokenHash, digestOf(token)),
          gt(emailVerificationTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId });
    if (!spent) throw new Refusal(400, { message: accountApiMessages.verificationLinkInvalid });
    await tx.update(users).set({ verified: true }).where(eq(users.id, userId));
    return accountApiMessages.verified;
  });
}

/** A new link for a signed-in person who has not verified yet. */
export async function resendVerificationLink(db: Database, mail: EmailContext, userId: number): Promise<void> {
  const user = await findUser(db, userId);
  if (!user) throw new Error(`Session of user ${userId}, who does not exist`);
  if (user.verified) throw new Refusal(400, { message: accountApiMessages.alreadyVerified });
  await sendVerificationLink(db, mail, user);
}
