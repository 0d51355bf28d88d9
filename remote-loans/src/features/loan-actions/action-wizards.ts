import type { LoanActionWizards } from './wizard-definition';
import { changeOrderWizard } from './wizards/change-order';
import { drawWizard } from './wizards/draw';

export * from './wizard-definition';

/**
 * The steps of each loan action's wizard (change order, draw, payoff, extension, insurance, ACH payment, estimate of
 * repairs), filled by the loan actions issue. An action listed here opens its steps in `LoanActionWizard`; one not
 * yet listed opens the same frame with the team to write to.
 */
export const actionWizards: LoanActionWizards = { change_order: changeOrderWizard, draws: drawWizard };
