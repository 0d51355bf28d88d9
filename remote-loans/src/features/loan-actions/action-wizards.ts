import type { LoanActionWizards } from './wizard-definition';
import { achPaymentWizard } from './wizards/ach-payment';
import { changeOrderWizard } from './wizards/change-order';
import { drawWizard } from './wizards/draw';
import { extensionWizard } from './wizards/extension';
import { insuranceWizard } from './wizards/insurance';
import { payoffWizard } from './wizards/payoff';

export * from './wizard-definition';

/**
 * The steps of each loan action's wizard. An action listed here opens its steps in `LoanActionWizard`; one not listed
 * (the estimate of repairs on its own, `eor`) opens the same frame with the team to write to.
 */
export const actionWizards: LoanActionWizards = {
  change_order: changeOrderWizard,
  draws: drawWizard,
  payoff: payoffWizard,
  extensions: extensionWizard,
  insurance: insuranceWizard,
  achpayment: achPaymentWizard,
};
