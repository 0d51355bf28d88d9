import type { RegisterBody } from '@portal/shared-contracts';
import type * as v from 'valibot';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { leadSources, users } from './schema';
import { refuseFields } from '../http/refusal';
import { accountApiMessages } from './messages';
import type { EmailContext } from '../outbox/outbox';
import { hashPassword } from '../passwords/password-hash';
import { openAccount } from './accounts';
import { sendVerificationLink } from './email-verification';
import { findUserByEmail, normalizeEmail, type User } from './users';

export type Registration = v.InferOutput<typeof RegisterBody>;

const emailTaken = () => refuseFields({ userEmail: [accountApiMessages.emailTaken] });

/**
 * POST /register: a new borrower, unverified, with their own account (Owner role), how they found the lender, and
 * a verification e-mail; all or nothing. `code` and `fromMobile` have no stated use and are not kept.
 */
export async function registerBorrower(db: Database, mail: EmailContext, registration: Registration): Promise<User> {
  const email = normalizeEmail(registration.userEmail);
  if (await findUserByEmail(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(registration.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          firstName: registration.firstName,
          lastName: registration.lastName,
          phoneNumber: registration.phoneNumber,
          passwordHash,
          emailOptIn: registration.optIn,
        })
        .returning();
      if (!user) throw new Error('Registering returned no user row');
      await tx.insert(leadSources).values({
        userId: user.id,
        type: registration.leadSourceType,
        source: registration.leadSource,
        manualName: registration.leadSourceManual,
        campaignUrl: registration.campaignUrl ?? null,
      });
      // Named after its owner, as the demo accounts are.
      await openAccount(tx, { ownerUserId: user.id, name: `${user.firstName} ${user.lastName}` });
      await sendVerificationLink(tx, mail, user);
      return user;
    });
  } catch (error) {
    // Two registrations of one address at the same moment: the database keeps the first.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
