import type { CheckAccountVerifyCodeResponse } from '@portal/shared-contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { accountOwnedBy, openAccount } from '../accounts/accounts';
import { clearLockout } from '../accounts/unlock';
import { findUserByEmail, type User } from '../accounts/users';
import { spendingCodeBudget } from '../codes/code-budget';
import { checkCode, consumeCode, issueCode } from '../codes/one-time-codes';
import type { RedirectToLoginData } from '@portal/shared-contracts';
import type { Database } from '../db/database';
import { users } from '../accounts/schema';
import { lenderInvitations } from './schema';
import { Refusal, refuseFields } from '../http/refusal';
import { httpMessages } from '../http/messages';
import { invitationApiMessages } from './messages';
import { sendEmail, type EmailContext } from '../outbox/outbox';
import { hashPassword } from '../passwords/password-hash';
import { newestPendingInvitationOf, teamInvitationOf } from './team-invitations';

/**
 * Step 2 of Login for an invited person (spec 000 §4.1): POST /check_account e-mails a 6-digit code each time it is
 * called for them, so calling it again is how the code is sent anew; the new code replaces the old one.
 */
export async function sendInvitationCode(db: Database, mail: EmailContext, user: Pick<User, 'id' | 'email' | 'firstName'>): Promise<void> {
  const code = await issueCode(db, user.id, 'invitation');
  await sendEmail(db, mail, {
    to: user.email,
    subject: 'Your code to create your portal account',
    text: [
      `Hello ${user.firstName},`,
      '',
      `You have been invited to the borrower portal. Your code to create your account is ${code}. It works for 15 minutes.`,
      '',
      'If you did not try to sign in, you can ignore this e-mail.',
    ].join('\n'),
    code,
  });
}

/**
 * POST /check_account_verify_code: what the Invitation or Contributor page opens with, once the code is right. On
 * the person's budget of wrong codes; someone not invited (or unknown) is checked like anyone, and always fails.
 */
export async function invitationBehindCode(db: Database, email: string, code: string): Promise<CheckAccountVerifyCodeResponse> {
  return spendingCodeBudget(db, email, async () => {
    const user = await findUserByEmail(db, email);
    const invited = user?.registrationFlow ? { ...user, registrationFlow: user.registrationFlow } : undefined;
    await checkCode(db, invited?.id ?? null, 'invitation', code);
    if (!invited) throw new Error('A code was found for nobody');
    const teamInvitation = invited.registrationFlow === 'contributor' ? await newestPendingInvitationOf(db, invited.id) : undefined;
    return {
      registration_flow: invited.registrationFlow,
      firstName: invited.firstName,
      lastName: invited.lastName,
      userEmail: invited.email,
      phoneNumber: invited.phoneNumber,
      code,
      teamInviteId: teamInvitation?.id ?? null,
    };
  });
}

/** The payloads of the two pages; a contributor registers through one invitation of a borrower's team. */
export type InvitedRegistration = { userEmail: string; password: string; code: string; optIn: boolean } & (
  | { flow: 'salesforce' }
  | { flow: 'contributor'; teamInviteId: number }
);

const REDIRECT_TO_LOGIN: RedirectToLoginData = { redirectToLogin: true };
/** The Invitation and Contributor pages send the person to Login on this one. */
const alreadyRegistered = () => new Refusal(400, { message: invitationApiMessages.alreadyRegistered, data: REDIRECT_TO_LOGIN });
const invitationGone = () => refuseFields({ teamInviteId: [invitationApiMessages.invitationGone] });

/**
 * POST /register_from_invite and /register_contributor: the person chooses a password, is verified (the code went
 * to their e-mail) and leaves their registration flow. The lender's invitee gets their own borrower account; a
 * contributor works in teams: signed in, they meet the teams area, where the invitation waits for their answer
 * (they see whose account and which role before they accept). Answers the person's id, to sign them in.
 *
 * Someone with no flow left (registered already) or unknown is sent to Login: neither has anything to register here.
 */
export async function registerInvitedPerson(db: Database, registration: InvitedRegistration): Promise<number> {
  // Every refusal below spends the budget as a wrong code does, known e-mail or not: the answers stay the only difference.
  return spendingCodeBudget(db, registration.userEmail, () => registerThroughCode(db, registration));
}

async function registerThroughCode(db: Database, registration: InvitedRegistration): Promise<number> {
  const { flow } = registration;
  const user = await findUserByEmail(db, registration.userEmail);
  if (!user?.registrationFlow) throw alreadyRegistered();
  // Each page posts where check_account_verify_code sent it; the other flow is a forged request.
  if (user.registrationFlow !== flow) throw new Refusal(400, { message: httpMessages.invalidRequest });
  // Before the code is checked, so a stale invitation does not spend it.
  if (registration.flow === 'contributor' && (await teamInvitationOf(db, user.id, registration.teamInviteId))?.status !== 'pending') throw invitationGone();
  const codeId = await checkCode(db, user.id, 'invitation', registration.code);
  const passwordHash = await hashPassword(registration.password);

  await db.transaction(async (tx) => {
    await consumeCode(tx, codeId);
    const [registered] = await tx
      .update(users)
      .set({ passwordHash, emailOptIn: registration.optIn, verified: true, registrationFlow: null, ...(flow === 'contributor' && { teamsAreaRequired: true }) })
      .where(and(eq(users.id, user.id), eq(users.registrationFlow, flow), isNull(users.passwordHash)))
      .returning();
    if (!registered) throw alreadyRegistered();
    // Password guesses before registering may have locked the row; the code proved the person, as a reset does.
    await clearLockout(tx, user.id);
    if (registration.flow === 'contributor') return;
    await tx.update(lenderInvitations).set({ acceptedAt: new Date() }).where(eq(lenderInvitations.userId, user.id));
    // The lender invited a borrower: they work on their own account, as a registered borrower does.
    if (!(await accountOwnedBy(tx, user.id))) await openAccount(tx, { ownerUserId: user.id, name: `${registered.firstName} ${registered.lastName}` });
  });
  return user.id;
}
