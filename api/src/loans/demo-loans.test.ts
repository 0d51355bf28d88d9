// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { startTestApi, type TestApi } from '../test-support/test-api';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { text } from 'node:stream/consumers';
import {
  drawIsOverdue,
  HOLDBACK_BALANCE_THRESHOLD,
  IN_PROGRESS_LOAN_CATEGORIES,
  REPAIR_CATEGORIES,
  loanActionChoices,
  maturityState,
  paymentDueState,
  daysBetween,
  appraisalStatus,
} from '@portal/shared-contracts';
import { count, eq, gt, inArray, max } from 'drizzle-orm';
import { documents } from '../documents/schema';
import { entitiesOf } from '../entities/entities';
import { folderFileStore } from '../files/file-store';
import { storedFiles } from '../files/schema';
import { seedDemoData } from '../seed';
import { seedDemoLoans } from './demo-loans';
import { loanExtensionRequests, loanStatements, loans } from './schema';

/* The 'Demo data': what borrower@demo.test's loans must show, checked with the contract's own rules. */

let api: TestApi;
let annsLoans: (typeof loans.$inferSelect)[];
/** The seed's day, as the seed counts it (UTC). */
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  api = await startTestApi();
  annsLoans = await api.db.select().from(loans).where(eq(loans.accountId, api.demo.borrowerAccountId));
});
afterAll(() => api.close());

const active = () => annsLoans.filter((loan) => loan.group === 'active');
const asRecord = (loan: (typeof annsLoans)[number]) => ({ draw_date: loan.drawDate, holdback_balance: loan.holdbackBalance });

test('"owns at least 40 loans across every pending category, active and paid", spread over her three entities', async () => {
  expect(annsLoans.length).toBeGreaterThanOrEqual(40);
  for (const category of IN_PROGRESS_LOAN_CATEGORIES) {
    expect([category, annsLoans.some((loan) => loan.loanCategory === category && loan.group === 'in_progress')]).toEqual([category, true]);
  }
  expect(annsLoans.filter((loan) => loan.loanCategory === 'on hold')).toHaveLength(1);
  expect(active().length).toBeGreaterThanOrEqual(12);
  expect(annsLoans.filter((loan) => loan.group === 'paid').length).toBeGreaterThanOrEqual(8);
  const entities = await entitiesOf(api.db, api.demo.borrowerAccountId);
  expect(new Set(annsLoans.map((loan) => loan.entityId))).toEqual(new Set(entities.map((entity) => entity.id)));
});

test('realistic figures: amounts $85,000 to $1,450,000, terms 6 to 24 months, rates 9.5 to 13 %, numbers like D-000123', () => {
  for (const loan of annsLoans) {
    expect(loan.amount).toBeGreaterThanOrEqual(85_000);
    expect(loan.amount).toBeLessThanOrEqual(1_450_000);
    expect(loan.loanTerms).toBeGreaterThanOrEqual(6);
    expect(loan.loanTerms).toBeLessThanOrEqual(24);
    expect(loan.loanRate).toBeGreaterThanOrEqual(9.5);
    expect(loan.loanRate).toBeLessThanOrEqual(13);
    expect(loan.number).toBe(`D-${String(loan.id).padStart(6, '0')}`);
  }
});

test('"one active loan with an overdue draw" (draw_date 95 days ago, holdback_balance above 0.01)', () => {
  const overdue = active().filter((loan) => drawIsOverdue(asRecord(loan), today));
  expect(overdue.map((loan) => daysBetween(loan.drawDate!, today))).toEqual([95]);
  expect(overdue[0]!.holdbackBalance).toBeGreaterThan(HOLDBACK_BALANCE_THRESHOLD);
});

test('"one maturing within 30 days, one past maturity"', () => {
  expect(active().filter((loan) => maturityState(loan.maturityDate, today) === 'upcoming')).toHaveLength(1);
  expect(active().filter((loan) => maturityState(loan.maturityDate, today) === 'past')).toHaveLength(1);
});

test('"one payment overdue by 5 days and one by 20 days": a warning and a danger', () => {
  const late = active().filter((loan) => paymentDueState(loan.paymentDueDate, today) !== null);
  expect(late.map((loan) => [daysBetween(loan.paymentDueDate!, today), paymentDueState(loan.paymentDueDate, today)]).sort()).toEqual([
    [20, 'danger'],
    [5, 'warning'],
  ]);
});

test('"one eligible for a draw" (holdback left, draws available, maturity far away, payments current) and "one with extension_requests"', async () => {
  const ownerCan = () => true;
  const eligible = active().filter((loan) => {
    const choices = loanActionChoices(
      { group: 'active', holdback_balance: loan.holdbackBalance, draws_available_balance: loan.drawsAvailableBalance, needed_files: [], extension_requests: null, estimate_of_repairs: null },
      ownerCan,
    );
    return choices.some((choice) => choice.action === 'draws' && choice.allowed);
  });
  expect(eligible).toHaveLength(1);
  expect(maturityState(eligible[0]!.maturityDate, today)).toBeNull();
  expect(paymentDueState(eligible[0]!.paymentDueDate, today)).toBeNull();
  const requests = await api.db.select().from(loanExtensionRequests).where(inArray(loanExtensionRequests.loanId, active().map((loan) => loan.id)));
  expect(requests.map((request) => request.status)).toEqual(['open']);
});

test('pending loans show every appraisal status, and most active loans name their processor and lma at @lender.example', () => {
  const pending = annsLoans.filter((loan) => loan.group === 'in_progress');
  expect(new Set(pending.map((loan) => appraisalStatus(loan.appraisals)))).toEqual(new Set(['not_ordered', 'ordered', 'received']));
  const named = active().filter((loan) => loan.processor && loan.lma);
  expect(named.length).toBeGreaterThan(active().length / 2);
  expect(named.every((loan) => loan.processor!.email.endsWith('@lender.example') && loan.lma!.email.endsWith('@lender.example'))).toBe(true);
});

test('documents needed, submitted and approved on pending and active loans, with asset-management ones under insurance and draws', async () => {
  const rows = await api.db
    .select({ group: loans.group, section: documents.section, status: storedFiles.reviewStatus })
    .from(documents)
    .innerJoin(loans, eq(loans.id, documents.loanId))
    .leftJoin(storedFiles, eq(storedFiles.documentId, documents.id))
    .where(eq(documents.accountId, api.demo.borrowerAccountId));
  for (const group of ['in_progress', 'active'] as const) {
    expect(new Set(rows.filter((row) => row.group === group).map((row) => row.status))).toEqual(new Set([null, 'submitted', 'approved', ...(group === 'in_progress' ? ['rejected'] : [])]));
  }
  expect(new Set(rows.map((row) => row.section))).toEqual(new Set(['standard', 'insurance', 'draws']));
});

test('"statements on active and paid loans": three months each, the newest for the last month-end before the day', async () => {
  const statements = await api.db
    .select({ loanId: loanStatements.loanId, statements: count() })
    .from(loanStatements)
    .where(inArray(loanStatements.loanId, annsLoans.map((loan) => loan.id)))
    .groupBy(loanStatements.loanId);
  const withStatements = new Set(statements.filter((row) => row.statements === 3).map((row) => row.loanId));
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastMonthEnd = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  const [newest] = await api.db
    .select({ periodEnd: max(loanStatements.periodEnd) })
    .from(loanStatements)
    .where(inArray(loanStatements.loanId, active().map((loan) => loan.id)));
  expect(newest!.periodEnd).toBe(lastMonthEnd);
  expect(annsLoans.filter((loan) => loan.group !== 'in_progress').every((loan) => withStatements.has(loan.id))).toBe(true);
  expect(annsLoans.filter((loan) => loan.group === 'in_progress').some((loan) => withStatements.has(loan.id))).toBe(false);
});

test('Bill Builder has two loans of his own', async () => {
  const [bills] = await api.db.select({ loans: count() }).from(loans).where(eq(loans.accountId, api.demo.builderAccountId));
  expect(bills!.loans).toBe(2);
});

test('idempotent: seeding again adds no loan, document or file', async () => {
  const counted = async () => ({
    loans: (await api.db.select({ n: count() }).from(loans))[0]!.n,
    documents: (await api.db.select({ n: count() }).from(documents))[0]!.n,
    files: (await api.db.select({ n: count() }).from(storedFiles))[0]!.n,
  });
  const before = await counted();
  await seedDemoData(api.db);
  expect(await counted()).toEqual(before);
});

test('given a file store, the demo files are written there, so downloads work: each is a real PDF of its document', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'demo-loans-files-'));
  try {
    const store = folderFileStore(folder);
    // Ann's loans exist: the seed would do nothing for her; a fresh account of the builder's stands in.
    await api.db.delete(loans).where(eq(loans.accountId, api.demo.builderAccountId));
    const [{ last } = { last: 0 }] = await api.db.select({ last: max(storedFiles.id) }).from(storedFiles);
    await seedDemoLoans(api.db, { borrowerAccountId: api.demo.builderAccountId, builderAccountId: api.demo.borrowerAccountId, borrowerUserId: api.demo.builder.id, fileStore: store });
    const files = await api.db.select().from(storedFiles).where(gt(storedFiles.id, last ?? 0));
    expect(files.length).toBeGreaterThan(20);
    const written = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => relative(folder, join(entry.parentPath, entry.name)));
    expect(written.sort()).toEqual(files.map((file) => file.storageKey).sort());
    const sample = files.find((file) => file.name === 'purchase-contract.pdf')!;
    const bytes = await text(store.read(sample.storageKey));
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toContain('(Purchase Contract) Tj');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("each active loan's balances per repair category add up to its holdback balance, and a rehab leaves some categories at zero", () => {
  const withHoldback = active().filter((loan) => loan.holdbackBalance !== null);
  expect(withHoldback.length).toBeGreaterThan(0);
  for (const loan of withHoldback) {
    const balances = Object.values(loan.repairBalances ?? {});
    expect(Math.round(balances.reduce((sum, balance) => sum + balance, 0) * 100)).toBe(Math.round(loan.holdbackBalance! * 100));
    expect(Object.keys(loan.repairBalances ?? {}).length).toBeLessThan(REPAIR_CATEGORIES.length);
  }
});
