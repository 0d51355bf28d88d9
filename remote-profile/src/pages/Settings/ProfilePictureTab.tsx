import { useState } from 'react';
import { Button } from '@portal/shared-ui';
import { settingsTexts } from '../../texts/settings';
import { ProfilePicture } from './ProfilePicture';
import { ProfilePictureModal } from './ProfilePictureModal';
import type { SettingsTabProps } from './settings-tab-props';

/** Change Profile Picture (owner only): the picture as it is now, and the button that opens the picture modal. */
export function ProfilePictureTab({ user }: SettingsTabProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="profile-settings__tab profile-settings__picture">
      <ProfilePicture user={user} />
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {settingsTexts.editPicture}
      </Button>
      <ProfilePictureModal open={open} user={user} onClose={() => setOpen(false)} />
    </div>
  );
}
