import type { ChangePasswordForm } from '@portal/shared-contracts';
import type * as v from 'valibot';
import { eq } from 'drizzle-orm';
import type { Actor } from '../access/actor';
import { users } from '../accounts/schema';
import { findUser } from '../accounts/users';
import type { Database } from '../db/database';
import { refuseFields } from '../http/refusal';
import { sendEmail, type EmailContext } from '../outbox/outbox';
import { hashPassword, passwordMatches } from '../passwords/password-hash';
import { endOtherSessionsOf } from '../session/sessions';
import { settingsApiMessages } from './messages';

/**
 * POST /users/{id}/change_password (Change Password tab, spec 002 §2.7, §5). The current password proves the person
 * (a session left open is not enough); the new one replaces it, the person's other sessions end (whoever knew the old
 * password may hold one) and an e-mail tells them, so a change they did not make does not go unnoticed.
 */
export async function changePassword(db: Database, mail: EmailContext, actor: Actor, body: v.InferOutput<typeof ChangePasswordForm>): Promise<string> {
  const user = await findUser(db, actor.userId);
  if (!user) throw new Error(`Session of user ${actor.userId}, who does not exist`);
  if (!(await passwordMatches(body.currentPassword, user.passwordHash))) throw refuseFields({ currentPassword: [settingsApiMessages.wrongCurrentPassword] });
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await endOtherSessionsOf(tx, user.id, actor.session.id);
    await sendEmail(tx, mail, {
      to: user.email,
      subject: 'Your portal password was changed',
      text: [
        `Hello ${user.firstName},`,
        '',
        'The password of your borrower portal account was just changed, and every other session was signed out.',
        'If you did not change it, reset your password from the sign-in page at once and tell your account executive.',
      ].join('\n'),
    });
  });
  return settingsApiMessages.passwordChanged;
}
