import type { LoanIndicators } from '@portal/shared-contracts';
import type { TableTone, ToneOf } from '@portal/shared-ui/kit';

/** How one line of the loan summary is coloured, and why in words. */
export interface SummaryTones {
  row: { tone: TableTone; reasons: readonly string[] } | null;
  /** The date cell's colour; it carries the words of the row's colour too. */
  date: ToneOf | null;
}

/**
 * The loan summary's indicators (`maturityDateIndicators`, `paymentDueIndicators`) as the table draws them. Every
 * coloured line also colours its date cell, which comes first in the line: the reasons are said once, with the date,
 * rather than twice (once for the row, once for the cell).
 */
export function summaryTones(indicators: LoanIndicators): SummaryTones {
  const dateTone = indicators.cells.maturity_date ?? indicators.cells.payment_due_date ?? indicators.row;
  const reason = indicators.reasons.join('; ');
  return {
    row: indicators.row ? { tone: indicators.row, reasons: [] } : null,
    date: dateTone && reason ? { tone: dateTone, reason } : null,
  };
}
