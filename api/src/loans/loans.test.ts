// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { LoanDetail, LoanListResponse, MY_DEALS_CATEGORIES, type LoanListRecord } from '@portal/shared-contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { documents } from '../documents/schema';
import { storedFiles } from '../files/schema';
import { loanExtensionRequests, loans } from './schema';

/*
 * The loans API on the seeded demo data: Ann Borrower's loans in every group, and Bill Builder's two, which Ann must
 * never see. Expectations are read from the database the seed filled, so they say what the API must answer for it.
 */

let api: TestApi;
let ann: string;
let bill: string;
let annsLoans: (typeof loans.$inferSelect)[];

beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
  bill = (await signIn(api.app, 'builder@demo.test')).token;
  annsLoans = await api.db.select().from(loans).where(eq(loans.accountId, api.demo.borrowerAccountId));
});
afterAll(() => api.close());

const list = (query: string, token = ann, userId = api.demo.borrower.id) => api.app.inject({ method: 'GET', url: `/users/${userId}/loans?${query}`, ...withSession(token) });
const detail = (loanId: number, token = ann, userId = api.demo.borrower.id) => api.app.inject({ method: 'GET', url: `/users/${userId}/loans/${loanId}`, ...withSession(token) });
const page = async (query: string) => {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return v.parse(LoanListResponse, response.json());
};
const NOT_FOUND = { message: 'The page or item you asked for does not exist.' };

describe('GET /users/{userId}/loans', () => {
  test.each(MY_DEALS_CATEGORIES)('"page_size (10), last_id": the %s list pages by ten, newest first, until a page comes back empty', async (group) => {
    const expected = annsLoans.filter((loan) => group === 'all' || loan.group === group).sort((a, b) => b.id - a.id);
    expect(expected.length).toBeGreaterThan(0);
    const pages: LoanListRecord[][] = [];
    let lastId: number | undefined;
    for (;;) {
      const answer = await page(`group=${group}&page_size=10${lastId === undefined ? '' : `&last_id=${lastId}`}`);
      expect(answer.total).toBe(expected.length);
      pages.push(answer.records);
      if (answer.records.length === 0) break;
      lastId = answer.records.at(-1)!.id;
      expect(pages.length).toBeLessThan(20);
    }
    expect(pages.map((records) => records.length)).toEqual([...Array.from({ length: Math.ceil(expected.length / 10) }, (_, index) => Math.min(10, expected.length - index * 10)), 0]);
    expect(pages.flat().map((loan) => loan.number)).toEqual(expected.map((loan) => loan.number));
  });

  test('"response records, total, total_amount": the count and the sum of amounts of the whole list', async () => {
    const active = annsLoans.filter((loan) => loan.group === 'active');
    const answer = await page('group=active');
    expect(answer.total).toBe(active.length);
    expect(answer.total_amount).toBeCloseTo(active.reduce((sum, loan) => sum + (loan.amount ?? 0), 0), 2);
  });

  test('a record carries what the tables and the indicators read: entity, category, amount, dates, draw and payment days', async () => {
    const [newest] = (await page('group=active&page_size=1')).records;
    const row = annsLoans.find((loan) => loan.id === newest!.id)!;
    expect(newest).toMatchObject({
      number: row.number,
      property: { address: row.property.address, city: row.property.city, state: row.property.state, zip_code: row.property.zipCode },
      loan_category: 'active',
      group: 'active',
      amount: row.amount,
      funded_date: row.fundedDate,
      maturity_date: row.maturityDate,
      draw_date: row.drawDate,
      holdback_balance: row.holdbackBalance,
      payment_due_date: row.paymentDueDate,
      entity: { name: expect.any(String) },
    });
  });

  test('"optional search_key (address or number) and search_value": by number', async () => {
    const wanted = annsLoans[7]!;
    const digits = wanted.number.replace('D-', '');
    const answer = await page(`group=all&search_key=number&search_value=${digits}`);
    expect(answer.records.map((loan) => loan.number)).toEqual([wanted.number]);
    // Part of a number finds every loan whose number holds it.
    const partial = await page(`group=all&search_key=number&search_value=D-0000`);
    expect(partial.total).toBe(annsLoans.filter((loan) => loan.number.startsWith('D-0000')).length);
  });

  test('by address, whatever the case, within the chosen group; "%" is a character, not a wildcard', async () => {
    const wanted = annsLoans.find((loan) => loan.group === 'paid')!;
    const street = wanted.property.address.split(' ').slice(1).join(' ');
    const matching = (group: string) => annsLoans.filter((loan) => (group === 'all' || loan.group === group) && loan.property.address.toLowerCase().includes(street.toLowerCase()));
    const answer = await page(`group=all&search_key=address&search_value=${encodeURIComponent(street.toUpperCase())}`);
    expect(answer.records.map((loan) => loan.id).sort()).toEqual(matching('all').map((loan) => loan.id).sort());
    expect((await page(`group=active&search_key=address&search_value=${encodeURIComponent(street)}`)).total).toBe(matching('active').length);
    expect((await page('group=all&search_key=address&search_value=%25')).total).toBe(0);
    expect((await list('group=all&search_key=address')).statusCode).toBe(400);
  });

  test("only the account's own loans: Bill sees his two, never Ann's, and Ann's search never finds Bill's", async () => {
    const bills = v.parse(LoanListResponse, (await list('group=all', bill, api.demo.builder.id)).json());
    expect(bills.total).toBe(2);
    expect(bills.records.every((loan) => !annsLoans.some((own) => own.id === loan.id))).toBe(true);
    expect((await page('group=all&search_key=address&search_value=Builder%20Way')).total).toBe(0);
  });

  test('Mia, a Loan Viewer on Ann’s account, lists Ann’s loans', async () => {
    const mia = await signIn(api.app, 'member@demo.test');
    const answer = v.parse(LoanListResponse, (await list('group=all', mia.token, api.demo.member.id)).json());
    expect(answer.total).toBe(annsLoans.length);
  });

  test('a page size out of range or a group that does not exist is a field error', async () => {
    for (const query of ['page_size=0', 'page_size=101', 'page_size=1e1', 'group=pending', 'last_id=0']) {
      expect([query, (await list(query)).statusCode]).toEqual([query, 400]);
    }
  });
});

describe('GET /users/{id}/loans/{loan_id}', () => {
  const read = async (loanId: number) => {
    const response = await detail(loanId);
    expect(response.statusCode).toBe(200);
    return v.parse(LoanDetail, response.json());
  };
  const neededTypesOf = async (loanId: number) => {
    const rows = await api.db
      .select({ type: documents.type, files: storedFiles.id, status: storedFiles.reviewStatus })
      .from(documents)
      .leftJoin(storedFiles, eq(storedFiles.documentId, documents.id))
      .where(eq(documents.loanId, loanId));
    const types = [...new Set(rows.map((row) => row.type))];
    return types.filter((type) => !rows.some((row) => row.type === type && row.status !== null && row.status !== 'rejected')).sort();
  };

  test('pending: the appraisal list, the estimated close date, the Needed Files by name, no extension requests', async () => {
    const pending = annsLoans.find((loan) => loan.group === 'in_progress' && loan.appraisals.length > 0 && loan.estimateOfRepairsStatus !== null)!;
    const loan = await read(pending.id);
    expect(loan).toMatchObject({
      id: pending.id,
      number: pending.number,
      group: 'in_progress',
      loan_category: pending.loanCategory,
      estimated_close_date: pending.estimatedCloseDate,
      appraisal: pending.appraisals,
      estimate_of_repairs: { status: pending.estimateOfRepairsStatus },
      extension_requests: null,
      percentage_to_funded: pending.percentageToFunded,
    });
    expect(loan.needed_files).toEqual(await neededTypesOf(pending.id));
    expect(loan.needed_files.length).toBeGreaterThan(0);
  });

  test('active: "terms in months, rate %, funded date, initial holdback, current balance, current due, maturity date", and its contacts', async () => {
    const active = annsLoans.find((loan) => loan.group === 'active' && loan.holdback !== null && loan.lma !== null)!;
    const loan = await read(active.id);
    expect(loan).toMatchObject({
      loan_terms: active.loanTerms,
      loan_rate: active.loanRate,
      funded_date: active.fundedDate,
      ess: { holdback: active.holdback, prepaid_interest: active.prepaidInterest },
      current_balance: active.currentBalance,
      servicing_current_pay_amount: active.servicingCurrentPayAmount,
      maturity_date: active.maturityDate,
      holdback_balance: active.holdbackBalance,
      draws_available_balance: active.drawsAvailableBalance,
      processor: active.processor,
      lma: active.lma,
    });
    expect(loan.processor?.email).toMatch(/@lender\.example$/);
  });

  test('paid: "pre-paid interest, funded date, holdback, balance, maturity date, paid-off date"', async () => {
    const paid = annsLoans.find((loan) => loan.group === 'paid' && loan.holdback !== null)!;
    const loan = await read(paid.id);
    expect(loan).toMatchObject({
      ess: { prepaid_interest: paid.prepaidInterest, holdback: paid.holdback },
      funded_date: paid.fundedDate,
      current_balance: 0,
      maturity_date: paid.maturityDate,
      checklist: { funded: paid.fundedDate, payoff_date: paid.payoffDate },
      needed_files: [],
    });
  });

  test('extension_requests lists the lender’s requests when the loan has any; estimate_of_repairs is null when the loan has none to give', async () => {
    const [request] = await api.db
      .select({ loanId: loanExtensionRequests.loanId })
      .from(loanExtensionRequests)
      .innerJoin(loans, eq(loans.id, loanExtensionRequests.loanId))
      .where(eq(loans.accountId, api.demo.borrowerAccountId));
    expect((await read(request!.loanId)).extension_requests).toEqual([{ id: expect.any(Number), status: 'open', created: expect.any(String) }]);
    const [bridge] = await api.db
      .select({ id: loans.id })
      .from(loans)
      .where(and(eq(loans.accountId, api.demo.borrowerAccountId), isNull(loans.estimateOfRepairsStatus), isNotNull(loans.fundedDate)));
    expect((await read(bridge!.id)).estimate_of_repairs).toBeNull();
  });

  test("another account's loan answers 404, exactly as a loan that does not exist", async () => {
    const billsView = await detail(annsLoans[0]!.id, bill, api.demo.builder.id);
    const missing = await detail(999999, bill, api.demo.builder.id);
    expect([billsView.statusCode, billsView.json()]).toEqual([404, NOT_FOUND]);
    expect([missing.statusCode, missing.json()]).toEqual([404, NOT_FOUND]);
  });
});
