// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { buildTestApp, signIn, withSession } from '../src/test-support/test-api';
import { IN_PROGRESS_LOAN_CATEGORIES, LoanListResponse, PROPERTY_STATUSES } from '@portal/shared-contracts';
import { asc, count, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { accounts, users } from '../src/accounts/schema';
import type { DatabaseHandle } from '../src/db/database';
import { loans } from '../src/loans/schema';
import { openTestDatabase } from '../src/test-support/test-database';
import { BENCH_PASSWORD, benchEmail, generateLoans } from './generate-loans';

let database: DatabaseHandle;
let app: FastifyInstance;
const progress: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await generateLoans(database.db, { borrowers: 4, loans: 300 }, (message) => progress.push(message));
  app = await buildTestApp(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

test('the loans spread over the borrowers and every group, numbered as the portal numbers them; the borrowers are verified, each with an account', async () => {
  expect(progress.some((line) => line.includes('300 loans'))).toBe(true);
  const people = await database.db.select().from(users).where(like(users.email, '%@bench.test')).orderBy(asc(users.id));
  expect(people.map((person) => [person.email, person.verified])).toEqual([1, 2, 3, 4].map((n) => [benchEmail(n), true]));
  expect(benchEmail(1)).toBe('bench-0001@bench.test');
  const perAccount = await database.db.select({ accountId: loans.accountId, n: count() }).from(loans).innerJoin(accounts, eq(accounts.id, loans.accountId)).groupBy(loans.accountId);
  expect(perAccount).toHaveLength(4);
  expect(perAccount.reduce((sum, row) => sum + row.n, 0)).toBe(300);

  const rows = await database.db.select().from(loans).orderBy(asc(loans.id));
  expect(rows.every((row) => row.number === `D-${String(row.id).padStart(6, '0')}`)).toBe(true);
  const inGroup = (group: string) => rows.filter((row) => row.group === group);
  for (const group of ['in_progress', 'active', 'paid']) expect([group, inGroup(group).length > 20]).toEqual([group, true]);
  // Pending loans in the in-progress categories (or on hold); the properties as the deal's contract has them.
  const pendingCategories = new Set(inGroup('in_progress').map((row) => row.loanCategory));
  expect([...pendingCategories].every((category) => [...IN_PROGRESS_LOAN_CATEGORIES, 'on hold'].includes(category))).toBe(true);
  expect(pendingCategories.size).toBeGreaterThan(4);
  expect(rows.every((row) => (PROPERTY_STATUSES as readonly string[]).includes(row.property.status))).toBe(true);
  // Active loans carry what their cards and indicators read; paid ones are paid off.
  for (const active of inGroup('active')) {
    expect(active).toMatchObject({ amount: expect.any(Number), fundedDate: expect.any(String), maturityDate: expect.any(String), paymentDueDate: expect.any(String), loanTerms: expect.any(Number) });
  }
  expect(inGroup('paid').every((row) => row.payoffDate !== null && row.currentBalance === 0)).toBe(true);
});

test('a bench borrower signs in with the published password and pages, and searches by number and by address, their own loans', async () => {
  const [person] = await database.db.select().from(users).where(eq(users.email, benchEmail(2)));
  const { token } = await signIn(app, benchEmail(2), BENCH_PASSWORD);
  const call = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/users/${person!.id}/loans?${query}`, ...withSession(token) });
    expect(response.statusCode).toBe(200);
    return v.parse(LoanListResponse, response.json());
  };
  const first = await call('group=all&page_size=10');
  expect(first.records).toHaveLength(10);
  const next = await call(`group=all&page_size=10&last_id=${first.records.at(-1)!.id}`);
  expect(next.records[0]!.id).toBeLessThan(first.records.at(-1)!.id);

  const wanted = first.records[3]!;
  expect((await call(`search_key=number&search_value=${wanted.number}`)).records.map((loan) => loan.id)).toEqual([wanted.id]);
  const byAddress = await call(`search_key=address&search_value=${encodeURIComponent(wanted.property.address)}`);
  expect(byAddress.records.map((loan) => loan.id)).toContain(wanted.id);
});

test('refuses when bench borrowers are already there, adding nothing', async () => {
  const before = await database.db.select({ n: count() }).from(loans);
  await expect(generateLoans(database.db, { borrowers: 1, loans: 5 }, () => {})).rejects.toThrow('4 bench borrowers exist already');
  expect(await database.db.select({ n: count() }).from(loans)).toEqual(before);
});
