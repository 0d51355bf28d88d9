// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { addPerson, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { accessMessages, LOAN_SUMMARY_LINES, LoanSummary, MonetarySummary, type DealProperty, type LoanCategory, type LoanGroup } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { openAccount } from '../accounts/accounts';
import { users } from '../accounts/schema';
import { loans } from '../loans/schema';
import { addressLineOf } from './summaries';

/*
 * The dashboard's summaries on accounts of the test's own, so the expectations are exact whatever demo loans Ann has:
 * Pat's loans in every group, and Quinn's, which Pat must never see.
 */

let api: TestApi;
let pat: Borrower;
let quinn: Borrower;

interface Borrower {
  id: number;
  accountId: number;
  token: string;
}

beforeAll(async () => {
  api = await startTestApi();
  pat = await borrowerWithAccount('pat.dashboard@demo.test');
  quinn = await borrowerWithAccount('quinn.dashboard@demo.test');
});
afterAll(() => api.close());

async function borrowerWithAccount(email: string): Promise<Borrower> {
  const person = await addPerson(api.db, { email, password: 'Dashboard1!' });
  await api.db.update(users).set({ verified: true }).where(eq(users.id, person.id));
  const account = await openAccount(api.db, { ownerUserId: person.id, name: email });
  return { id: person.id, accountId: account.id, token: (await signIn(api.app, email, 'Dashboard1!')).token };
}

const PROPERTY: DealProperty = {
  address: '123 Main St',
  unit: '',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  status: 'vacant',
  closingStatus: null,
  contact: { notes: '' },
  visit: { type: 'other', other: { notes: '' } },
  hoaFees: '',
};

let numbered = 0;
/** A loan of the account as the lender's systems would have it; returns its id and number. */
async function addLoan(
  accountId: number,
  loan: { group: LoanGroup; category?: LoanCategory; amount?: number | null; maturityDate?: string | null; paymentDueDate?: string | null; property?: Partial<DealProperty> },
) {
  numbered += 1;
  const [row] = await api.db
    .insert(loans)
    .values({
      accountId,
      number: `T-${String(numbered).padStart(5, '0')}`,
      transactionType: 'purchase',
      dealType: 'rehab_fix_and_flip',
      propertyType: 'single_family',
      property: { ...PROPERTY, ...loan.property },
      transaction: {},
      group: loan.group,
      loanCategory: loan.category ?? (loan.group === 'in_progress' ? 'new' : loan.group),
      amount: loan.amount ?? null,
      maturityDate: loan.maturityDate ?? null,
      paymentDueDate: loan.paymentDueDate ?? null,
    })
    .returning({ id: loans.id, number: loans.number });
  return row!;
}

const summaryOf = async (borrower: Borrower, call: 'monetary_summary' | 'loan_summary') =>
  api.app.inject({ method: 'GET', url: `/users/${borrower.id}/${call}`, ...withSession(borrower.token) });

describe('GET /users/{id}/monetary_summary', () => {
  test('an account without loans: every group with total 0 and amount 0', async () => {
    const response = await summaryOf(pat, 'monetary_summary');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ in_progress: { total: 0, amount: 0 }, active: { total: 0, amount: 0 }, paid: { total: 0, amount: 0 } });
  });

  test('"monetary summary in_progress/active/paid each with total and amount": the count and the sum of amounts of the account’s loans', async () => {
    await addLoan(pat.accountId, { group: 'in_progress', category: 'new' });
    await addLoan(pat.accountId, { group: 'in_progress', category: 'docs drawn', amount: 245_000.5 });
    await addLoan(pat.accountId, { group: 'in_progress', category: 'need ess', amount: 100_000 });
    await addLoan(pat.accountId, { group: 'active', amount: 1_250_000 });
    await addLoan(pat.accountId, { group: 'active', amount: 387_500.25 });
    await addLoan(quinn.accountId, { group: 'paid', amount: 90_000 });
    await addLoan(quinn.accountId, { group: 'active', amount: 55_000 });

    const response = await summaryOf(pat, 'monetary_summary');
    expect(v.parse(MonetarySummary, response.json())).toEqual({
      // A new deal has no amount yet: it counts, for $0.
      in_progress: { total: 3, amount: 345_000.5 },
      active: { total: 2, amount: 1_637_500.25 },
      paid: { total: 0, amount: 0 },
    });
    // One account never sees another's.
    expect((await summaryOf(quinn, 'monetary_summary')).json()).toEqual({
      in_progress: { total: 0, amount: 0 },
      active: { total: 1, amount: 55_000 },
      paid: { total: 1, amount: 90_000 },
    });
  });

  test('the loan stats need dashboard.read and loans.read: a Loan Viewer on Ann’s account reads Ann’s, a role without them is refused', async () => {
    const ann = await signIn(api.app, 'borrower@demo.test');
    const mia = await signIn(api.app, 'member@demo.test');
    const annsSummary = (await api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}/monetary_summary`, ...withSession(ann.token) })).json();
    const miasView = await api.app.inject({ method: 'GET', url: `/users/${api.demo.member.id}/monetary_summary`, ...withSession(mia.token) });
    expect(miasView.statusCode).toBe(200);
    expect(miasView.json()).toEqual(annsSummary);

    // Another person's id in the path: Quinn asking for Pat's.
    const someoneElse = await api.app.inject({ method: 'GET', url: `/users/${pat.id}/monetary_summary`, ...withSession(quinn.token) });
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json()).toEqual({ message: accessMessages.forbidden });
  });
});

describe('GET /users/{id}/loan_summary', () => {
  test('"loan summary lists maturity_date and payment_due (due_date, address)": the active loans’ days, soonest first, passed days first', async () => {
    const owner = await borrowerWithAccount('riley.dashboard@demo.test');
    const later = await addLoan(owner.accountId, { group: 'active', maturityDate: '2031-06-30', paymentDueDate: '2030-02-01', property: { address: '9 Oak Ave', unit: 'Suite 200', city: 'Dallas', state: 'TX', zipCode: '75202' } });
    const passed = await addLoan(owner.accountId, { group: 'active', maturityDate: '2020-01-15', paymentDueDate: '2020-03-01' });
    const soon = await addLoan(owner.accountId, { group: 'active', maturityDate: '2030-01-10', paymentDueDate: null, property: { address: '77 Elm St', unit: '4B', city: 'Houston', state: 'TX', zipCode: '77002-1234' } });
    const sameDay = await addLoan(owner.accountId, { group: 'active', maturityDate: '2030-01-10', paymentDueDate: '2030-01-05' });
    // Not active: pending and paid loans have no place in it, whatever their days.
    await addLoan(owner.accountId, { group: 'in_progress', maturityDate: '2019-01-01', paymentDueDate: '2019-01-01' });
    await addLoan(owner.accountId, { group: 'paid', maturityDate: '2019-01-02', paymentDueDate: '2019-01-02' });
    // Another account's active loan, due before all of them.
    await addLoan(quinn.accountId, { group: 'active', maturityDate: '2018-01-01', paymentDueDate: '2018-01-01' });

    const response = await summaryOf(owner, 'loan_summary');
    expect(response.statusCode).toBe(200);
    const line = (loan: { id: number; number: string }, address = '123 Main St, Austin, TX 78701') => ({ loan_id: loan.id, number: loan.number, address });
    expect(v.parse(LoanSummary, response.json())).toEqual({
      maturity_date: [
        { ...line(passed), maturity_date: '2020-01-15' },
        { ...line(soon, '77 Elm St #4B, Houston, TX 77002-1234'), maturity_date: '2030-01-10' },
        { ...line(sameDay), maturity_date: '2030-01-10' },
        { ...line(later, '9 Oak Ave Suite 200, Dallas, TX 75202'), maturity_date: '2031-06-30' },
      ],
      // A loan without a next payment day is not listed.
      payment_due: [
        { ...line(passed), due_date: '2020-03-01' },
        { ...line(sameDay), due_date: '2030-01-05' },
        { ...line(later, '9 Oak Ave Suite 200, Dallas, TX 75202'), due_date: '2030-02-01' },
      ],
    });
  });

  test(`each list holds at most LOAN_SUMMARY_LINES (${LOAN_SUMMARY_LINES}) lines, the soonest`, async () => {
    const owner = await borrowerWithAccount('sam.dashboard@demo.test');
    const days = Array.from({ length: LOAN_SUMMARY_LINES + 3 }, (_, index) => `2030-03-${String(28 - index).padStart(2, '0')}`);
    for (const day of days) await addLoan(owner.accountId, { group: 'active', maturityDate: day, paymentDueDate: day });
    const summary = v.parse(LoanSummary, (await summaryOf(owner, 'loan_summary')).json());
    const soonest = [...days].sort().slice(0, LOAN_SUMMARY_LINES);
    expect(summary.maturity_date.map((entry) => entry.maturity_date)).toEqual(soonest);
    expect(summary.payment_due.map((entry) => entry.due_date)).toEqual(soonest);
  });

  test('an account without active loans has empty lists (the dashboard then says "You have no active deals yet.")', async () => {
    const owner = await borrowerWithAccount('taylor.dashboard@demo.test');
    await addLoan(owner.accountId, { group: 'in_progress', maturityDate: '2030-01-01', paymentDueDate: '2030-01-01' });
    expect((await summaryOf(owner, 'loan_summary')).json()).toEqual({ maturity_date: [], payment_due: [] });
  });

  test('a Loan Viewer reads the account’s; a person whose session operates on no account is refused', async () => {
    const mia = await signIn(api.app, 'member@demo.test');
    const ann = await signIn(api.app, 'borrower@demo.test');
    const miasView = await api.app.inject({ method: 'GET', url: `/users/${api.demo.member.id}/loan_summary`, ...withSession(mia.token) });
    expect(miasView.statusCode).toBe(200);
    expect(miasView.json()).toEqual((await api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}/loan_summary`, ...withSession(ann.token) })).json());

    const loner = await addPerson(api.db, { email: 'no.account.dashboard@demo.test', password: 'Dashboard1!' });
    const { token } = await signIn(api.app, 'no.account.dashboard@demo.test', 'Dashboard1!');
    const refused = await api.app.inject({ method: 'GET', url: `/users/${loner.id}/loan_summary`, ...withSession(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: accessMessages.permissionMissing });
  });
});

test('the address on one line: "123 Main St, Austin, TX 78701", the unit after the street', () => {
  const place = { address: '123 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };
  expect(addressLineOf({ ...place, unit: '' })).toBe('123 Main St, Austin, TX 78701');
  expect(addressLineOf({ ...place, unit: '  ' })).toBe('123 Main St, Austin, TX 78701');
  expect(addressLineOf({ ...place, unit: '12' })).toBe('123 Main St #12, Austin, TX 78701');
  expect(addressLineOf({ ...place, unit: '#12' })).toBe('123 Main St #12, Austin, TX 78701');
  expect(addressLineOf({ ...place, unit: 'Apt. 3' })).toBe('123 Main St Apt. 3, Austin, TX 78701');
});
