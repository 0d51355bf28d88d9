import { loanIndicatorMessages, loanIndicators, type LoanIndicators, type LoanListRecord } from '@portal/shared-contracts';
import type { TableTone, ToneOf } from '@portal/shared-ui/kit';

/** The three cells of an active row the indicators colour (spec 001 §4: the "maturity cell", "draw cell" and "date cell"). */
export type IndicatorCell = keyof LoanIndicators['cells'];

/** What a coloured cell says beside its colour: the indicator's own words for that cell's tone. */
function cellReason(cell: IndicatorCell, tone: NonNullable<LoanIndicators['cells'][IndicatorCell]>): string {
  if (cell === 'maturity_date') return tone === 'danger' ? loanIndicatorMessages.maturityPassed : loanIndicatorMessages.maturityUpcoming;
  if (cell === 'payment_due_date') return tone === 'danger' ? loanIndicatorMessages.paymentOverdue : loanIndicatorMessages.paymentLate;
  return loanIndicatorMessages.drawOverdue;
}

/**
 * An active loan's row as the table draws it (spec 001 §4 'Active-row styling'), from the contract's one rule
 * (`loanIndicators`): the row's colour with every reason in words, and each coloured cell with its own reason, so
 * colour is never the only signal.
 */
export interface ActiveLoanTones {
  row: { tone: TableTone; reasons: readonly string[] } | null;
  cell(cell: IndicatorCell): ToneOf | null;
}

export function activeLoanTones(loan: Pick<LoanListRecord, 'maturity_date' | 'draw_date' | 'holdback_balance' | 'payment_due_date'>, today: string): ActiveLoanTones {
  const indicators = loanIndicators(loan, today);
  return {
    row: indicators.row ? { tone: indicators.row, reasons: indicators.reasons } : null,
    cell: (cell) => {
      const tone = indicators.cells[cell];
      return tone ? { tone, reason: cellReason(cell, tone) } : null;
    },
  };
}
