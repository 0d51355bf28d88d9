import { and, count, eq, isNull } from 'drizzle-orm';
import { accounts, memberships, roles, users } from './db/schema';
import { seedDemoData } from './seed';
import { startTestApi, type TestApi } from './test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function rowCounts() {
  const tables = { users, accounts, roles, memberships };
  const entries = await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, (await api.db.select({ n: count() }).from(table))[0]?.n] as const));
  return Object.fromEntries(entries);
}

test('running the seed again changes nothing', async () => {
  const before = await rowCounts();
  const again = await seedDemoData(api.db);
  expect(await rowCounts()).toEqual(before);
  expect(again.borrower.id).toBe(api.demo.borrower.id);
  expect(before).toEqual({ users: 4, accounts: 3, roles: 2, memberships: 5 });
});

test('the Owner role comes from the migrations, shared by every account', async () => {
  const owner = await api.db.select().from(roles).where(and(isNull(roles.accountId), eq(roles.name, 'Owner')));
  expect(owner).toEqual([{ id: expect.any(Number), accountId: null, name: 'Owner', permissions: ['owner'] }]);
});

test('e-mail addresses are stored lower-cased, and the database refuses any other', async () => {
  await expect(api.db.insert(users).values({ email: 'Mixed@Demo.test', firstName: 'M', lastName: 'C' })).rejects.toThrow();
});
