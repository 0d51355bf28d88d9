import { settingsEndpoints, settingsMessages, type ProfilePictureResponse } from '@portal/shared-contracts';
import { toastRequestError, usePortal } from '@portal/shared-ui';
import { confirmRemoveItem } from '@portal/shared-ui/kit';

/**
 * The profile picture modal's two actions ("Profile picture modal: upload, delete"). Each puts the outcome in the
 * session's bundle, so every picture of the person (this tab, the top bar's avatar) follows at once.
 */
export function useProfilePicture(userId: number) {
  const portal = usePortal();

  function remember(picture: string | null) {
    const { bundle, refresh } = portal.session.getState();
    if (bundle) refresh({ ...bundle, user: { ...bundle.user, picture } });
  }

  /** After `FileUpload` sent it: "response profile_picture", the new picture's reference. */
  function saved(answer: ProfilePictureResponse) {
    portal.ui.toast('success', settingsMessages.pictureSaved);
    remember(answer.profile_picture);
  }

  /** Asks first ("You're about to remove this item!…"); true once the picture is gone. */
  async function remove(): Promise<boolean> {
    if (!(await confirmRemoveItem(portal.ui))) return false;
    try {
      await portal.api.call(settingsEndpoints.deleteProfilePicture, { params: { id: userId } }, { block: true });
    } catch (error) {
      toastRequestError(portal.ui, error);
      return false;
    }
    portal.ui.toast('success', settingsMessages.pictureDeleted);
    remember(null);
    return true;
  }

  return { saved, remove };
}
