import * as v from 'valibot';
import { dealStepSchema, type DealForm, type DealWizardStep, type DealWizardStepKey } from '@portal/shared-contracts';

/** A step as the Deal Summary marks it: "a check, error or blank icon per step". */
export type StepState = 'complete' | 'error' | 'blank';

export const stepIsComplete = (key: DealWizardStepKey, deal: DealForm) => v.safeParse(dealStepSchema(key, deal), deal).success;

/**
 * A step is complete (check) once its rules pass and the borrower has been on it; it needs attention (error) when
 * the borrower has been on it and left it, or was refused moving on, with something still missing; otherwise blank.
 */
export function stepStates(
  steps: readonly DealWizardStep[],
  deal: DealForm,
  { current, visited, refused }: { current: DealWizardStepKey; visited: readonly DealWizardStepKey[]; refused: boolean },
): Record<DealWizardStepKey, StepState> {
  const states = {} as Record<DealWizardStepKey, StepState>;
  for (const { key } of steps) {
    const seen = visited.includes(key);
    if (seen && stepIsComplete(key, deal)) states[key] = 'complete';
    else if (seen && (key !== current || refused)) states[key] = 'error';
    else states[key] = 'blank';
  }
  return states;
}
