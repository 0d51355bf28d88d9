// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { LoanDetail, LoanDocuments } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { newStorageKey } from '../files/file-store';
import { storedFiles } from '../files/schema';
import { loans } from '../loans/schema';
import { recordLoanRequest } from './loan-requests';

/* A request on a loan, as every loan action records it: numbered per kind, its files listed with the loan's files. */

let api: TestApi;
let ann: string;
let loan: typeof loans.$inferSelect;

beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
  const [active] = await api.db
    .select()
    .from(loans)
    .where(and(eq(loans.accountId, api.demo.borrowerAccountId), eq(loans.group, 'active')))
    .limit(1);
  loan = active!;
});
afterAll(() => api.close());

const get = (path: string) => api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}/loans/${loan.id}${path}`, ...withSession(ann) });

async function storedFile(name: string) {
  const [file] = await api.db
    .insert(storedFiles)
    .values({ accountId: api.demo.borrowerAccountId, kind: 'loan_request', storageKey: newStorageKey(), name, contentType: 'application/pdf', size: 10, sha256: '0'.repeat(64) })
    .returning();
  return file!;
}

test('"Draw number is the existing draw count plus one": each kind is numbered on its own, and the detail lists them newest first', async () => {
  const base = { accountId: api.demo.borrowerAccountId, loanId: loan.id, createdBy: api.demo.borrower.id, body: {} };
  const first = await recordLoanRequest(api.db, { ...base, kind: 'draws' });
  const payoff = await recordLoanRequest(api.db, { ...base, kind: 'payoff' });
  const second = await recordLoanRequest(api.db, { ...base, kind: 'draws', files: [await storedFile('invoice.pdf')] });
  expect([first.number, payoff.number, second.number]).toEqual([1, 1, 2]);

  const detail = v.parse(LoanDetail, (await get('')).json());
  expect(detail.requests.slice(0, 3).map((request) => [request.title, request.status])).toEqual([
    ['Draw Request 2', 'submitted'],
    ['Payoff Request 1', 'submitted'],
    ['Draw Request 1', 'submitted'],
  ]);

  // Its files fill a document named after it, under the action's asset-management key.
  const documents = v.parse(LoanDocuments, (await get('/docs/type/all')).json());
  const listed = documents.asset_management.draws.find((document) => document.type === 'Draw Request 2');
  expect(listed?.files.map((file) => file.name)).toEqual(['invoice.pdf']);
  expect(listed?.needed).toBe(false);
});

test("another account's requests are not listed on its loans", async () => {
  const bill = (await signIn(api.app, 'builder@demo.test')).token;
  const [billsLoan] = await api.db.select().from(loans).where(eq(loans.accountId, api.demo.builderAccountId)).limit(1);
  await recordLoanRequest(api.db, { accountId: api.demo.builderAccountId, loanId: billsLoan!.id, createdBy: api.demo.builder.id, kind: 'insurance', body: {} });
  const answer = await api.app.inject({ method: 'GET', url: `/users/${api.demo.builder.id}/loans/${billsLoan!.id}`, ...withSession(bill) });
  expect(v.parse(LoanDetail, answer.json()).requests.map((request) => request.title)).toEqual(['Insurance 1']);
  const anns = v.parse(LoanDetail, (await get('')).json());
  expect(anns.requests.map((request) => request.kind)).not.toContain('insurance');
});

test('"Action rows on detail are visible with loans.draw.read, loans.ach.read, loans.payoff.read": a Loan Viewer sees the rest', async () => {
  const base = { accountId: api.demo.borrowerAccountId, loanId: loan.id, createdBy: api.demo.borrower.id, body: {} };
  await recordLoanRequest(api.db, { ...base, kind: 'achpayment' });
  await recordLoanRequest(api.db, { ...base, kind: 'change_order' });
  const mia = (await signIn(api.app, 'member@demo.test')).token;
  const asMia = await api.app.inject({ method: 'GET', url: `/users/${api.demo.member.id}/loans/${loan.id}`, ...withSession(mia) });
  const kinds = new Set(v.parse(LoanDetail, asMia.json()).requests.map((request) => request.kind));
  expect(kinds.has('change_order')).toBe(true);
  for (const hidden of ['draws', 'payoff', 'achpayment']) expect(kinds.has(hidden as never)).toBe(false);
  const asAnn = new Set(v.parse(LoanDetail, (await get('')).json()).requests.map((request) => request.kind));
  for (const shown of ['draws', 'payoff', 'achpayment', 'change_order']) expect(asAnn.has(shown as never)).toBe(true);
});
