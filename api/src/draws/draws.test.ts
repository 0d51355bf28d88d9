// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { multipart, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { DrawBalances, emptyRepairCategories, LoanDocuments, LoanRequest } from '@portal/shared-contracts';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { loans } from '../loans/schema';
import { paymentMethods } from '../payment-methods/schema';

/* GET …/get_draws_balance and POST …/draw (spec 001 §4, §5, §7). */

let api: TestApi;
let ann: string;
type LoanRow = typeof loans.$inferSelect;
let loan: LoanRow;
let drawMethodId: number;
let achMethodId: number;

beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
  [loan] = (await api.db.select().from(loans).where(and(eq(loans.accountId, api.demo.borrowerAccountId), sql`${loans.property}->>'address' = '2244 Mockingbird Ln'`))) as [LoanRow];
  const methods = await api.db.select().from(paymentMethods).where(eq(paymentMethods.accountId, api.demo.borrowerAccountId));
  drawMethodId = methods.find((method) => method.purpose === 'Draw')!.id;
  achMethodId = methods.find((method) => method.purpose === 'ACH')!.id;
});
afterAll(() => api.close());

const url = (rest: string, loanId = loan.id, userId = api.demo.borrower.id) => `/users/${userId}/loans/${loanId}${rest}`;
const balances = async () => v.parse(DrawBalances, (await api.app.inject({ method: 'GET', url: url('/get_draws_balance'), ...withSession(ann) })).json());
function sendDraw(amounts: Record<string, string>, { paymentMethodId = drawMethodId, access = 'Lockbox 2468 on the side door', loanId = loan.id, bytes = Buffer.from('%PDF-1.4 invoice') } = {}) {
  const expenses = emptyRepairCategories();
  for (const [category, total] of Object.entries(amounts)) expenses[category as keyof typeof expenses].total = total;
  const body = multipart({ payment_method_id: String(paymentMethodId), expenses: JSON.stringify(expenses), access_information: access }, [
    { field: 'files', name: 'invoice.pdf', type: 'application/pdf', bytes },
  ]);
  return api.app.inject({ method: 'POST', url: url('/draw', loanId), ...body, ...withSession(ann) });
}

test('"draw balances": each category\'s balance, summing to the holdback balance, and the next draw\'s number', async () => {
  const answer = await balances();
  expect(answer.draw_number).toBe(1);
  const sum = Object.values(answer.balances).reduce((total, balance) => total + Math.round(balance * 100), 0);
  expect(sum).toBe(Math.round(loan.holdbackBalance! * 100));
  expect(answer.balances.conveyingSystems).toBe(0);
});

test('a draw within its balances is recorded with its file; its categories\' balances go down and the next draw is number 2', async () => {
  const before = await balances();
  const answer = await sendDraw({ finishes: '1000.50', electrical: '200.00' });
  expect(answer.statusCode).toBe(200);
  expect(v.parse(LoanRequest, answer.json())).toMatchObject({ kind: 'draws', title: 'Draw Request 1', status: 'submitted' });
  const after = await balances();
  expect(after.draw_number).toBe(2);
  expect(Math.round((before.balances.finishes! - after.balances.finishes!) * 100)).toBe(100050);
  expect(Math.round((before.balances.electrical! - after.balances.electrical!) * 100)).toBe(20000);
  const documents = v.parse(LoanDocuments, (await api.app.inject({ method: 'GET', url: url('/docs/type/all'), ...withSession(ann) })).json());
  expect(documents.asset_management.draws.find((document) => document.type === 'Draw Request 1')?.files.map((file) => file.name)).toEqual(['invoice.pdf']);
});

test('"The total for this category cannot exceed the current category balance"; a total of $0.00 is refused', async () => {
  const { balances: now } = await balances();
  const above = await sendDraw({ finishes: (now.finishes! + 0.01).toFixed(2) });
  expect([above.statusCode, above.json().errors]).toEqual([400, { 'expenses.finishes.total': ['The total for this category cannot exceed the current category balance'] }]);
  const hidden = await sendDraw({ conveyingSystems: '1.00' });
  expect(hidden.json().errors).toEqual({ 'expenses.conveyingSystems.total': ['The total for this category cannot exceed the current category balance'] });
  const zero = await sendDraw({});
  expect(zero.json().errors).toEqual({ expenses: ['The total cost of repairs should be greater than $ 0.00'] });
});

test('the payment method must be one of the account\'s Draw methods; access information is required', async () => {
  const ach = await sendDraw({ finishes: '10.00' }, { paymentMethodId: achMethodId });
  expect([ach.statusCode, ach.json().errors]).toEqual([400, { payment_method_id: ['Please choose one of the options.'] }]);
  const noAccess = await sendDraw({ finishes: '10.00' }, { access: '' });
  expect([noAccess.statusCode, noAccess.json().errors]).toEqual([400, { access_information: ['This field is required!'] }]);
});

test('a loan the rule rules out answers 409 with the reason; another account\'s loan 404; a file over 25 MB 413', async () => {
  const [other] = await api.db.select().from(loans).where(and(eq(loans.accountId, api.demo.borrowerAccountId), sql`${loans.property}->>'address' = '507 Pinecrest Dr'`));
  const refused = await sendDraw({ finishes: '10.00' }, { loanId: other!.id });
  expect([refused.statusCode, refused.json().message]).toEqual([409, 'Holdback balance should be greater than $ 0.00.']);
  const [billsLoan] = await api.db.select().from(loans).where(eq(loans.accountId, api.demo.builderAccountId)).limit(1);
  expect((await sendDraw({ finishes: '10.00' }, { loanId: billsLoan!.id })).statusCode).toBe(404);
  expect((await api.app.inject({ method: 'GET', url: url('/get_draws_balance', billsLoan!.id), ...withSession(ann) })).statusCode).toBe(404);
  const big = await sendDraw({ finishes: '10.00' }, { bytes: Buffer.alloc(25 * 1024 * 1024 + 1) });
  expect(big.statusCode).toBe(413);
});

test('Theo, a Loan Processor without loans.draw.read or loans.draw.write, may neither read the balances nor send a draw', async () => {
  const theo = (await signIn(api.app, 'teams@demo.test')).token;
  const entered = await api.app.inject({ method: 'POST', url: `/users/${api.demo.teams.id}/teams_area/enter`, payload: { id: api.demo.borrowerAccountId }, ...withSession(theo) });
  expect(entered.statusCode).toBe(200);
  const asTheo = (method: 'GET' | 'POST', rest: string) => api.app.inject({ method, url: url(rest, loan.id, api.demo.teams.id), ...withSession(theo) });
  expect((await asTheo('GET', '/get_draws_balance')).statusCode).toBe(403);
  expect((await asTheo('POST', '/draw')).statusCode).toBe(403);
});
