import { eq, lte, sql } from 'drizzle-orm';
import { normalizeEmail } from '../accounts/users';
import type { Database } from '../db/database';
import { Refusal } from '../http/refusal';
import { digestOf } from '../secrets';
import { codeApiMessages } from './messages';
import { codeFailureBudgets } from './schema';

/**
 * Wrong codes one person (one e-mail address) may send in an hour and in a day, whichever route checks the code:
 * password recovery, the invitation's code step and the two invitation registrations share the budget. With a
 * million codes, 20 a day is 1 chance in 50,000 a day and under 1 in 130 a year (see README).
 */
export const CODE_FAILURES_PER_HOUR = 10;
export const CODE_FAILURES_PER_DAY = 20;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The budget's key: an unknown e-mail has one like any other, and the table keeps no address in clear. */
export const codeBudgetSubjectOf = (email: string) => digestOf(`code-budget:${normalizeEmail(email)}`);

/**
 * Runs a code route's work on the person's budget. One failure is taken before anything is looked up (a single
 * statement, so parallel guesses cannot overdraw it) and given back only when the work succeeds, that is when the
 * code was right: every other outcome (a wrong, expired or used-up code, an e-mail without a code or without an
 * account, a registration refused) spends it, for a known e-mail and an unknown one alike, so the budget's
 * behaviour tells nobody whether an account exists. A spent budget is a 429 with `Retry-After`.
 */
export async function spendingCodeBudget<T>(db: Database, email: string, work: () => Promise<T>): Promise<T> {
  const subject = codeBudgetSubjectOf(email);
  await takeFailure(db, subject);
  const result = await work();
  await giveBackFailure(db, subject);
  return result;
}

async function takeFailure(db: Database, subject: string): Promise<void> {
  const now = new Date();
  const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  // Days that are over (every subject's) go; their person starts afresh below.
  await db.delete(codeFailureBudgets).where(lte(codeFailureBudgets.dayStartedAt, dayAgo));

  const hourIsOver = sql`${codeFailureBudgets.hourStartedAt} <= ${at(hourAgo)}`;
  const dayIsOver = sql`${codeFailureBudgets.dayStartedAt} <= ${at(dayAgo)}`;
  // ON CONFLICT DO UPDATE locks the row and checks the budget on its newest version: an atomic take.
  const [taken] = await db
    .insert(codeFailureBudgets)
    .values({ subject, hourStartedAt: now, hourFailures: 1, dayStartedAt: now, dayFailures: 1 })
    .onConflictDoUpdate({
      target: codeFailureBudgets.subject,
      set: {
        hourStartedAt: sql`case when ${hourIsOver} then ${at(now)} else ${codeFailureBudgets.hourStartedAt} end`,
        hourFailures: sql`case when ${hourIsOver} then 1 else ${codeFailureBudgets.hourFailures} + 1 end`,
        dayStartedAt: sql`case when ${dayIsOver} then ${at(now)} else ${codeFailureBudgets.dayStartedAt} end`,
        dayFailures: sql`case when ${dayIsOver} then 1 else ${codeFailureBudgets.dayFailures} + 1 end`,
      },
      setWhere: sql`(${hourIsOver} or ${codeFailureBudgets.hourFailures} < ${CODE_FAILURES_PER_HOUR}) and (${dayIsOver} or ${codeFailureBudgets.dayFailures} < ${CODE_FAILURES_PER_DAY})`,
    })
    .returning({ subject: codeFailureBudgets.subject });
  if (taken) return;
  throw new Refusal(429, { message: codeApiMessages.budgetSpent }, { 'retry-after': String(await secondsUntilBudget(db, subject, now)) });
}

/** Until the window that blocks ends (the day's when both do). */
async function secondsUntilBudget(db: Database, subject: string, now: Date): Promise<number> {
  const [budget] = await db.select().from(codeFailureBudgets).where(eq(codeFailureBudgets.subject, subject));
  if (!budget) return 1;
  const hourEnds = budget.hourFailures >= CODE_FAILURES_PER_HOUR ? budget.hourStartedAt.getTime() + HOUR_MS : 0;
  const dayEnds = budget.dayFailures >= CODE_FAILURES_PER_DAY ? budget.dayStartedAt.getTime() + DAY_MS : 0;
  return Math.max(1, Math.ceil((Math.max(hourEnds, dayEnds) - now.getTime()) / 1000));
}

async function giveBackFailure(db: Database, subject: string): Promise<void> {
  await db
    .update(codeFailureBudgets)
    .set({
      hourFailures: sql`greatest(${codeFailureBudgets.hourFailures} - 1, 0)`,
      dayFailures: sql`greatest(${codeFailureBudgets.dayFailures} - 1, 0)`,
    })
    .where(eq(codeFailureBudgets.subject, subject));
}
