import { can as holds, type Permission } from '../permissions';
import { defaultLoanAction, ESTIMATE_OF_REPAIRS_DOCUMENT, loanActionChoice, loanActionChoices, mayReadLoanRequest, type LoanActionFacts } from './loan-actions';

const activeLoan: LoanActionFacts = {
  group: 'active',
  holdback_balance: 40000,
  draws_available_balance: 12000,
  needed_files: [],
  extension_requests: null,
  estimate_of_repairs: { status: 'approved' },
};
const owner = (...required: Permission[]) => holds(['owner'], ...required);
const only =
  (...held: Permission[]) =>
  (...required: Permission[]) =>
    holds(held, ...required);
const offered = (loan: LoanActionFacts, can = owner) => loanActionChoices(loan, can).map(({ action, allowed, reason }) => [action, allowed, reason]);

test('an owner on an active loan with holdback left is offered every action but extension (none opened)', () => {
  expect(offered(activeLoan)).toEqual([
    ['change_order', true, null],
    ['draws', true, null],
    ['payoff', true, null],
    ['insurance', true, null],
    ['achpayment', true, null],
  ]);
});

test('"Draw: active, holdback balance above 0.01, draws_available_balance above 0": disabled with "Holdback balance should be greater than $ 0.00."', () => {
  const reason = 'Holdback balance should be greater than $ 0.00.';
  expect(offered({ ...activeLoan, holdback_balance: 0.01 })).toContainEqual(['draws', false, reason]);
  expect(offered({ ...activeLoan, holdback_balance: 0.02 })).toContainEqual(['draws', true, null]);
  expect(offered({ ...activeLoan, draws_available_balance: 0 })).toContainEqual(['draws', false, reason]);
  expect(offered({ ...activeLoan, holdback_balance: null })).toContainEqual(['draws', false, reason]);
});

test('"Change order: loan active or pending, estimate of repairs submitted or approved (or not listed in needed files)"', () => {
  const reason = 'Make sure you are in compliance with the requirements for Change Order Request.';
  const pending = { ...activeLoan, group: 'in_progress' as const };
  expect(offered({ ...pending, estimate_of_repairs: { status: 'submitted' }, needed_files: [ESTIMATE_OF_REPAIRS_DOCUMENT] })).toContainEqual(['change_order', true, null]);
  expect(offered({ ...pending, estimate_of_repairs: null, needed_files: ['Purchase Contract'] })).toContainEqual(['change_order', true, null]);
  expect(offered({ ...pending, estimate_of_repairs: { status: 'not_submitted' }, needed_files: [ESTIMATE_OF_REPAIRS_DOCUMENT] })).toContainEqual(['change_order', false, reason]);
  expect(offered({ ...activeLoan, group: 'paid' }).map(([action]) => action)).toEqual(['insurance']);
});

test('"Extension: only when extension_requests is not null; needs loans.write"; "Insurance upload: always available"', () => {
  const withExtension = { ...activeLoan, extension_requests: [{ id: 3 }] };
  expect(offered(withExtension)).toContainEqual(['extensions', true, null]);
  expect(offered(withExtension, only('loans.read')).map(([action]) => action)).toEqual(['draws', 'insurance']);
});

test('"Users with limited permissions see fewer actions": each action needs its permission; the draw stays, disabled, saying why', () => {
  const disabledDraw = ['draws', false, 'Your role on this account does not allow requesting a draw.'];
  expect(offered(activeLoan, only('loans.draw.write')).map(([action]) => action)).toEqual(['draws', 'insurance']);
  expect(offered(activeLoan, only('loans.payoff.write'))).toEqual([disabledDraw, ['payoff', true, null], ['insurance', true, null]]);
  expect(offered(activeLoan, only('loans.ach.write')).map(([action]) => action)).toEqual(['draws', 'insurance', 'achpayment']);
  expect(offered(activeLoan, only('loans.write')).map(([action]) => action)).toEqual(['change_order', 'draws', 'insurance']);
  expect(offered({ ...activeLoan, group: 'paid' }, only('loans.read')).map(([action]) => action)).toEqual(['insurance']);
});

test('"Action rows on detail are visible with loans.draw.read, loans.ach.read, loans.payoff.read"', () => {
  expect(mayReadLoanRequest('draws', only('loans.read'))).toBe(false);
  expect(mayReadLoanRequest('draws', only('loans.draw.read'))).toBe(true);
  expect(mayReadLoanRequest('achpayment', only('loans.draw.read'))).toBe(false);
  expect(mayReadLoanRequest('achpayment', only('loans.ach.read'))).toBe(true);
  expect(mayReadLoanRequest('payoff', only('loans.payoff.read'))).toBe(true);
  expect(mayReadLoanRequest('payoff', only('loans.read'))).toBe(false);
  expect(mayReadLoanRequest('insurance', only('loans.read'))).toBe(true);
  expect(mayReadLoanRequest('change_order', only('loans.read'))).toBe(true);
});

test('"The modal defaults to Draw if allowed, else Payoff" (spec 001 §4), else the first that may be chosen', () => {
  expect(defaultLoanAction(loanActionChoices(activeLoan, owner))).toBe('draws');
  expect(defaultLoanAction(loanActionChoices({ ...activeLoan, holdback_balance: 0 }, owner))).toBe('payoff');
  expect(defaultLoanAction(loanActionChoices({ ...activeLoan, holdback_balance: 0 }, only('loans.draw.write')))).toBe('insurance');
  expect(defaultLoanAction([])).toBeNull();
});

test('one rule per action, as the API applies it to a request: not offered (null), offered but refused with its reason, or allowed', () => {
  const pending = { ...activeLoan, group: 'in_progress' as const };
  expect(loanActionChoice('payoff', pending, owner)).toBeNull();
  expect(loanActionChoice('achpayment', { ...activeLoan, group: 'paid' }, owner)).toBeNull();
  expect(loanActionChoice('draws', { ...activeLoan, draws_available_balance: 0 }, owner)).toEqual({ action: 'draws', allowed: false, reason: 'Holdback balance should be greater than $ 0.00.' });
  expect(loanActionChoice('insurance', { ...activeLoan, group: 'paid' }, only('loans.read'))).toEqual({ action: 'insurance', allowed: true, reason: null });
  expect(loanActionChoice('extensions', activeLoan, owner)).toBeNull();
});
