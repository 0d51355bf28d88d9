import { createContext } from 'react';
import type { BankLinking } from './bank-linking';

/**
 * The widget the proof of funds page opens: null means the environment's script (`scriptBankLinking`); tests and the
 * standalone mode may provide another implementation of `BankLinking`.
 */
export const BankLinkingContext = createContext<BankLinking | null>(null);
