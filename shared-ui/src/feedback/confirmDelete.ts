import { deleteConfirmations, type PortalUi } from '@portal/shared-contracts';

/**
 * Spec 002 §8: "You're about to remove this item! Are you sure you want to continue?" with Delete/Back.
 * `if (await confirmRemoveItem(ui)) { … }`
 */
export function confirmRemoveItem(ui: Pick<PortalUi, 'confirm'>): Promise<boolean> {
  return ui.confirm({ ...deleteConfirmations.removeItem });
}

/** Spec 002 §8: "Are you sure? You won't be able to revert this action!" with "Yes, delete it!". */
export function confirmCannotRevert(ui: Pick<PortalUi, 'confirm'>): Promise<boolean> {
  return ui.confirm({ ...deleteConfirmations.cannotRevert });
}
