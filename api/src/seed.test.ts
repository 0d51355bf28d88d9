import { and, count, eq, isNull } from 'drizzle-orm';
import { accounts, memberships, roles, users } from './accounts/schema';
import { entities } from './entities/schema';
import { lenderInvitations, teamInvitations } from './invitations/schema';
import { pointsOfContact } from './team-members/schema';
import { TEAM_ROLES } from '@portal/shared-contracts';
import { seedDemoData } from './seed';
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
  const ofAccount = (accountId: number) => api.db.select({ name: entities.name, status: entities.status, createdBy: entities.createdBy }).from(entities).where(eq(entities.accountId, accountId));
  const anns = await ofAccount(api.demo.borrowerAccountId);
  expect(anns).toHaveLength(3);
  expect(anns.map((entity) => entity.status).sort()).toEqual(['approved', 'pending', 'pending']);
  expect(anns.every((entity) => entity.createdBy === api.demo.borrower.id)).toBe(true);
  const [urisAccount] = await api.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.ownerUserId, api.demo.unverified.id));
  expect(await ofAccount(urisAccount!.id)).toEqual([]);
});
