// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { multipart, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { calendarDayOf, LoanDetail, LoanDocuments, LoanRequest } from '@portal/shared-contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { loanExtensionRequests, loans } from '../loans/schema';

/* The payoff, extension and insurance forms (spec 001 §3, §4, §5, §7). */

let api: TestApi;
let ann: string;
type LoanRow = typeof loans.$inferSelect;
const annsLoanAt = async (address: string) =>
  (await api.db.select().from(loans).where(and(eq(loans.accountId, api.demo.borrowerAccountId), sql`${loans.property}->>'address' = ${address}`)))[0]!;
const inDays = (days: number) => calendarDayOf(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
});
afterAll(() => api.close());

function send(loan: LoanRow, path: string, fields: Record<string, string>, { bytes = Buffer.from('%PDF-1.4 letter'), token = ann } = {}) {
  const body = multipart(fields, [{ field: 'files', name: 'letter.pdf', type: 'application/pdf', bytes }]);
  return api.app.inject({ method: 'POST', url: `/users/${api.demo.borrower.id}/loans/${loan.id}${path}`, ...body, ...withSession(token) });
}
const detailOf = async (loan: LoanRow) => v.parse(LoanDetail, (await api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}/loans/${loan.id}`, ...withSession(ann) })).json());
const documentsOf = async (loan: LoanRow) =>
  v.parse(LoanDocuments, (await api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}/loans/${loan.id}/docs/type/all`, ...withSession(ann) })).json());

const payoff = { closeDate: inDays(20), company: 'First Title Escrow', contactName: 'Jo Park', phone: '(512) 555-0142', email: 'jo@title.example' };

describe('POST …/payoff', () => {
  test('an active loan takes it with its file: "Payoff Request 1" on the loan, the file under payoff', async () => {
    const loan = await annsLoanAt('390 Coral Way');
    const answer = await send(loan, '/payoff', payoff);
    expect(answer.statusCode).toBe(200);
    expect(v.parse(LoanRequest, answer.json())).toMatchObject({ kind: 'payoff', title: 'Payoff Request 1' });
    expect((await detailOf(loan)).requests.map((request) => request.title)).toContain('Payoff Request 1');
    expect((await documentsOf(loan)).asset_management.payoff.find((document) => document.type === 'Payoff Request 1')?.files.map((file) => file.name)).toEqual(['letter.pdf']);
  });

  test('a paid loan is refused with the reason; a field out of its rule is a field error; an oversized file 413', async () => {
    const [paid] = await api.db.select().from(loans).where(and(eq(loans.accountId, api.demo.borrowerAccountId), eq(loans.group, 'paid'))).limit(1);
    const refused = await send(paid!, '/payoff', payoff);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'This request is not available for this loan.']);
    const loan = await annsLoanAt('390 Coral Way');
    const bad = await send(loan, '/payoff', { ...payoff, phone: '5125550142', closeDate: inDays(-1) });
    expect([bad.statusCode, Object.keys(bad.json().errors).sort()]).toEqual([400, ['closeDate', 'phone']]);
    expect((await send(loan, '/payoff', payoff, { bytes: Buffer.alloc(25 * 1024 * 1024 + 1) })).statusCode).toBe(413);
  });
});

describe('POST …/insurance', () => {
  const insurance = {
    annual_policy_premium_amount: '2400',
    policy_number: 'HO-3 88231',
    insurance_type: "Builder's risk",
    deductible_amount: '1000',
    coverage_amount: '450000',
    effective: '2026-12-01',
    expiration: '2027-12-01',
    annual_policy_premium_paid_for: '12 months',
    coverage_description: 'Dwelling, other structures, liability',
  };

  test('"Insurance upload: always available": even a paid loan takes it, as "Insurance 1"', async () => {
    const [paid] = await api.db.select().from(loans).where(and(eq(loans.accountId, api.demo.borrowerAccountId), eq(loans.group, 'paid'))).limit(1);
    const answer = await send(paid!, '/insurance', insurance);
    expect([answer.statusCode, answer.json().title]).toEqual([200, 'Insurance 1']);
  });

  test('128/129 and 500/501 characters; the upload needs loans.write (a Loan Viewer is refused)', async () => {
    const loan = await annsLoanAt('390 Coral Way');
    expect((await send(loan, '/insurance', { ...insurance, policy_number: 'P'.repeat(128), coverage_description: 'd'.repeat(500) })).statusCode).toBe(200);
    const long = await send(loan, '/insurance', { ...insurance, policy_number: 'P'.repeat(129), coverage_description: 'd'.repeat(501) });
    expect([long.statusCode, Object.keys(long.json().errors).sort()]).toEqual([400, ['coverage_description', 'policy_number']]);
    const mia = (await signIn(api.app, 'member@demo.test')).token;
    const asMia = api.app.inject({ method: 'POST', url: `/users/${api.demo.member.id}/loans/${loan.id}/insurance`, ...multipart(insurance, []), ...withSession(mia) });
    expect((await asMia).statusCode).toBe(403);
  });
});

describe('POST …/extension/{extension_request_id}', () => {
  const answers = { extension_needed: 'no', projected_payoff_date: inDays(30), point_of_contact: 'Ann Borrower', phone_number: '(512) 555-0101' };

  test('the loan\'s open request is answered once: "Extension Request 1", then 409; a past projected payoff date is refused', async () => {
    const [opened] = await api.db
      .select({ id: loanExtensionRequests.id, loanId: loanExtensionRequests.loanId })
      .from(loanExtensionRequests)
      .innerJoin(loans, eq(loans.id, loanExtensionRequests.loanId))
      .where(and(eq(loans.accountId, api.demo.borrowerAccountId), isNotNull(loanExtensionRequests.id)));
    const [loan] = await api.db.select().from(loans).where(eq(loans.id, opened!.loanId));
    const past = await send(loan!, `/extension/${opened!.id}`, { ...answers, projected_payoff_date: inDays(-1) });
    expect([past.statusCode, Object.keys(past.json().errors)]).toEqual([400, ['projected_payoff_date']]);
    const answer = await send(loan!, `/extension/${opened!.id}`, answers);
    expect([answer.statusCode, answer.json().title]).toEqual([200, 'Extension Request 1']);
    const [after] = await api.db.select().from(loanExtensionRequests).where(eq(loanExtensionRequests.id, opened!.id));
    expect(after!.status).toBe('submitted');
    const again = await send(loan!, `/extension/${opened!.id}`, answers);
    expect([again.statusCode, again.json().message]).toEqual([409, 'This extension request has already been answered.']);
  });

  test('a loan the lender opened no extension on is refused; another loan\'s request is not found', async () => {
    const loan = await annsLoanAt('390 Coral Way');
    const [opened] = await api.db.select({ id: loanExtensionRequests.id }).from(loanExtensionRequests).limit(1);
    const refused = await send(loan, `/extension/${opened!.id}`, answers);
    expect(refused.statusCode).toBe(409);
    const [withRequest] = await api.db.select({ loanId: loanExtensionRequests.loanId }).from(loanExtensionRequests).limit(1);
    const [other] = await api.db.select().from(loans).where(eq(loans.id, withRequest!.loanId));
    expect((await send(other!, '/extension/999999', answers)).statusCode).toBe(404);
  });
});

test("another account's loan answers 404 for every form", async () => {
  const [billsLoan] = await api.db.select().from(loans).where(eq(loans.accountId, api.demo.builderAccountId)).limit(1);
  expect((await send(billsLoan!, '/payoff', payoff)).statusCode).toBe(404);
});

test('a payoff may come without files; an insurance upload may not ("Please choose a file to upload.")', async () => {
  const loan = await annsLoanAt('1733 Grandview Ave');
  const bare = (path: string, fields: Record<string, string>) =>
    api.app.inject({ method: 'POST', url: `/users/${api.demo.borrower.id}/loans/${loan.id}${path}`, ...multipart(fields, []), ...withSession(ann) });
  expect((await bare('/payoff', payoff)).statusCode).toBe(200);
  const insurance = await bare('/insurance', {
    annual_policy_premium_amount: '2400',
    policy_number: 'HO-3 1',
    insurance_type: 'Hazard',
    deductible_amount: '1000',
    coverage_amount: '450000',
    effective: '2026-12-01',
    expiration: '2027-12-01',
    annual_policy_premium_paid_for: '12 months',
    coverage_description: 'Dwelling',
  });
  expect([insurance.statusCode, insurance.json().message]).toEqual([400, 'Please choose a file to upload.']);
});
