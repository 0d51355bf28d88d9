// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { startTestApi, type TestApi } from '../test-support/test-api';
import type { Permission } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { AccountActor } from '../access/actor';
import { Refusal } from '../http/refusal';
import { loans } from '../loans/schema';
import { loanOpenTo } from './eligibility';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const actor = (permissions: Permission[] = ['owner'], accountId = api.demo.borrowerAccountId): AccountActor =>
  ({ userId: api.demo.borrower.id, verified: true, accountId, permissions, session: undefined as never }) satisfies AccountActor;
const annsLoan = async (group: 'active' | 'paid') =>
  (await api.db.select().from(loans).where(and(eq(loans.accountId, api.demo.borrowerAccountId), eq(loans.group, group))).limit(1))[0]!;
const refusalOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof Refusal ? [error.statusCode, error.body.message] : error));

test('a request the rule allows gets the loan; one its state rules out answers 409 with the reason the chooser gives', async () => {
  const active = await annsLoan('active');
  expect((await loanOpenTo(api.db, actor(), active.id, 'payoff')).id).toBe(active.id);

  await api.db.update(loans).set({ drawsAvailableBalance: 0 }).where(eq(loans.id, active.id));
  expect(await refusalOf(loanOpenTo(api.db, actor(), active.id, 'draws'))).toEqual([409, 'Holdback balance should be greater than $ 0.00.']);
  const paid = await annsLoan('paid');
  expect(await refusalOf(loanOpenTo(api.db, actor(), paid.id, 'payoff'))).toEqual([409, 'This request is not available for this loan.']);
});

test("another account's loan is not found, as a loan that does not exist", async () => {
  const active = await annsLoan('active');
  expect(await refusalOf(loanOpenTo(api.db, actor(['owner'], api.demo.builderAccountId), active.id, 'insurance'))).toEqual([404, 'The page or item you asked for does not exist.']);
});
