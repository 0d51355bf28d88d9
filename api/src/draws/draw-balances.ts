import { REPAIR_CATEGORIES, type DrawBalances, type RepairCategory } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loanRequests } from '../loan-requests/schema';
import { loanOfAccount } from '../loans/loan-detail';

/** What a recorded draw's body keeps besides the form: each category's total in dollars. */
export interface RecordedDrawTotals {
  category_totals: Partial<Record<RepairCategory, number>>;
}

/**
 * The balances a draw may ask of: the lender's balance of each category less what the draws sent and not yet paid
 * ask of it (a second draw cannot ask again for what the first one asked), never below zero; and the next draw's
 * number ("the existing draw count plus one"). Read through the account.
 */
export async function drawBalancesOf(db: Database, accountId: number, loanId: number): Promise<DrawBalances> {
  const loan = await loanOfAccount(db, accountId, loanId);
  const draws = await db
    .select({ status: loanRequests.status, body: loanRequests.body })
    .from(loanRequests)
    .where(and(eq(loanRequests.loanId, loan.id), eq(loanRequests.accountId, accountId), eq(loanRequests.kind, 'draws')));
  const askedCents = (category: RepairCategory) =>
    draws
      .filter((draw) => draw.status === 'submitted')
      .reduce((sum, draw) => sum + Math.round(((draw.body as Partial<RecordedDrawTotals>).category_totals?.[category] ?? 0) * 100), 0);
  const balances = Object.fromEntries(
    REPAIR_CATEGORIES.map((category) => [category, Math.max(0, Math.round((loan.repairBalances?.[category] ?? 0) * 100) - askedCents(category)) / 100]),
  ) as Record<RepairCategory, number>;
  return { draw_number: draws.length + 1, balances };
}
