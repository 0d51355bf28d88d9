import { loanIndicatorMessages, maturityDateIndicators, paymentDueIndicators } from '@portal/shared-contracts';
import { summaryTones } from './summary-tones';

const today = '2025-06-15';

test('"a passed maturity date gives a danger row": the row is red, the date cell red, the reason said once, with the date', () => {
  expect(summaryTones(maturityDateIndicators('2025-06-14', today))).toEqual({
    row: { tone: 'danger', reasons: [] },
    date: { tone: 'danger', reason: loanIndicatorMessages.maturityPassed },
  });
});

test('"Maturity is upcoming within 30 days": a warning on the date cell only; 31 days away is plain', () => {
  expect(summaryTones(maturityDateIndicators('2025-07-15', today))).toEqual({
    row: null,
    date: { tone: 'warning', reason: loanIndicatorMessages.maturityUpcoming },
  });
  expect(summaryTones(maturityDateIndicators('2025-07-16', today))).toEqual({ row: null, date: null });
});

test('"overdue by up to 11 days gives a warning on the date cell, more overdue gives a danger row"; due today is plain', () => {
  expect(summaryTones(paymentDueIndicators('2025-06-04', today))).toEqual({
    row: null,
    date: { tone: 'warning', reason: loanIndicatorMessages.paymentLate },
  });
  expect(summaryTones(paymentDueIndicators('2025-06-03', today))).toEqual({
    row: { tone: 'danger', reasons: [] },
    date: { tone: 'danger', reason: loanIndicatorMessages.paymentOverdue },
  });
  expect(summaryTones(paymentDueIndicators(today, today))).toEqual({ row: null, date: null });
});
