import { can, loanActionChoice, loanActionMessages, type LoanDetail, type RequestableLoanAction } from '@portal/shared-contracts';
import type { AccountActor } from '../access/actor';
import type { Database } from '../db/database';
import { Refusal } from '../http/refusal';
import { loanDetailOf } from '../loans/loan-detail';

/**
 * The loan a request is sent on, once the contract's rule for the action allows it (spec 001 §4 'Loan actions'), the
 * same rule the chooser shows. Another account's loan is not found (404); a loan whose state rules the action out
 * answers 409 with the reason the chooser gives ("Holdback balance should be greater than $ 0.00."), never a silent
 * success. The endpoint's access has already checked the permissions.
 */
export async function loanOpenTo(db: Database, actor: AccountActor, loanId: number, action: RequestableLoanAction): Promise<LoanDetail> {
  const loan = await loanDetailOf(db, actor, loanId);
  const choice = loanActionChoice(action, loan, (...required) => can(actor.permissions, ...required));
  if (!choice?.allowed) throw new Refusal(409, { message: choice?.reason ?? loanActionMessages.notAvailable });
  return loan;
}
