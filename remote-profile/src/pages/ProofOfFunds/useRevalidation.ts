import { proofOfFundsEndpoints, proofOfFundsMessages } from '@portal/shared-contracts';
import { toastRequestError, usePortal } from '@portal/shared-ui';
import { confirmRemoveItem } from '@portal/shared-ui/kit';
import type { BankLinkingControls } from '../../features/bank-linking/useBankLinking';
import { proofOfFundsTexts } from '../../texts/proof-of-funds';

export interface RevalidationOutcomes {
  /** Link took the credentials again: the bank is no longer locked. */
  onUpdated(): void;
  /** The locked bank was removed. */
  onRemoved(): void;
}

/**
 * The revalidate modal's two actions for a locked item (spec 002 §2.3, §4): Link in update mode with the item's own
 * token (`create_link_token_update_mode`), where success needs no exchange ("Success! Your Credentials were
 * updated!"); or letting the bank go (`remove_locked_item`) once the person confirmed.
 */
export function useRevalidation(userId: number, itemId: string, link: BankLinkingControls, { onUpdated, onRemoved }: RevalidationOutcomes) {
  const portal = usePortal();
  const params = { id: userId };

  /** False when no token came (the refusal is toasted); true once Link was asked to open, loaded or not. */
  async function revalidate(): Promise<boolean> {
    let linkToken: string;
    try {
      ({ link_token: linkToken } = await portal.api.call(proofOfFundsEndpoints.updateModeToken, { params, body: { item_id: itemId } }));
    } catch (error) {
      toastRequestError(portal.ui, error);
      return false;
    }
    await link.open(linkToken, {
      success: () => {
        portal.ui.toast('success', proofOfFundsMessages.credentialsUpdated);
        onUpdated();
      },
      exit: (error) => {
        if (error) portal.ui.toast('error', proofOfFundsTexts.linkEnded);
      },
    });
    return true;
  }

  /** Asks first ("You're about to remove this item!…"); true once the bank is gone. */
  async function remove(): Promise<boolean> {
    if (!(await confirmRemoveItem(portal.ui))) return false;
    try {
      await portal.api.call(proofOfFundsEndpoints.removeLockedItem, { params, body: { item_id: itemId } }, { block: true });
    } catch (error) {
      toastRequestError(portal.ui, error);
      return false;
    }
    portal.ui.toast('success', proofOfFundsTexts.bankRemoved);
    onRemoved();
    return true;
  }

  return { revalidate, remove };
}
