import { settingsEndpoints } from '@portal/shared-contracts';
import { useDownloadUrl } from '@portal/shared-ui/kit';
import { settingsTexts } from '../../texts/settings';
import type { SettingsTabProps } from './settings-tab-props';

/**
 * The person's picture at the reference their bundle holds (its address changes with every new picture, so no cache
 * shows an old one); without one, the first name's initial in its place, as the top bar's avatar does.
 */
export function ProfilePicture({ user }: SettingsTabProps) {
  const urlOf = useDownloadUrl();
  if (user.picture) {
    return <img className="profile-settings__avatar" src={urlOf(settingsEndpoints.profilePicture, { params: { id: user.id, picture: user.picture } })} alt={settingsTexts.picture} />;
  }
  return (
    <span className="profile-settings__avatar profile-settings__avatar--initial" role="img" aria-label={settingsTexts.noPicture}>
      {user.first_name.charAt(0).toUpperCase()}
    </span>
  );
}
