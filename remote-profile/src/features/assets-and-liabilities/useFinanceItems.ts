import type { SubmissionErrors } from 'final-form';
import {
  applicationMessages,
  financeItemEndpoints,
  type AssetsAnswer,
  type EndpointInput,
  type FinanceSide,
  type LiabilitiesAnswer,
} from '@portal/shared-contracts';
import { fieldErrorsOf, toastRequestError, usePortal, useSession } from '@portal/shared-ui';
import { confirmRemoveItem } from '@portal/shared-ui/kit';

/** What changed on the statement: the side the API answered. */
export interface FinanceItemsPart {
  assets?: AssetsAnswer;
  liabilities?: LiabilitiesAnswer;
}

/** An item's add: the form's values were taken, or refused with these errors for its fields. */
export type AddOutcome = { added: true } | { added: false; errors: SubmissionErrors };

/**
 * The details modal's calls: "POST .../finances/assets/{category}" and ".../liabilities/{category}" ("New Asset
 * Added." / "New Liability Added."), and the delete, asked first ("You're about to remove this item!…", Delete/Back),
 * then "Record successfully deleted.". Each answer is the side as it now is, handed to `onChanged`; a refusal is
 * toasted, and its field errors go back to the form.
 */
export function useFinanceItems(onChanged: (part: FinanceItemsPart) => void) {
  const portal = usePortal();
  const userId = useSession((state) => state.bundle?.user.id) ?? 0;

  async function add(side: FinanceSide, category: string, values: Record<string, unknown>): Promise<AddOutcome> {
    const body = { ...values, category };
    try {
      if (side === 'assets') {
        const input = { params: { id: userId, category }, body } as EndpointInput<typeof financeItemEndpoints.addAsset>;
        const assets = await portal.api.call(financeItemEndpoints.addAsset, input, { block: true });
        portal.ui.toast('success', applicationMessages.assetAdded);
        onChanged({ assets });
      } else {
        const input = { params: { id: userId, category }, body } as EndpointInput<typeof financeItemEndpoints.addLiability>;
        const liabilities = await portal.api.call(financeItemEndpoints.addLiability, input, { block: true });
        portal.ui.toast('success', applicationMessages.liabilityAdded);
        onChanged({ liabilities });
      }
      return { added: true };
    } catch (error) {
      toastRequestError(portal.ui, error);
      return { added: false, errors: fieldErrorsOf(error) };
    }
  }

  async function remove(side: FinanceSide, category: string, itemId: number): Promise<void> {
    if (!(await confirmRemoveItem(portal.ui))) return;
    try {
      const input = { params: { id: userId, side, category, itemId } } as EndpointInput<typeof financeItemEndpoints.deleteItem>;
      const change = await portal.api.call(financeItemEndpoints.deleteItem, input, { block: true });
      portal.ui.toast('success', applicationMessages.recordDeleted);
      onChanged(change);
    } catch (error) {
      toastRequestError(portal.ui, error);
    }
  }

  return { add, remove };
}
