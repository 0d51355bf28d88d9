import { createContext, useContext } from 'react';
import { actionWizards, type LoanActionWizards } from './action-wizards';

/**
 * The registry the wizard frame reads: the real one unless a provider gives another (tests give a registry of their
 * own to exercise the frame through the area's routes).
 */
export const LoanActionWizardsContext = createContext<LoanActionWizards>(actionWizards);

export function useLoanActionWizards(): LoanActionWizards {
  return useContext(LoanActionWizardsContext);
}
