import { emptyDealForm, type DealForm, type DealWizardStepKey } from '@portal/shared-contracts';
import { SESSION_STORAGE_PREFIX } from '@portal/shared-ui';

/** Where the wizard is: the deal so far, the step shown and the steps the borrower has been on. */
export interface DealDraft {
  deal: DealForm;
  step: DealWizardStepKey;
  visited: DealWizardStepKey[];
}

/**
 * "A refresh or an accidental navigation in the middle of the wizard loses nothing already typed": the draft lives in
 * this tab's sessionStorage under the session's `portal.` prefix, so sign-out clears it with everything else, and
 * under the person's id, so nobody else signing in on this tab finds it. A deal holds nothing sensitive (the entity's
 * tax id stays in the entity form, which is never kept); uploaded documents are kept by id and name only.
 */
const draftKey = (userId: number) => `${SESSION_STORAGE_PREFIX}deals.newDeal.${userId}`;

const tabStorage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export function readDealDraft(userId: number): DealDraft | null {
  try {
    const text = tabStorage()?.getItem(draftKey(userId));
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<DealDraft> | null;
    if (!stored || typeof stored.deal !== 'object' || stored.deal === null || typeof stored.step !== 'string') return null;
    // A draft written by an older release may lack newer parts of the deal: they start empty.
    return { deal: { ...emptyDealForm(), ...stored.deal }, step: stored.step, visited: Array.isArray(stored.visited) ? stored.visited : [] };
  } catch {
    return null;
  }
}

export function writeDealDraft(userId: number, draft: DealDraft): void {
  try {
    tabStorage()?.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Storage refused (quota, a private window): the wizard carries on in memory.
  }
}

export function clearDealDraft(userId: number): void {
  tabStorage()?.removeItem(draftKey(userId));
}
