import { loanIndicatorMessages } from '../messages/loans';
import { daysBetween, drawIsOverdue, loanIndicators, maturityDateIndicators, maturityState, paymentDueIndicators, paymentDueState } from './loan-indicators';

const today = '2026-11-24';
/** The calendar day `days` after today (before it when negative). */
function day(days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('days are calendar days, across months, years and a daylight-saving change', () => {
  expect(daysBetween('2026-10-31', '2026-11-01')).toBe(1);
  expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
  expect(daysBetween('2026-11-24T23:59:00Z', '2026-11-24')).toBe(0);
  expect(daysBetween('2026-11-24', '2026-11-23')).toBe(-1);
  expect(daysBetween('not a day', today)).toBeNull();
});

describe('"a draw is overdue when draw_date exists, holdback_balance is above 0.01 and 90 or more days have passed since the draw date" (spec 001 §4)', () => {
  const loan = (drawDaysAgo: number | null, holdback_balance: number | null) => ({ draw_date: drawDaysAgo === null ? null : day(-drawDaysAgo), holdback_balance });

  test('89 days is not overdue, 90 and 91 are', () => {
    expect(drawIsOverdue(loan(89, 5000), today)).toBe(false);
    expect(drawIsOverdue(loan(90, 5000), today)).toBe(true);
    expect(drawIsOverdue(loan(91, 5000), today)).toBe(true);
  });
  test('"above 0.01": a balance of 0.01 or nothing left is not overdue, 0.02 is', () => {
    expect(drawIsOverdue(loan(120, 0.01), today)).toBe(false);
    expect(drawIsOverdue(loan(120, 0), today)).toBe(false);
    expect(drawIsOverdue(loan(120, null), today)).toBe(false);
    expect(drawIsOverdue(loan(120, 0.02), today)).toBe(true);
  });
  test('"when draw_date exists": no draw yet is never overdue', () => {
    expect(drawIsOverdue(loan(null, 5000), today)).toBe(false);
  });
});

test('"Maturity is upcoming within 30 days and past when before today" (spec 001 §4)', () => {
  expect(maturityState(day(-1), today)).toBe('past');
  expect(maturityState(today, today)).toBe('upcoming');
  expect(maturityState(day(29), today)).toBe('upcoming');
  expect(maturityState(day(30), today)).toBe('upcoming');
  expect(maturityState(day(31), today)).toBeNull();
  expect(maturityState(null, today)).toBeNull();
});

test('"Payment due: overdue by up to 11 days gives a warning on the date cell, more overdue gives a danger row" (spec 001 §4)', () => {
  expect(paymentDueState(day(3), today)).toBeNull();
  expect(paymentDueState(today, today)).toBeNull();
  expect(paymentDueState(day(-1), today)).toBe('warning');
  expect(paymentDueState(day(-11), today)).toBe('warning');
  expect(paymentDueState(day(-12), today)).toBe('danger');
  expect(paymentDueState(null, today)).toBeNull();
});

describe('active-row styling: "maturity cell warning when upcoming, danger when past; draw cell yellow when overdue (row colours: draw older than 90 days yellow, upcoming maturity light yellow, past maturity light red)" (spec 001 §4)', () => {
  const plain = { maturity_date: day(200), draw_date: day(-10), holdback_balance: 1000, payment_due_date: day(5) };

  test('a loan with nothing to say is a plain row', () => {
    expect(loanIndicators(plain, today)).toEqual({ row: null, cells: {}, reasons: [] });
  });
  test('an overdue draw: yellow row, yellow draw cell, and the words', () => {
    expect(loanIndicators({ ...plain, draw_date: day(-95) }, today)).toEqual({ row: 'yellow', cells: { draw_date: 'yellow' }, reasons: [loanIndicatorMessages.drawOverdue] });
  });
  test('an upcoming maturity: light-yellow row, warning cell', () => {
    expect(loanIndicators({ ...plain, maturity_date: day(30) }, today)).toEqual({
      row: 'light-yellow',
      cells: { maturity_date: 'warning' },
      reasons: [loanIndicatorMessages.maturityUpcoming],
    });
  });
  test('a past maturity: light-red row, danger cell', () => {
    expect(loanIndicators({ ...plain, maturity_date: day(-1) }, today)).toEqual({
      row: 'light-red',
      cells: { maturity_date: 'danger' },
      reasons: [loanIndicatorMessages.maturityPassed],
    });
  });
  test('a payment 5 days overdue warns on its cell only; 20 days overdue makes a danger row', () => {
    expect(loanIndicators({ ...plain, payment_due_date: day(-5) }, today)).toEqual({
      row: null,
      cells: { payment_due_date: 'warning' },
      reasons: [loanIndicatorMessages.paymentLate],
    });
    expect(loanIndicators({ ...plain, payment_due_date: day(-20) }, today)).toEqual({
      row: 'danger',
      cells: { payment_due_date: 'danger' },
      reasons: [loanIndicatorMessages.paymentOverdue],
    });
  });
  test('several at once: the row takes the strongest colour and every reason is said, strongest first', () => {
    const all = loanIndicators({ maturity_date: day(-3), draw_date: day(-100), holdback_balance: 2500, payment_due_date: day(-15) }, today);
    expect(all.row).toBe('danger');
    expect(all.cells).toEqual({ payment_due_date: 'danger', maturity_date: 'danger', draw_date: 'yellow' });
    expect(all.reasons).toEqual([loanIndicatorMessages.paymentOverdue, loanIndicatorMessages.maturityPassed, loanIndicatorMessages.drawOverdue]);
    expect(loanIndicators({ ...plain, maturity_date: day(10), draw_date: day(-100) }, today).row).toBe('light-yellow');
  });
});

test('the dashboard\'s loan summary: "a passed maturity date gives a danger row"; an upcoming one warns on its cell; payment due dates as in My Deals', () => {
  expect(maturityDateIndicators(day(-1), today)).toEqual({ row: 'danger', cells: { maturity_date: 'danger' }, reasons: [loanIndicatorMessages.maturityPassed] });
  expect(maturityDateIndicators(day(30), today)).toEqual({ row: null, cells: { maturity_date: 'warning' }, reasons: [loanIndicatorMessages.maturityUpcoming] });
  expect(maturityDateIndicators(day(31), today)).toEqual({ row: null, cells: {}, reasons: [] });
  expect(paymentDueIndicators(day(-11), today).cells).toEqual({ payment_due_date: 'warning' });
  expect(paymentDueIndicators(day(-12), today).row).toBe('danger');
  expect(paymentDueIndicators(today, today)).toEqual({ row: null, cells: {}, reasons: [] });
});
