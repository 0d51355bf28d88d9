import { ERROR_CODES, type SignedInBundle } from '@portal/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { homeAccountId } from '../accounts/accounts';
import { lockIsLive } from '../accounts/unlock';
import { findUserByEmail, type User } from '../accounts/users';
import type { Database } from '../db/database';
import { Refusal } from '../http/refusal';
import { sessionApiMessages } from './messages';
import type { EmailContext } from '../outbox/outbox';
import { passwordMatches } from '../passwords/password-hash';
import { buildSignedInBundle } from './bundle';
import { clearFailedSignIns, endExpiredLock, recordFailedSignIn } from './lockout';
import { sessionTokenOf, setSessionCookie } from './session-cookie';
import { endSession, startSession } from './sessions';

/*
 * Refusals are 400, never 401: the portal reads a 401 as "your session ended" and signs the person out.
 * The same message serves an unknown e-mail and a wrong password, so sign-in does not reveal who has an account.
 */
const wrongCredentials = () => new Refusal(400, { message: sessionApiMessages.wrongCredentials });
const accountLocked = () => new Refusal(400, { message: sessionApiMessages.accountLocked, errors: [ERROR_CODES.accountLocked] });

/** The person behind an e-mail and password, or the refusal the login page expects. */
export async function checkCredentials(db: Database, mail: EmailContext, email: string, password: string): Promise<User> {
  const user = await findUserByEmail(db, email);
  // A locked account stays locked whatever the password, until the e-mailed link opens it or the lock runs out.
  if (user && lockIsLive(user)) throw accountLocked();
  if (user?.lockedAt) await endExpiredLock(db, user);
  const matches = await passwordMatches(password, user?.passwordHash ?? null);
  if (!user) throw wrongCredentials();
  if (!matches) throw (await recordFailedSignIn(db, mail, user)) ? accountLocked() : wrongCredentials();
  if (user.failedSignIns > 0) await clearFailedSignIns(db, user.id);
  return user;
}

/**
 * Signs a person in once they proved who they are (password, or registration): a new token every time (no session
 * fixation), the session the browser still held ended, the cookie set, and the signed-in bundle to answer.
 */
export async function openSignedInSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<SignedInBundle> {
  const previous = sessionTokenOf(request);
  if (previous) await endSession(db, previous);
  const { token, session } = await startSession(db, userId, await homeAccountId(db, userId));
  setSessionCookie(reply, token);
  return buildSignedInBundle(db, session);
}
