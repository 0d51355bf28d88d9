import type { ReactNode } from 'react';
import type { FormApi } from 'final-form';
import type { LoanDetail, LoanDetailAction, PortalContext } from '@portal/shared-contracts';

/** What an action's form holds while its wizard is open (each action's own fields). */
export type LoanActionValues = Record<string, unknown>;

/** What a step sees: the loan acted on, the wizard's form (react-final-form), whose fields it renders, and the portal. */
export interface LoanActionStepContext<Values extends LoanActionValues = LoanActionValues> {
  loan: LoanDetail;
  form: FormApi<Values>;
  /** The account the session operates on (the `{id}` of the loan's calls). */
  userId: number;
  portal: PortalContext;
}

/** One step of an action's wizard. */
export interface LoanActionStep<Values extends LoanActionValues = LoanActionValues> {
  title: string;
  render(context: LoanActionStepContext<Values>): ReactNode;
  /** The fields Next checks with their own rules (the kit's `checkFields`) before moving on. */
  fields?: ReadonlyArray<keyof Values & string>;
  /** A check of the step's own, after its fields: false (or a promise of false) keeps the borrower on the step. */
  validate?(context: LoanActionStepContext<Values>): boolean | Promise<boolean>;
}

/** What Done sends, with whom and for which loan. */
export interface LoanActionRequest<Values extends LoanActionValues = LoanActionValues> {
  loan: LoanDetail;
  values: Values;
  /** The account the session operates on (the `{id}` of `/users/{id}/loans/{loan_id}/...`). */
  userId: number;
  portal: PortalContext;
  /** For a request with files: the fraction sent so far (the frame shows it) and the borrower's Cancel. */
  upload: { onProgress(fraction: number): void; signal: AbortSignal };
}

/** An action's wizard: its steps, its first values, and what Done sends. */
export interface LoanActionWizardDefinition<Values extends LoanActionValues = LoanActionValues> {
  steps(loan: LoanDetail): readonly LoanActionStep<Values>[];
  initialValues?(loan: LoanDetail): Partial<Values>;
  /**
   * Sends the request; resolves to the words of success to show ("Draw Request saved successfully."), after which the
   * wizard closes, or to a document to sign (`signingUrl`), which the wizard then shows in its signing frame. A
   * rejection keeps it open with the failure shown.
   */
  submit(request: LoanActionRequest<Values>): Promise<string | void | { signingUrl: string }>;
}

export type LoanActionWizards = Partial<Record<LoanDetailAction, LoanActionWizardDefinition>>;

/** Keeps an action's own value type while it is written, and files it in the registry under the common one. */
export function defineLoanActionWizard<Values extends LoanActionValues>(definition: LoanActionWizardDefinition<Values>): LoanActionWizardDefinition {
  return definition as unknown as LoanActionWizardDefinition;
}
