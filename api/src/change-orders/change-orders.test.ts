// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { emptyRepairCategories, LoanDetail, LoanRequest } from '@portal/shared-contracts';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { loanRequests } from '../loan-requests/schema';
import { loans } from '../loans/schema';

/* POST /users/{id}/loans/{loan_id}/change_order (spec 001 §4, §5). */

let api: TestApi;
let ann: string;
type LoanRow = typeof loans.$inferSelect;
const annsLoanAt = async (address: string) =>
  (await api.db.select().from(loans).where(and(eq(loans.accountId, api.demo.borrowerAccountId), sql`${loans.property}->>'address' = ${address}`)))[0]!;

beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
});
afterAll(() => api.close());

const estimate = (finishes: string, description = 'Kitchen finishes upgraded') => {
  const categories = emptyRepairCategories();
  categories.finishes.items.tile = finishes;
  return { categories, description };
};
const send = (loan: LoanRow, body: unknown, { token = ann, userId = api.demo.borrower.id } = {}) =>
  api.app.inject({ method: 'POST', url: `/users/${userId}/loans/${loan.id}/change_order`, payload: body as object, ...withSession(token) });

test('an eligible loan takes the change order; it is numbered and listed on the loan, its estimate and totals recorded', async () => {
  const loan = await annsLoanAt('2244 Mockingbird Ln');
  const answer = await send(loan, estimate('1500.25'));
  expect(answer.statusCode).toBe(200);
  const request = v.parse(LoanRequest, answer.json());
  expect(request).toMatchObject({ kind: 'change_order', title: 'Change Order 1', status: 'submitted' });
  const detail = v.parse(LoanDetail, (await api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}/loans/${loan.id}`, ...withSession(ann) })).json());
  expect(detail.requests.map((shown) => shown.title)).toContain('Change Order 1');
  const [row] = await api.db.select().from(loanRequests).where(eq(loanRequests.id, request.id));
  expect(row!.body).toMatchObject({ description: 'Kitchen finishes upgraded', total: 1500.25, category_totals: { finishes: 1500.25, electrical: 0 } });
});

test('"The total cost of repairs should be greater than $ 0.00" and "... should not be greater than Holdback Balance."', async () => {
  const loan = await annsLoanAt('2244 Mockingbird Ln');
  const zero = await send(loan, estimate('0.00'));
  expect([zero.statusCode, zero.json().errors]).toEqual([400, { categories: ['The total cost of repairs should be greater than $ 0.00'] }]);
  const above = await send(loan, estimate(String(loan.holdbackBalance! + 0.01)));
  expect([above.statusCode, above.json().errors]).toEqual([400, { categories: ['The total cost of repairs should not be greater than Holdback Balance.'] }]);
  expect((await send(loan, estimate(String(loan.holdbackBalance!)))).statusCode).toBe(200);
});

test('"description max 500" and amounts between $0 and $100,000,000', async () => {
  const loan = await annsLoanAt('2244 Mockingbird Ln');
  const long = await send(loan, estimate('10.00', 'x'.repeat(501)));
  expect([long.statusCode, Object.keys(long.json().errors)]).toEqual([400, ['description']]);
  const bad = await send(loan, estimate('12,5'));
  expect([bad.statusCode, bad.json().errors]).toEqual([400, { 'categories.finishes.items.tile': ['Please input a dollar amount between $0 and $100,000,000'] }]);
});

test('a loan whose estimate of repairs is still needed is refused with the reason ("Make sure you are in compliance ...")', async () => {
  const loan = await annsLoanAt('507 Pinecrest Dr');
  const answer = await send(loan, estimate('10.00'));
  expect([answer.statusCode, answer.json().message]).toEqual([409, 'Make sure you are in compliance with the requirements for Change Order Request.']);
});

test("another account's loan is not found; a Loan Viewer (no loans.write) is refused", async () => {
  const [billsLoan] = await api.db.select().from(loans).where(eq(loans.accountId, api.demo.builderAccountId)).limit(1);
  expect((await send(billsLoan!, estimate('10.00'))).statusCode).toBe(404);
  const mia = (await signIn(api.app, 'member@demo.test')).token;
  const loan = await annsLoanAt('2244 Mockingbird Ln');
  expect((await send(loan, estimate('10.00'), { token: mia, userId: api.demo.member.id })).statusCode).toBe(403);
});
