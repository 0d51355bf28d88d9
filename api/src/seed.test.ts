import { and, count, eq, isNull } from 'drizzle-orm';
import { accounts, memberships, roles, users } from './accounts/schema';
import { entities } from './entities/schema';
import { lenderInvitations, teamInvitations } from './invitations/schema';
import { pointsOfContact } from './team-members/schema';
import { TEAM_ROLES } from '@portal/shared-contracts';
import { accountDocumentsOf } from './documents/account-documents';
import { entityAnswersOf } from './entities/entities';
import { notificationsOf } from './notifications/notifications';
import { profileContactOf } from './profile-contact/profile-contact';
import { seedDemoData } from './seed';
import { DEMO_BANK_LINKS } from './bank-linking/demo-bank-links';
import { linkedItemsOf } from './bank-linking/linked-items';
import { standInItems } from './bank-linking/schema';
import { startTestApi, type TestApi } from './test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function rowCounts() {
  const tables = { users, accounts, roles, memberships, teamInvitations, lenderInvitations, entities, pointsOfContact };
  const entries = await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, (await api.db.select({ n: count() }).from(table))[0]?.n] as const));
  return Object.fromEntries(entries);
}

test('running the seed again changes nothing', async () => {
  const before = await rowCounts();
  const again = await seedDemoData(api.db);
  expect(await rowCounts()).toEqual(before);
  expect(again.borrower.id).toBe(api.demo.borrower.id);
  expect(before).toEqual({ users: 7, accounts: 4, roles: 6, memberships: 6, teamInvitations: 4, lenderInvitations: 1, entities: 3, pointsOfContact: 4 });
});

test('the Owner role comes from the migrations, shared by every account', async () => {
  const owner = await api.db.select().from(roles).where(and(isNull(roles.accountId), eq(roles.name, 'Owner')));
  expect(owner).toEqual([{ id: expect.any(Number), accountId: null, name: 'Owner', permissions: ['owner'] }]);
});

test('the team roles are the contract’s, shared by every account, with the contract’s permissions', async () => {
  const stored = await api.db.select({ name: roles.name, permissions: roles.permissions }).from(roles).where(isNull(roles.accountId));
  expect(stored.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
    TEAM_ROLES.map((role) => ({ name: role.name, permissions: [...role.permissions] })).sort((a, b) => a.name.localeCompare(b.name)),
  );
  expect(await api.db.select().from(roles).where(and(eq(roles.accountId, api.demo.borrowerAccountId)))).toEqual([]);
});

test('e-mail addresses are stored lower-cased, and the database refuses any other', async () => {
  await expect(api.db.insert(users).values({ email: 'Mixed@Demo.test', firstName: 'M', lastName: 'C' })).rejects.toThrow();
});

test('the invited demo people have no password yet, a flow, a phone, and their invitations', async () => {
  const { invitee, contributor } = api.demo;
  expect(invitee).toMatchObject({ firstName: 'Ivy', lastName: 'Invitee', registrationFlow: 'salesforce', passwordHash: null, phoneNumber: '(555) 010-1005' });
  expect(contributor).toMatchObject({ firstName: 'Cole', lastName: 'Contributor', registrationFlow: 'contributor', passwordHash: null, phoneNumber: '(555) 010-1006' });
  expect(await api.db.select().from(lenderInvitations).where(eq(lenderInvitations.userId, invitee.id))).toEqual([
    expect.objectContaining({ acceptedAt: null }),
  ]);

  const [invitation] = await api.db
    .select({ status: teamInvitations.status, accountId: teamInvitations.accountId, role: roles.name, permissions: roles.permissions })
    .from(teamInvitations)
    .innerJoin(roles, eq(roles.id, teamInvitations.roleId))
    .where(eq(teamInvitations.id, api.demo.contributorInvitationId));
  expect(invitation).toEqual({
    status: 'pending',
    accountId: api.demo.borrowerAccountId,
    role: 'Loan Processor',
    permissions: ['loans.read', 'loans.write', 'dashboard.read', 'mydocs.read', 'entity.read'],
  });
});

test('Bill Builder owns an account that invited Theo, who already works on Ann’s account', async () => {
  const [builderAccount] = await api.db.select().from(accounts).where(eq(accounts.ownerUserId, api.demo.builder.id));
  expect(builderAccount).toMatchObject({ id: api.demo.builderAccountId, name: 'Bill Builder' });
  const [invitation] = await api.db.select().from(teamInvitations).where(eq(teamInvitations.id, api.demo.teamsInvitationId));
  expect(invitation).toMatchObject({ accountId: api.demo.builderAccountId, userId: api.demo.teams.id, status: 'pending' });
  const theosAccounts = await api.db.select({ accountId: memberships.accountId }).from(memberships).where(eq(memberships.userId, api.demo.teams.id));
  expect(theosAccounts.map((row) => row.accountId)).toContain(api.demo.borrowerAccountId);
});

test('Ann’s account has three entities, one approved and two pending, so the entity step has a choice; Uri’s has none', async () => {
  const anns = await entityAnswersOf(api.db, api.demo.borrowerAccountId, { withFiles: true });
  expect(anns.map((entity) => [entity.name, entity.status, entity.neededFiles])).toEqual([
    ['Borrower Holdings LLC', 'approved', 0],
    ['Borrower Family Trust', 'pending', 3],
    ['Ann Flips Corp', 'pending', 8],
  ]);
  const rows = await api.db.select({ createdBy: entities.createdBy }).from(entities).where(eq(entities.accountId, api.demo.borrowerAccountId));
  expect(rows.every((entity) => entity.createdBy === api.demo.borrower.id)).toBe(true);
  const [urisAccount] = await api.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.ownerUserId, api.demo.unverified.id));
  expect(await entityAnswersOf(api.db, urisAccount!.id, { withFiles: true })).toEqual([]);
});

test('Ann’s documents, notifications and contact: several types (a 1098, one with a blank form, a tax return), three notifications of which one read, her cell phone', async () => {
  const documents = await accountDocumentsOf(api.db, api.demo.borrowerAccountId);
  expect(documents.some((document) => document.type.includes('1098'))).toBe(true);
  expect(documents.some((document) => document.linkTemplate !== null)).toBe(true);
  expect(documents.some((document) => /tax return/i.test(document.type))).toBe(true);
  const notifications = await notificationsOf(api.db, api.demo.borrower.id);
  expect(notifications).toHaveLength(3);
  expect(notifications.filter((notification) => notification.read)).toHaveLength(1);
  expect((await profileContactOf(api.db, api.demo.borrowerAccountId))?.phones).toEqual([{ type: 'mobile', number: '(555) 010-1001' }]);
});

test('Ann has linked two banks through the stand-in: each with two accounts and its report read, one whose bank asks for the credentials again', async () => {
  const items = await linkedItemsOf(api.db, api.demo.borrowerAccountId);
  expect(items).toHaveLength(DEMO_BANK_LINKS.length);
  expect(items.map(({ items: [item] }) => [item!.institution_id, item!.accounts.length, item!.date_last_updated !== null])).toEqual(
    DEMO_BANK_LINKS.map((link) => [link.institutionId, 2, true]),
  );
  const locked = await api.db.select({ itemId: standInItems.itemId }).from(standInItems).where(eq(standInItems.loginRequired, true));
  expect(locked.map((row) => items.find(({ items: [item] }) => item!.item_id === row.itemId)!.items[0]!.institution_id)).toEqual(
    DEMO_BANK_LINKS.filter((link) => link.locked).map((link) => link.institutionId),
  );
});
