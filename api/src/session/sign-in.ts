import type { FastifyBaseLogger } from 'fastify';
import { passwordMatches } from '../accounts/passwords';
import { findUserByEmail, type User } from '../accounts/users';
import { ERROR_CODES } from '@portal/shared-contracts';
import type { Database } from '../db/database';
import { Refusal } from '../http/refusal';
import { apiMessages } from '../messages';
import { clearFailedSignIns, recordFailedSignIn } from './lockout';

/*
 * Refusals are 400, never 401: the portal reads a 401 as "your session ended" and signs the person out.
 * The same message serves an unknown e-mail and a wrong password, so sign-in does not reveal who has an account.
 */
const wrongCredentials = () => new Refusal(400, { message: apiMessages.wrongCredentials });
const accountLocked = () => new Refusal(400, { message: apiMessages.accountLocked, errors: [ERROR_CODES.accountLocked] });

/** The person behind an e-mail and password, or the refusal the login page expects. */
export async function checkCredentials(db: Database, log: FastifyBaseLogger, email: string, password: string, options: { logEmailContents: boolean }): Promise<User> {
  const user = await findUserByEmail(db, email);
  // A locked account stays locked whatever the password: only the e-mailed link opens it.
  if (user?.lockedAt) throw accountLocked();
  const matches = await passwordMatches(password, user?.passwordHash ?? null);
  if (!user) throw wrongCredentials();
  if (!matches) throw (await recordFailedSignIn(db, log, user, options)) ? accountLocked() : wrongCredentials();
  if (user.failedSignIns > 0) await clearFailedSignIns(db, user.id);
  return user;
}
