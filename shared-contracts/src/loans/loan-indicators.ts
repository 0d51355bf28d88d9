import { DRAW_OVERDUE_DAYS, HOLDBACK_BALANCE_THRESHOLD, MATURITY_WARNING_DAYS, PAYMENT_OVERDUE_WARNING_DAYS } from '../constants';
import { loanIndicatorMessages } from '../messages/loans';

/*
 * The indicators of spec 001 §4, each stated once: My Deals' active rows, the dashboard's loan summary and the API
 * (which counts and orders by them) all read these. Days are calendar days ("YYYY-MM-DD"); `today` is passed in, so a
 * test, the server and the browser each say which day it is.
 */

const MS_PER_DAY = 86_400_000;

/** Whole calendar days from `from` to `to` (negative when `to` comes first); null when either is not a day. */
export function daysBetween(from: string, to: string): number | null {
  const start = Date.parse(`${from.slice(0, 10)}T00:00:00Z`);
  const end = Date.parse(`${to.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return Math.round((end - start) / MS_PER_DAY);
}

/**
 * "a draw is overdue when draw_date exists, holdback_balance is above 0.01 and 90 or more days have passed since the
 * draw date" (spec 001 §4).
 */
export function drawIsOverdue(loan: { draw_date: string | null; holdback_balance: number | null }, today: string): boolean {
  if (!loan.draw_date || loan.holdback_balance === null || !(loan.holdback_balance > HOLDBACK_BALANCE_THRESHOLD)) return false;
  const days = daysBetween(loan.draw_date, today);
  return days !== null && days >= DRAW_OVERDUE_DAYS;
}

export type MaturityState = 'past' | 'upcoming' | null;

/** "Maturity is upcoming within 30 days and past when before today" (spec 001 §4): today itself is upcoming. */
export function maturityState(maturityDate: string | null, today: string): MaturityState {
  if (!maturityDate) return null;
  const days = daysBetween(today, maturityDate);
  if (days === null) return null;
  if (days < 0) return 'past';
  return days <= MATURITY_WARNING_DAYS ? 'upcoming' : null;
}

export type PaymentDueState = 'warning' | 'danger' | null;

/**
 * "Payment due: overdue by up to 11 days gives a warning on the date cell, more overdue gives a danger row" (spec 001
 * §4). A payment due today is not overdue yet.
 */
export function paymentDueState(dueDate: string | null, today: string): PaymentDueState {
  if (!dueDate) return null;
  const overdue = daysBetween(dueDate, today);
  if (overdue === null || overdue <= 0) return null;
  return overdue <= PAYMENT_OVERDUE_WARNING_DAYS ? 'warning' : 'danger';
}

/** The styles a row or a cell takes; each one has a text that says the same for screen readers. */
export type RowTone = 'danger' | 'light-red' | 'light-yellow' | 'yellow';
export type CellTone = 'danger' | 'warning' | 'yellow';

export interface LoanIndicators {
  /** The row's colour, the strongest reason first; null for a plain row. */
  row: RowTone | null;
  /** The cells that carry a colour of their own, by the column they belong to. */
  cells: Partial<Record<'maturity_date' | 'draw_date' | 'payment_due_date', CellTone>>;
  /** Why, in words, strongest first: what a screen reader reads with the row (colour is never the only signal). */
  reasons: string[];
}

/**
 * An active loan's row in My Deals (spec 001 §4 'Active-row styling'): "maturity cell warning when upcoming, danger
 * when past; draw cell yellow when overdue (row colours: draw older than 90 days yellow, upcoming maturity light
 * yellow, past maturity light red)"; and its payment due date: "overdue by up to 11 days gives a warning on the date
 * cell, more overdue gives a danger row; a passed maturity date gives a danger row".
 *
 * A row has one colour: a payment more than 11 days overdue (danger) comes first, then a past maturity (light red),
 * an upcoming maturity (light yellow), an overdue draw (yellow). Every reason is still said.
 */
export function loanIndicators(
  loan: { maturity_date: string | null; draw_date: string | null; holdback_balance: number | null; payment_due_date?: string | null },
  today: string,
): LoanIndicators {
  const cells: LoanIndicators['cells'] = {};
  const reasons: string[] = [];
  const tones: RowTone[] = [];

  const payment = paymentDueState(loan.payment_due_date ?? null, today);
  if (payment === 'danger') {
    tones.push('danger');
    cells.payment_due_date = 'danger';
    reasons.push(loanIndicatorMessages.paymentOverdue);
  } else if (payment === 'warning') {
    cells.payment_due_date = 'warning';
    reasons.push(loanIndicatorMessages.paymentLate);
  }

  const maturity = maturityState(loan.maturity_date, today);
  if (maturity === 'past') {
    tones.push('light-red');
    cells.maturity_date = 'danger';
    reasons.push(loanIndicatorMessages.maturityPassed);
  } else if (maturity === 'upcoming') {
    tones.push('light-yellow');
    cells.maturity_date = 'warning';
    reasons.push(loanIndicatorMessages.maturityUpcoming);
  }

  if (drawIsOverdue(loan, today)) {
    tones.push('yellow');
    cells.draw_date = 'yellow';
    reasons.push(loanIndicatorMessages.drawOverdue);
  }
  return { row: tones[0] ?? null, cells, reasons };
}

/**
 * The dashboard's loan summary (spec 001 §2, §4): "a passed maturity date gives a danger row", an upcoming one warns on
 * its cell; a payment due date warns on its cell up to 11 days overdue and is a danger row after.
 */
export function maturityDateIndicators(maturityDate: string, today: string): LoanIndicators {
  const maturity = maturityState(maturityDate, today);
  if (maturity === 'past') return { row: 'danger', cells: { maturity_date: 'danger' }, reasons: [loanIndicatorMessages.maturityPassed] };
  if (maturity === 'upcoming') return { row: null, cells: { maturity_date: 'warning' }, reasons: [loanIndicatorMessages.maturityUpcoming] };
  return { row: null, cells: {}, reasons: [] };
}
export function paymentDueIndicators(dueDate: string, today: string): LoanIndicators {
  return loanIndicators({ maturity_date: null, draw_date: null, holdback_balance: null, payment_due_date: dueDate }, today);
}
