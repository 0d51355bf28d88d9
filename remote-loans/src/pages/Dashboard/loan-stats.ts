import { LOAN_GROUPS, LOAN_STATS_LABELS, type LoanGroup, type MonetarySummary } from '@portal/shared-contracts';

export interface LoanStat {
  group: LoanGroup;
  label: string;
  /** How many loans the group holds. */
  count: number;
  /** Their amount, in dollars. */
  amount: number;
}

/** "a doughnut chart ... of In Progress, Active and Paid counts" (spec 001 §2), in that order, with their amounts. */
export function loanStatsOf(summary: MonetarySummary): LoanStat[] {
  return LOAN_GROUPS.map((group) => ({ group, label: LOAN_STATS_LABELS[group], count: summary[group].total, amount: summary[group].amount }));
}

/** With no loan in any group the doughnut is an empty ring: the panel says so in words instead. */
export function hasNoLoans(stats: readonly LoanStat[]): boolean {
  return stats.every((stat) => stat.count === 0);
}
