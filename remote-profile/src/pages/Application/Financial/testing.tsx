import userEvent from '@testing-library/user-event';
import { STATEMENT_FIGURE_FIELDS, type AccountDocument, type AssetsAnswer, type FinancesAnswer, type LiabilitiesAnswer, type Permission, type SignedInBundle } from '@portal/shared-contracts';
import { createFakePortal, renderWithPortal, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { FinancialTab } from './FinancialTab';

export const noAssets: AssetsAnswer = {
  accountsAndNotes: [],
  automobiles: [],
  cashOnHand: [],
  iras: [],
  lifeInsurances: [],
  other: [],
  otherProperties: [],
  realEstate: [],
  savings: [],
  stocks: [],
};

export const noLiabilities: LiabilitiesAnswer = { accountsPayable: [], installmentOther: [], banks: [], other: [], unpaidTaxes: [], contingents: [] };

/** A saved main part with nothing in it but the mode; `changes` fill what a test needs. */
export function savedFinances(changes: Partial<FinancesAnswer> = {}): FinancesAnswer {
  const empty = Object.fromEntries(STATEMENT_FIGURE_FIELDS.map((field) => [field, null]));
  return {
    mode: 'itemize',
    income: { salary: null, netInvestmentIncome: null, realEstateIncome: null, otherIncome: null },
    ...empty,
    estimatedCreditScore: null,
    ...changes,
  } as FinancesAnswer;
}

/** One of the borrower's documents as `GET /users/{id}/docs` lists it. */
export function ownDocument(type: string, submittedCount: number): AccountDocument {
  return { id: 8, type, submitted: null, expiration: null, status: null, linkTemplate: null, submittedCount, approvedCount: 0, neededCount: 0, files: [] };
}

export interface FinancialTabRender {
  value?: FinancesAnswer | null;
  permissions?: Permission[];
  /** Changes to Ann's user record (user 42, verified). */
  person?: Partial<SignedInBundle['user']>;
  answers?: readonly FakeAnswer[];
}

/** The Financial tab alone, as the application page shows it, for Ann, who may read and save her application. */
export function renderFinancialTab({ value = null, permissions = ['owner'], person = {}, answers = [] }: FinancialTabRender = {}) {
  const base = signedInBundle({ permissions });
  const fake = createFakePortal({ bundle: { ...base, user: { ...base.user, ...person } }, answers });
  const onSaved = jest.fn();
  const onNext = jest.fn();
  const view = renderWithPortal(<FinancialTab value={value} assets={noAssets} liabilities={noLiabilities} onSaved={onSaved} onNext={onNext} />, fake);
  return { ...fake, ...view, onSaved, onNext, user: userEvent.setup() };
}
