import { lowerEnvironmentDataKey } from './config';
import { LOAN_PROCESSOR_ROLE, LOAN_VIEWER_ROLE, type ContributorRelationship, type RegistrationFlow } from '@portal/shared-contracts';
import { and, asc, eq } from 'drizzle-orm';
import { openAccount, type AccountExecutiveDetails } from './accounts/accounts';
import { hashPassword } from './passwords/password-hash';
import { findUserByEmail, normalizeEmail, type User } from './accounts/users';
import type { Database } from './db/database';
import { seedDemoBankLinks } from './bank-linking/demo-bank-links';
import { seedDemoDocuments } from './documents/demo-documents';
import { addEntity, entityNamesOf, type NewEntity } from './entities/entities';
import { notificationsOf, notify } from './notifications/notifications';
import { hasSavedContact, saveProfileContact } from './profile-contact/profile-contact';
import { accounts, memberships, users } from './accounts/schema';
import { ensureTeamRoles, teamRoleId } from './accounts/team-roles';
import { lenderInvitations, teamInvitations } from './invitations/schema';
import { invitationExpiry } from './invitations/team-invitations';
import { pointsOfContact } from './team-members/schema';
import { saveSocialLinks } from './settings/social';
import { seedDemoLoans } from './loans/demo-loans';
import { seedDemoPaymentMethods } from './payment-methods/demo-payment-methods';
import type { FileStore } from './files/file-store';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Demo1234!';

interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  verified: boolean;
  teamsAreaRequired?: boolean;
  /** Invited and not registered yet: no password, and Login asks for an e-mailed code (spec 000 §4.1). */
  invitedThrough?: RegistrationFlow;
}

export const DEMO_PEOPLE = {
  borrower: { email: 'borrower@demo.test', firstName: 'Ann', lastName: 'Borrower', phoneNumber: '(555) 010-1001', verified: true },
  unverified: { email: 'unverified@demo.test', firstName: 'Uri', lastName: 'Unverified', phoneNumber: '(555) 010-1002', verified: false },
  member: { email: 'member@demo.test', firstName: 'Mia', lastName: 'Member', phoneNumber: '(555) 010-1003', verified: true },
  teams: { email: 'teams@demo.test', firstName: 'Theo', lastName: 'Teams', phoneNumber: '(555) 010-1004', verified: true, teamsAreaRequired: true },
  invitee: { email: 'invitee@demo.test', firstName: 'Ivy', lastName: 'Invitee', phoneNumber: '(555) 010-1005', verified: false, invitedThrough: 'salesforce' },
  contributor: {
    email: 'contributor@demo.test',
    firstName: 'Cole',
    lastName: 'Contributor',
    phoneNumber: '(555) 010-1006',
    verified: false,
    invitedThrough: 'contributor',
  },
  builder: { email: 'builder@demo.test', firstName: 'Bill', lastName: 'Builder', phoneNumber: '(555) 010-1007', verified: true },
} satisfies Record<string, DemoPerson>;

const ANN_ACCOUNT_EXECUTIVE: AccountExecutiveDetails = { name: 'Morgan Reyes', email: 'morgan.reyes@lender.example', phone: '(555) 010-2030' };

/**
 * Ann's borrowing entities, oldest first, so the wizard's entity step has a choice (the newest, preselected, is the
 * last). Tax ids are made up in the 00- prefix, which the IRS never assigns. `documents` says how far their documents
 * are: all in (approved), some still needed (pending), or no list made yet (pending, the default 8 needed).
 */
export const DEMO_ENTITIES: readonly (NewEntity & { documents: 'approved' | 'pending' | 'no list' })[] = [
  {
    name: 'Borrower Holdings LLC',
    type: 'llc',
    tin: '00-1000001',
    phone: '(555) 010-1001',
    businessAddress: { address: '100 Congress Ave', unit: 'Suite 200', city: 'Austin', state: 'TX', zipCode: '78701' },
    mailingAddress: { address: '100 Congress Ave', unit: 'Suite 200', city: 'Austin', state: 'TX', zipCode: '78701' },
    documents: 'approved',
  },
  {
    name: 'Borrower Family Trust',
    type: 'trust',
    tin: '00-1000002',
    phone: '(555) 010-1001',
    businessAddress: { address: '2400 E Cesar Chavez St', unit: '', city: 'Austin', state: 'TX', zipCode: '78702-4601' },
    mailingAddress: { address: 'PO Box 1402', unit: '', city: 'Austin', state: 'TX', zipCode: '78767' },
    documents: 'pending',
  },
  {
    name: 'Ann Flips Corp',
    type: 'corporation',
    tin: '00-1000003',
    phone: '(555) 010-1008',
    businessAddress: { address: '500 Main St', unit: '12', city: 'Dallas', state: 'TX', zipCode: '75202' },
    mailingAddress: { address: '500 Main St', unit: '12', city: 'Dallas', state: 'TX', zipCode: '75202' },
    documents: 'no list',
  },
];

export interface DemoData {
  borrower: User;
  unverified: User;
  member: User;
  teams: User;
  invitee: User;
  contributor: User;
  builder: User;
  /** Ann Borrower's account, on which Mia works as a Loan Viewer and Theo as a Loan Processor. */
  borrowerAccountId: number;
  /** Bill Builder's account, which invited Theo. */
  builderAccountId: number;
  /** Ann's pending invitation of Cole as a Loan Processor. */
  contributorInvitationId: number;
  /** Bill's pending invitation of Theo as a Loan Viewer, for the teams area. */
  teamsInvitationId: number;
}

/** Where the demo files' bytes go, and the key that seals the demo account numbers (the API's own, so it can open them). */
export interface DemoDataStores {
  /** Without one, the demo files are recorded but their bytes are not there to download. */
  fileStore?: FileStore;
  /** Without one, a lower environment's key (DATA_ENCRYPTION_KEY, or the development key). */
  dataEncryptionKey?: Buffer;
}

/**
 * Fills the demo borrowers. Safe to run again: whatever already exists (matched by e-mail, owner, role name)
 * is left as it is, including a password someone changed.
 */
export async function seedDemoData(db: Database, { fileStore, dataEncryptionKey = lowerEnvironmentDataKey() }: DemoDataStores = {}): Promise<DemoData> {
  return db.transaction(async (tx) => {
    const borrower = await ensurePerson(tx, DEMO_PEOPLE.borrower);
    const borrowerAccountId = await ensureOwnAccount(tx, borrower, ANN_ACCOUNT_EXECUTIVE);
    await ensureEntities(tx, dataEncryptionKey, borrowerAccountId, borrower.id, DEMO_ENTITIES);
    const unverified = await ensurePerson(tx, DEMO_PEOPLE.unverified);
    await ensureOwnAccount(tx, unverified);

    await saveSocialLinks(tx, borrowerAccountId, { linkedin: 'https://www.linkedin.com/in/ann-borrower-demo', facebook: '', instagram: '', twitter: '' }, { onlyIfNone: true });

    // The team roles are the contract's, shared by every account.
    await ensureTeamRoles(tx);
    const loanViewerRoleId = await teamRoleId(tx, LOAN_VIEWER_ROLE.name);
    const loanProcessorRoleId = await teamRoleId(tx, LOAN_PROCESSOR_ROLE.name);

    // Mia, Ann's Primary Contact, looks at the loans; she works only for Ann, so she goes straight to Ann's account.
    const member = await ensurePerson(tx, DEMO_PEOPLE.member);
    await ensureTeamMember(tx, { accountId: borrowerAccountId, userId: member.id, roleId: loanViewerRoleId, relationship: 'manager', primary: true });
    // Theo works on Ann's loans without the draw permissions: the draw is shown to him, disabled, saying why.
    const teams = await ensurePerson(tx, DEMO_PEOPLE.teams);
    await ensureOwnAccount(tx, teams);
    await ensureTeamMember(tx, { accountId: borrowerAccountId, userId: teams.id, roleId: loanProcessorRoleId, relationship: 'transaction_coordinator' });

    const invitee = await ensurePerson(tx, DEMO_PEOPLE.invitee);
    await tx.insert(lenderInvitations).values({ userId: invitee.id }).onConflictDoNothing();
    const contributor = await ensurePerson(tx, DEMO_PEOPLE.contributor);
    const contributorInvitationId = await ensureTeamInvitation(tx, { accountId: borrowerAccountId, userId: contributor.id, roleId: loanProcessorRoleId, relationship: 'partner' });

    const builder = await ensurePerson(tx, DEMO_PEOPLE.builder);
    const builderAccountId = await ensureOwnAccount(tx, builder);
    const teamsInvitationId = await ensureTeamInvitation(tx, { accountId: builderAccountId, userId: teams.id, roleId: loanViewerRoleId, relationship: 'other', otherRelationship: 'Bookkeeper' });

    await seedDemoLoans(tx, { borrowerAccountId, builderAccountId, borrowerUserId: borrower.id, fileStore });
    const annsEntities = await entityNamesOf(tx, borrowerAccountId);
    await seedDemoDocuments(tx, {
      accountId: borrowerAccountId,
      uploadedBy: borrower.id,
      fileStore,
      entities: DEMO_ENTITIES.flatMap(({ name, documents }) => {
        const entity = annsEntities.find((candidate) => candidate.name === name);
        return entity && documents !== 'no list' ? [{ id: entity.id, name, progress: documents }] : [];
      }),
    });
    await ensureNotifications(tx, borrower.id);
    // Ann's contact profile has her cell phone, so her proof of funds page opens on her banks, not the contact form.
    if (!(await hasSavedContact(tx, borrowerAccountId))) {
      await saveProfileContact(tx, borrowerAccountId, borrower.id, { firstName: borrower.firstName, lastName: borrower.lastName, phones: [{ type: 'mobile', number: DEMO_PEOPLE.borrower.phoneNumber }] });
    }
    await seedDemoPaymentMethods(tx, { borrowerAccountId, borrowerUserId: borrower.id, dataEncryptionKey });
    await seedDemoBankLinks(tx, { accountId: borrowerAccountId, ownerUserId: borrower.id, dataEncryptionKey });

    return { borrower, unverified, member, teams, invitee, contributor, builder, borrowerAccountId, builderAccountId, contributorInvitationId, teamsInvitationId };
  });
}

async function ensurePerson(db: Database, person: DemoPerson): Promise<User> {
  const existing = await findUserByEmail(db, person.email);
  if (existing) return existing;
  const [created] = await db
    .insert(users)
    .values({
      email: normalizeEmail(person.email),
      firstName: person.firstName,
      lastName: person.lastName,
      phoneNumber: person.phoneNumber,
      verified: person.verified,
      teamsAreaRequired: person.teamsAreaRequired ?? false,
      registrationFlow: person.invitedThrough ?? null,
      passwordHash: person.invitedThrough ? null : await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  if (!created) throw new Error(`Creating ${person.email} returned no row`);
  return created;
}

/** The person's borrower account, named after them as the portal does at registration. */
async function ensureOwnAccount(db: Database, owner: User, accountExecutive?: AccountExecutiveDetails): Promise<number> {
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.ownerUserId, owner.id));
  if (existing) return existing.id;
  const account = await openAccount(db, { ownerUserId: owner.id, name: `${owner.firstName} ${owner.lastName}`, accountExecutive });
  return account.id;
}

/**
 * The account's demo entities, matched by name within the account: a re-run adds only those missing. Their document
 * lists come with the demo documents (`seedDemoDocuments`), as far along as `documents` says.
 */
async function ensureEntities(db: Database, dataKey: Buffer, accountId: number, createdBy: number, wanted: typeof DEMO_ENTITIES): Promise<void> {
  const present = new Set((await entityNamesOf(db, accountId)).map((entity) => entity.name));
  for (const { documents: _documents, ...entity } of wanted) {
    if (!present.has(entity.name)) await addEntity(db, dataKey, accountId, createdBy, entity, { documentList: false });
  }
}

/** What the lender told Ann lately: three notifications, the oldest read. */
const ANNS_NOTIFICATIONS = [
  {
    title: 'Welcome to your borrower portal',
    headline: 'Everything about your loans in one place.',
    body: 'Submit deals, follow your loans and keep your documents up to date from here.\nYour account executive is one click away in the sidebar.',
    daysAgo: 21,
    read: true,
  },
  {
    title: 'New: proof of funds',
    headline: 'Link your bank accounts as proof of funds.',
    body: 'You can now link your bank accounts on the Proof of Funds page. Linked accounts are used only as proof of funds and never for drawing funds.',
    daysAgo: 6,
    read: false,
  },
  {
    title: 'Documents needed for Borrower Family Trust',
    headline: 'A few entity documents are still missing.',
    body: "Borrower Family Trust needs its Resolution to Borrow, W-9 and Signers' Government-Issued IDs before we can approve it. Open My Entities to send them.",
    daysAgo: 1,
    read: false,
  },
];

/** The person's demo notifications, unless they have some already. */
async function ensureNotifications(db: Database, userId: number, now = new Date()): Promise<void> {
  if ((await notificationsOf(db, userId)).length > 0) return;
  for (const { daysAgo, read, ...notification } of ANNS_NOTIFICATIONS) {
    const createdAt = new Date(now.getTime() - daysAgo * 86_400_000);
    await notify(db, { userId, ...notification, createdAt, readAt: read ? new Date(createdAt.getTime() + 3_600_000) : null });
  }
}

interface DemoTeamMember {
  accountId: number;
  userId: number;
  roleId: number;
  relationship: ContributorRelationship;
  otherRelationship?: string;
  primary?: boolean;
}

/** One of the account's points of contact (Portal Team Members), as the owner would have added them. */
async function ensurePointOfContact(db: Database, member: DemoTeamMember): Promise<void> {
  await db
    .insert(pointsOfContact)
    .values({
      accountId: member.accountId,
      userId: member.userId,
      relationship: member.relationship,
      otherRelationship: member.otherRelationship ?? '',
      agreesToNotify: true,
      isPrimary: member.primary ?? false,
    })
    .onConflictDoNothing();
}

/** A team member who accepted: their point of contact, the accepted invitation and the membership. */
async function ensureTeamMember(db: Database, member: DemoTeamMember): Promise<void> {
  await ensureTeamInvitation(db, member, 'active');
  await db.insert(memberships).values({ userId: member.userId, accountId: member.accountId, roleId: member.roleId }).onConflictDoNothing();
}

/**
 * The account's invitation of the person (and their point of contact), whatever became of it: a re-run does not
 * invite again someone who answered. A pending one is open for the usual two weeks from the seeding.
 */
async function ensureTeamInvitation(db: Database, member: DemoTeamMember, status: 'pending' | 'active' = 'pending'): Promise<number> {
  await ensurePointOfContact(db, member);
  const [existing] = await db
    .select({ id: teamInvitations.id })
    .from(teamInvitations)
    .where(and(eq(teamInvitations.accountId, member.accountId), eq(teamInvitations.userId, member.userId)))
    .orderBy(asc(teamInvitations.id))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await db
    .insert(teamInvitations)
    .values({ accountId: member.accountId, userId: member.userId, roleId: member.roleId, status, expiresAt: status === 'pending' ? invitationExpiry() : null })
    .returning({ id: teamInvitations.id });
  if (!created) throw new Error('Creating a team invitation returned no row');
  return created.id;
}
