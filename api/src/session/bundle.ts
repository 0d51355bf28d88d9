import { can, type Permission, type SignedInBundle } from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { permissionsOn } from '../access/actor';
import { accountOwnedBy, type Account } from '../accounts/accounts';
import { findUser } from '../accounts/users';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import { accountDocumentsOf } from '../documents/account-documents';
import { indicatorsAndEntitiesOf } from '../indicators/indicators';
import { notificationsOf } from '../notifications/notifications';
import { profileContactOf } from '../profile-contact/profile-contact';
import { paymentMethodsOf } from '../payment-methods/payment-methods';
import { accounts, users } from '../accounts/schema';
import type { ActiveSession } from './sessions';

/**
 * The signed-in bundle (spec 000 §3) for a session, read from the database. The user is the person signed
 * in; the profile, permissions and account executive belong to the account the session operates on, so a
 * team member sees the borrower's profile and the portal shows the on-behalf banner. A request whose actor has read
 * the session's permissions already gives them, and they are not read again.
 *
 * The entities are the account's, as id and name only (what `StoredBundle` keeps; the tax id stays out). The payment
 * methods are the account's as the contract's `PaymentMethod`, for a role that sees or uses them: the account number
 * only as its last four digits, and web storage keeps only their ids. The documents are the borrower's own, by id (for
 * a role that reads My Documents); the notifications are the person's; the contact is the account's contact profile
 * (names, e-mail, phones: nothing sensitive). The counters of outstanding documents are the indicators'.
 */
export async function buildSignedInBundle(db: Database, session: ActiveSession, { permissions: read }: { permissions?: Permission[] } = {}): Promise<SignedInBundle> {
  const user = await findUser(db, session.userId);
  // Sessions are deleted with their user, so this is a broken database, not a signed-out person.
  if (!user) throw new Error(`Session of user ${session.userId}, who does not exist`);
  const ownAccount = await accountOwnedBy(db, user.id);
  const operated = session.accountId === null ? null : await accountWithOwner(db, session.accountId);
  const owner = operated?.owner ?? user;
  const { indicators, entities } = await indicatorsAndEntitiesOf(db, session.accountId);
  const permissions = read ?? (session.accountId === null ? [] : await permissionsOn(db, user.id, session.accountId));
  const contact = session.accountId === null ? null : await profileContactOf(db, session.accountId);
  const documents = session.accountId !== null && can(permissions, 'mydocs.read') ? await accountDocumentsOf(db, session.accountId) : [];

  return {
    user: {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      phone_number: user.phoneNumber,
      user_email: user.email,
      created: user.createdAt.toISOString(),
      email_opt_in: user.emailOptIn,
      verified: user.verified,
      borrower: ownAccount !== undefined,
      picture: user.picture,
      // "A user flagged as needing the teams area may only see TeamsArea" until this session enters an account.
      teams_area_required: user.teamsAreaRequired && session.accountChosenAt === null,
    },
    profile: { contact: contact ?? { firstName: owner.firstName, lastName: owner.lastName, email: owner.email, phones: [] } },
    permissions,
    accountExecutive: operated ? accountExecutiveOf(operated.account) : null,
    alerts: indicators.alerts,
    // "Documents: a list with neededCount; the default needed count is 8 when none exist" (spec 000 §3)
    docs: { list: documents.map((document) => ({ id: document.id })), neededCount: indicators.docs.neededCount },
    entities: entities.map(({ id, name }) => ({ id, name })),
    missing: indicators.missing,
    notifications: await notificationsOf(db, user.id),
    paymentMethods: session.accountId !== null && usesPaymentMethods(permissions) ? await paymentMethodsOf(db, session.accountId) : [],
    elapsed: Math.max(0, Date.now() - session.createdAt.getTime()),
  };
}

const accountWithOwnerStatement = preparedStatement(
  'account_with_owner',
  (db, name) =>
    db
      .select({ account: accounts, owner: users })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.ownerUserId))
      .where(eq(accounts.id, sql.placeholder('accountId')))
      .prepare(name),
);

async function accountWithOwner(db: Database, accountId: number) {
  const [row] = await accountWithOwnerStatement(db).execute({ accountId });
  return row;
}

/**
 * Bank details are for the roles that read the payment methods page (payments.read) or pick a method in an ACH
 * payment or a draw; a Loan Viewer gets none, as the page itself would refuse them.
 */
const PAYMENT_METHOD_USES: readonly Permission[] = ['payments.read', 'loans.ach.write', 'loans.draw.write'];
function usesPaymentMethods(permissions: readonly Permission[]): boolean {
  return PAYMENT_METHOD_USES.some((permission) => can(permissions, permission));
}

function accountExecutiveOf(account: Account): SignedInBundle['accountExecutive'] {
  const { accountExecutiveName: name, accountExecutiveEmail: email, accountExecutivePhone: phone } = account;
  return name !== null && email !== null && phone !== null ? { name, email, phone } : null;
}
