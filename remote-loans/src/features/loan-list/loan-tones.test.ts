import { loanIndicatorMessages } from '@portal/shared-contracts';
import { activeLoanTones } from './loan-tones';

const today = '2025-06-15';
const plain = { maturity_date: '2026-06-15', draw_date: null, holdback_balance: 0, payment_due_date: null };

describe('"a draw is overdue when draw_date exists, holdback_balance is above 0.01 and 90 or more days have passed since the draw date"', () => {
  test('90 days: the draw cell is yellow and says why; the row is yellow with the same words', () => {
    const tones = activeLoanTones({ ...plain, draw_date: '2025-03-17', holdback_balance: 0.02 }, today);
    expect(tones.cell('draw_date')).toEqual({ tone: 'yellow', reason: loanIndicatorMessages.drawOverdue });
    expect(tones.row).toEqual({ tone: 'yellow', reasons: [loanIndicatorMessages.drawOverdue] });
  });

  test('89 days, or a holdback of 0.01, is not overdue', () => {
    expect(activeLoanTones({ ...plain, draw_date: '2025-03-18', holdback_balance: 5000 }, today).cell('draw_date')).toBeNull();
    expect(activeLoanTones({ ...plain, draw_date: '2025-01-01', holdback_balance: 0.01 }, today).row).toBeNull();
  });
});

describe('"Maturity is upcoming within 30 days and past when before today"', () => {
  test.each([
    ['2025-06-15', 'today', 'warning', 'light-yellow', loanIndicatorMessages.maturityUpcoming],
    ['2025-07-14', '29 days', 'warning', 'light-yellow', loanIndicatorMessages.maturityUpcoming],
    ['2025-07-15', '30 days', 'warning', 'light-yellow', loanIndicatorMessages.maturityUpcoming],
    ['2025-06-14', 'yesterday', 'danger', 'light-red', loanIndicatorMessages.maturityPassed],
  ])('%s (%s): maturity cell %s, row %s', (maturity, _when, cell, row, reason) => {
    const tones = activeLoanTones({ ...plain, maturity_date: maturity }, today);
    expect(tones.cell('maturity_date')).toEqual({ tone: cell, reason });
    expect(tones.row).toEqual({ tone: row, reasons: [reason] });
  });

  test('31 days ahead is plain', () => {
    const tones = activeLoanTones({ ...plain, maturity_date: '2025-07-16' }, today);
    expect(tones.cell('maturity_date')).toBeNull();
    expect(tones.row).toBeNull();
  });
});

describe('"Payment due: overdue by up to 11 days gives a warning on the date cell, more overdue gives a danger row"', () => {
  test('11 days overdue: a warning on the date cell only', () => {
    const tones = activeLoanTones({ ...plain, payment_due_date: '2025-06-04' }, today);
    expect(tones.cell('payment_due_date')).toEqual({ tone: 'warning', reason: loanIndicatorMessages.paymentLate });
    expect(tones.row).toBeNull();
  });

  test('12 days overdue: a danger row, whose words come first', () => {
    const tones = activeLoanTones({ ...plain, payment_due_date: '2025-06-03', maturity_date: '2025-06-01' }, today);
    expect(tones.cell('payment_due_date')).toEqual({ tone: 'danger', reason: loanIndicatorMessages.paymentOverdue });
    expect(tones.row).toEqual({ tone: 'danger', reasons: [loanIndicatorMessages.paymentOverdue, loanIndicatorMessages.maturityPassed] });
  });

  test('due today is not overdue', () => {
    expect(activeLoanTones({ ...plain, payment_due_date: today }, today).cell('payment_due_date')).toBeNull();
  });
});
