import { startingEntryMode, type FinanceForm, type FinancesAnswer } from '@portal/shared-contracts';

/**
 * The form's first values: the saved part, in the mode "The tab starts in" (`startingEntryMode`), the score as the
 * text its field holds.
 */
export function financeFormOf(saved: FinancesAnswer | null): FinanceForm {
  if (!saved) return { mode: startingEntryMode(null) };
  const { estimatedCreditScore, ...figures } = saved;
  return { ...figures, mode: startingEntryMode(saved), estimatedCreditScore: estimatedCreditScore === null ? undefined : String(estimatedCreditScore) };
}
