import { LOAN_GROUPS, LOAN_SUMMARY_LINES, type DealProperty, type LoanSummary, type MonetarySummary } from '@portal/shared-contracts';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatement, preparedStatements } from '../db/prepared-statements';
import { loans } from '../loans/schema';

const monetarySummaryStatement = preparedStatement(
  'monetary_summary',
  (db, name) =>
    db
      .select({ group: loans.group, total: count(), amount: sql<number>`coalesce(sum(${loans.amount}), 0)`.mapWith(Number) })
      .from(loans)
      .where(eq(loans.accountId, sql.placeholder('accountId')))
      .groupBy(loans.group)
      .prepare(name),
);

/**
 * "monetary summary in_progress/active/paid each with total and amount" (spec 001 §3): how many of the account's loans
 * each group holds and the sum of their amounts (a loan without an amount yet, a new deal, counts for 0), in one
 * query on the account's group index. A group without loans is there too, with 0 and 0.
 */
export async function monetarySummaryOf(db: Database, accountId: number): Promise<MonetarySummary> {
  const rows = await monetarySummaryStatement(db).execute({ accountId });
  const summary = Object.fromEntries(LOAN_GROUPS.map((group) => [group, { total: 0, amount: 0 }])) as MonetarySummary;
  for (const row of rows) summary[row.group] = { total: row.total, amount: row.amount };
  return summary;
}

/** The account's active loans with the day, soonest first: one statement per day column. */
const soonestStatement = preparedStatements(
  (day: 'maturityDate' | 'paymentDueDate') => `active_loans_by_${day}`,
  (db, day, name) =>
    db
      .select({ loan_id: loans.id, number: loans.number, property: loans.property, day: loans[day] })
      .from(loans)
      .where(and(eq(loans.accountId, sql.placeholder('accountId')), eq(loans.group, 'active'), isNotNull(loans[day])))
      .orderBy(asc(loans[day]), asc(loans.id))
      .limit(LOAN_SUMMARY_LINES)
      .prepare(name),
);

/**
 * "loan summary lists maturity_date and payment_due (due_date, address)" (spec 001 §3): the account's active loans'
 * maturity dates and next payment days, each list soonest first and at most LOAN_SUMMARY_LINES long. Days already
 * passed come first: they are the most urgent (the dashboard marks them, `loan-indicators.ts`). A loan without the day
 * is not listed; two on the same day keep the order they were made in.
 */
export async function loanSummaryOf(db: Database, accountId: number): Promise<LoanSummary> {
  const [maturing, due] = await Promise.all([soonestStatement(db, 'maturityDate').execute({ accountId }), soonestStatement(db, 'paymentDueDate').execute({ accountId })]);
  const lineOf = (row: (typeof maturing)[number]) => ({ loan_id: row.loan_id, number: row.number, address: addressLineOf(row.property) });
  return {
    maturity_date: maturing.map((row) => ({ ...lineOf(row), maturity_date: row.day! })),
    payment_due: due.map((row) => ({ ...lineOf(row), due_date: row.day! })),
  };
}

/**
 * The property on one line, as an envelope writes it: "123 Main St, Austin, TX 78701", the unit after the street
 * ("500 Main St #12"; a unit typed with its own word, "Suite 200", keeps it).
 */
export function addressLineOf(property: Pick<DealProperty, 'address' | 'unit' | 'city' | 'state' | 'zipCode'>): string {
  const unit = property.unit?.trim();
  const street = unit ? `${property.address} ${/^(#|[a-z]+\.?\s)/i.test(unit) ? unit : `#${unit}`}` : property.address;
  return `${street}, ${property.city}, ${property.state} ${property.zipCode}`;
}
