import { settingsEndpoints } from '@portal/shared-contracts';
import { Button, Modal } from '@portal/shared-ui';
import { FileUpload, VerifiedOnly } from '@portal/shared-ui/kit';
import { settingsTexts } from '../../texts/settings';
import { ProfilePicture } from './ProfilePicture';
import type { SettingsTabProps } from './settings-tab-props';
import { useProfilePicture } from './useProfilePicture';

export interface ProfilePictureModalProps extends SettingsTabProps {
  open: boolean;
  onClose(): void;
}

/**
 * "Profile picture modal: upload, delete" (spec 002 §2.7). One picture, checked before sending with the contract's
 * rule ("types png, bmp, jpeg, jpg, svg; max 25 MB", with the spec's two messages); uploading needs a verified e-mail
 * (the unverified get the popover with Resend Link instead of the picker). Delete, offered when there is a picture,
 * asks first. Either closes the modal once done.
 */
export function ProfilePictureModal({ open, user, onClose }: ProfilePictureModalProps) {
  const { saved, remove } = useProfilePicture(user.id);

  async function deletePicture() {
    if (await remove()) onClose();
  }

  return (
    <Modal
      open={open}
      title={settingsTexts.pictureDialog}
      onClose={onClose}
      className="profile-settings__picture-dialog"
      footer={
        user.picture && (
          <Button variant="danger" onClick={deletePicture}>
            {settingsTexts.deletePicture}
          </Button>
        )
      }
    >
      <ProfilePicture user={user} />
      <VerifiedOnly>
        {(trigger) =>
          trigger ? (
            <Button variant="secondary" {...trigger}>
              {settingsTexts.newPicture}
            </Button>
          ) : (
            <FileUpload
              label={settingsTexts.newPicture}
              hint={settingsTexts.pictureHint}
              endpoint={settingsEndpoints.uploadProfilePicture}
              input={{ params: { id: user.id } }}
              field="file"
              multiple={false}
              onUploaded={(_file, answer) => {
                saved(answer);
                onClose();
              }}
            />
          )
        }
      </VerifiedOnly>
    </Modal>
  );
}
