import { HOLDBACK_BALANCE_THRESHOLD } from '../constants';
import type { LoanDetailAction } from '../enums/loans';
import type { Permission } from '../permissions';
import { loanActionMessages } from '../messages/loans';

/** The document a loan lists in `needed_files` while its estimate of repairs is outstanding. */
export const ESTIMATE_OF_REPAIRS_DOCUMENT = 'Estimate of Repairs';

/** What the action rules read of a loan (spec 001 §3 'Loan record'). */
export interface LoanActionFacts {
  group: 'in_progress' | 'active' | 'paid';
  holdback_balance: number | null;
  draws_available_balance: number | null;
  needed_files: readonly string[];
  extension_requests: readonly unknown[] | null;
  estimate_of_repairs: { status: 'submitted' | 'approved' | 'not_submitted' } | null;
}

export interface LoanActionChoice {
  action: LoanDetailAction;
  /** False: shown, but it cannot be chosen, and `reason` says why. */
  allowed: boolean;
  reason: string | null;
}

type Can = (...permissions: Permission[]) => boolean;

/** "estimate of repairs submitted or approved (or not listed in needed files)" (spec 001 §4). */
function estimateIsInOrder(loan: LoanActionFacts): boolean {
  const status = loan.estimate_of_repairs?.status;
  return status === 'submitted' || status === 'approved' || !loan.needed_files.includes(ESTIMATE_OF_REPAIRS_DOCUMENT);
}

/**
 * The actions a person may take on a loan (spec 001 §4 'Loan actions'), in the order the chooser lists them.
 * An action the person's permissions or the loan's state rule out is not listed ("Users with limited permissions see
 * fewer actions"), except change order and draw, which stay visible, disabled, with the reason the specification
 * words: change order "Make sure you are in compliance with the requirements for Change Order Request."; draw
 * "Holdback balance should be greater than $ 0.00.".
 *
 * - Change order: loan active or pending, estimate of repairs submitted or approved (or not listed in needed files), and loans.write.
 * - Draw: active, holdback balance above 0.01, draws_available_balance above 0, and loans.draw.write. A person whose
 *   role lacks loans.draw.write still sees it on an active loan, disabled, with `drawNotPermitted`.
 * - Payoff: active with loans.payoff.write.
 * - Extension: only when extension_requests is not null; needs loans.write.
 * - Insurance upload: always available (upload needs loans.write).
 * - ACH payment: active with loans.ach.write.
 */
export function loanActionChoices(loan: LoanActionFacts, can: Can): LoanActionChoice[] {
  return CHOOSER_ORDER.flatMap((action) => loanActionChoice(action, loan, can) ?? []);
}

/** The chooser's order; the estimate of repairs is not an action of its own there (it is part of a change order). */
const CHOOSER_ORDER = ['change_order', 'draws', 'payoff', 'extensions', 'insurance', 'achpayment'] as const satisfies readonly LoanDetailAction[];
export type RequestableLoanAction = (typeof CHOOSER_ORDER)[number];

/**
 * One action's rule (the list above): null when it is not offered at all; otherwise whether it may be chosen, and why
 * not. The chooser and the Actions card list these; the API applies the same rule again to every request it receives.
 */
export function loanActionChoice(action: RequestableLoanAction, loan: LoanActionFacts, can: Can): LoanActionChoice | null {
  const active = loan.group === 'active';
  const offer = (allowed: boolean, reason: string) => ({ action, allowed, reason: allowed ? null : reason });
  switch (action) {
    case 'change_order':
      return loan.group !== 'paid' && can('loans.write') ? offer(estimateIsInOrder(loan), loanActionMessages.changeOrderNotAllowed) : null;
    case 'draws':
      if (!active) return null;
      // Shown to everyone on an active loan, being what borrowers come for; without the permission, it says so.
      if (!can('loans.draw.write')) return offer(false, loanActionMessages.drawNotPermitted);
      return offer((loan.holdback_balance ?? 0) > HOLDBACK_BALANCE_THRESHOLD && (loan.draws_available_balance ?? 0) > 0, loanActionMessages.drawNotAllowed);
    case 'payoff':
      return active && can('loans.payoff.write') ? offer(true, '') : null;
    case 'extensions':
      return loan.extension_requests !== null && can('loans.write') ? offer(true, '') : null;
    case 'insurance':
      return offer(true, '');
    case 'achpayment':
      return active && can('loans.ach.write') ? offer(true, '') : null;
  }
}

/** "The modal defaults to Draw if allowed, else Payoff" (spec 001 §4); else the first action that may be chosen. */
export function defaultLoanAction(choices: readonly LoanActionChoice[]): LoanDetailAction | null {
  const allowed = (action: LoanDetailAction) => choices.some((choice) => choice.action === action && choice.allowed);
  if (allowed('draws')) return 'draws';
  if (allowed('payoff')) return 'payoff';
  return choices.find((choice) => choice.allowed)?.action ?? null;
}

/**
 * "Action rows on detail are visible with loans.draw.read, loans.ach.read, loans.payoff.read" (spec 001 §4): the
 * loan's draw, ACH payment and payoff requests are shown only to whom holds the matching permission; the others to
 * whoever reads the loan.
 */
const REQUEST_READ_PERMISSIONS: Partial<Record<LoanDetailAction, Permission>> = { draws: 'loans.draw.read', achpayment: 'loans.ach.read', payoff: 'loans.payoff.read' };

export function mayReadLoanRequest(kind: LoanDetailAction, can: Can): boolean {
  const permission = REQUEST_READ_PERMISSIONS[kind];
  return permission === undefined || can(permission);
}
