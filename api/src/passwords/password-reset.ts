import { and, eq, gt } from 'drizzle-orm';
import { clearLockout } from '../accounts/unlock';
import { findUserByEmail } from '../accounts/users';
import { spendingCodeBudget } from '../codes/code-budget';
import { checkCode, consumeCode, issueCode } from '../codes/one-time-codes';
import type { Database } from '../db/database';
import { users } from '../accounts/schema';
import { passwordResetTokens } from './schema';
import { Refusal } from '../http/refusal';
import { passwordApiMessages } from './messages';
import { sendEmail, type EmailContext } from '../outbox/outbox';
import { endSessionsOf } from '../session/sessions';
import { digestOf, newToken } from '../secrets';
import { hashPassword } from './password-hash';

/** The reset token bridges the code step and the new password step: minutes, like the code. */
const RESET_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

/**
 * Step 1, e-mail: a 6-digit code for a person who has a password. Someone without an account, or invited and not
 * registered yet (their code comes with sign-in), gets nothing; the caller answers the same either way.
 */
export async function sendResetCode(db: Database, mail: EmailContext, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) return;
  const code = await issueCode(db, user.id, 'password_reset');
  await sendEmail(db, mail, {
    to: user.email,
    subject: 'Your code to reset your password',
    text: [
      `Hello ${user.firstName},`,
      '',
      `Your code to reset your portal password is ${code}. It works for 15 minutes.`,
      '',
      'If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    code,
  });
}

/**
 * Step 2, code: spends the code and answers the token that the new password step must present. On the person's
 * budget of wrong codes; someone without a password (or an account) is checked like anyone, and always fails.
 */
export async function exchangeResetCode(db: Database, email: string, code: string): Promise<string> {
  return spendingCodeBudget(db, email, async () => {
    const user = await findUserByEmail(db, email);
    const resettable = user?.passwordHash ? user : undefined;
    const codeId = await checkCode(db, resettable?.id ?? null, 'password_reset', code);
    if (!resettable) throw new Error('A code was found for nobody');
    const token = newToken();
    const now = Date.now();
    const fields = { tokenHash: digestOf(token), expiresAt: new Date(now + RESET_TOKEN_LIFETIME_MS), createdAt: new Date(now) };
    await db.transaction(async (tx) => {
      await consumeCode(tx, codeId);
      await tx
        .insert(passwordResetTokens)
        .values({ userId: resettable.id, ...fields })
        .onConflictDoUpdate({ target: passwordResetTokens.userId, set: fields });
    });
    return token;
  });
}

const resetTokenInvalid = () => new Refusal(400, { message: passwordApiMessages.resetTokenInvalid });

/**
 * Step 3, new password: spends the token, sets the password, opens a locked account (the code proved the person)
 * and ends every session, since whoever knew the old password may hold one.
 */
export async function setNewPassword(db: Database, email: string, password: string, token: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) throw resetTokenInvalid();
  const live = and(eq(passwordResetTokens.userId, user.id), eq(passwordResetTokens.tokenHash, digestOf(token)), gt(passwordResetTokens.expiresAt, new Date()));
  // Looked at before hashing, so a made-up token does not cost the server a hash.
  if ((await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(live)).length === 0) throw resetTokenInvalid();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [spent] = await tx.delete(passwordResetTokens).where(live).returning({ userId: passwordResetTokens.userId });
    if (!spent) throw resetTokenInvalid();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await clearLockout(tx, user.id);
    await endSessionsOf(tx, user.id);
  });
}
