import {
  appraisalStatusLabel,
  loanIndicatorMessages,
  loanStatusLabel,
  maturityState,
  TRANSACTION_TYPE_LABELS,
  type LoanDetail,
} from '@portal/shared-contracts';
import { cardAmount, dayText } from '../../features/loan-format/loan-format';
import { loanTexts } from '../../texts/loans';

/** One line of the summary card: its label, its value, and a note when the value calls for attention. */
export interface SummaryFact {
  label: string;
  value: string;
  note?: string;
}

const orNotSet = (value: string | null | undefined) => value || loanTexts.notSet;
const money = (amount: number | null) => orNotSet(cardAmount(amount));
const day = (value: string | null) => orNotSet(dayText(value));

/** "each showing loan number, address, city, state, zip, an entity link ..., loan type, amount and status (loan_category)"; the entity is the card's own link. */
export function commonFacts(loan: LoanDetail): { before: SummaryFact[]; after: SummaryFact[] } {
  return {
    before: [
      { label: loanTexts.loanNumber, value: loan.number },
      { label: loanTexts.address, value: loan.property.address },
      { label: loanTexts.city, value: loan.property.city },
      { label: loanTexts.state, value: loan.property.state },
      { label: loanTexts.zip, value: loan.property.zip_code },
    ],
    after: [
      { label: loanTexts.loanType, value: TRANSACTION_TYPE_LABELS[loan.transaction_type] },
      { label: loanTexts.amount, value: money(loan.amount) },
      { label: loanTexts.status, value: loanStatusLabel(loan.loan_category) },
    ],
  };
}

/** "Maturity is upcoming within 30 days and past when before today" (spec 001 §4), said beside the date. */
function maturityNote(maturityDate: string | null, today: string): string | undefined {
  const state = maturityState(maturityDate, today);
  if (state === 'past') return loanIndicatorMessages.maturityPassed;
  if (state === 'upcoming') return loanIndicatorMessages.maturityUpcoming;
  return undefined;
}

/**
 * The lines each variant adds (spec 001 §2 'Loan detail'): pending "an appraisal status (Not ordered / Ordered /
 * Received)", with the estimated close date and the date entered; active "terms in months, rate %, funded date,
 * initial holdback, current balance, current due, maturity date"; paid "pre-paid interest, funded date, holdback,
 * balance, maturity date, paid-off date". Money "in estimate and balances with two decimals" (§9).
 */
export function variantFacts(loan: LoanDetail, today: string): SummaryFact[] {
  if (loan.group === 'in_progress') {
    return [
      { label: loanTexts.appraisal, value: appraisalStatusLabel(loan.appraisal) },
      { label: loanTexts.estimatedCloseDate, value: day(loan.estimated_close_date) },
      { label: loanTexts.dateEntered, value: day(loan.date_entered) },
    ];
  }
  if (loan.group === 'active') {
    return [
      { label: loanTexts.terms, value: loan.loan_terms === null ? loanTexts.notSet : loanTexts.termsInMonths(loan.loan_terms) },
      { label: loanTexts.rate, value: loan.loan_rate === null ? loanTexts.notSet : loanTexts.ratePercent(Number(loan.loan_rate.toFixed(3))) },
      { label: loanTexts.fundedDate, value: day(loan.funded_date) },
      { label: loanTexts.initialHoldback, value: money(loan.ess.holdback) },
      { label: loanTexts.currentBalance, value: money(loan.current_balance) },
      { label: loanTexts.currentDue, value: money(loan.servicing_current_pay_amount) },
      { label: loanTexts.maturityDate, value: day(loan.maturity_date), note: maturityNote(loan.maturity_date, today) },
    ];
  }
  return [
    { label: loanTexts.prepaidInterest, value: money(loan.ess.prepaid_interest) },
    { label: loanTexts.fundedDate, value: day(loan.funded_date) },
    { label: loanTexts.holdback, value: money(loan.ess.holdback) },
    { label: loanTexts.balance, value: money(loan.current_balance) },
    { label: loanTexts.maturityDate, value: day(loan.maturity_date) },
    { label: loanTexts.paidOffDate, value: day(loan.checklist.payoff_date) },
  ];
}
