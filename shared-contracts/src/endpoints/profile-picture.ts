import { signedIn } from '../access';
import { ProfilePictureParams } from '../api/profile-picture';
import { defineEndpoint } from '../endpoints';
import { FileDownload } from '../uploads';

/**
 * The picture itself, for the top bar's avatar and the settings tab: the person's own, at the reference their bundle
 * names. Sent as an attachment with a sandboxing policy, so an SVG opened on its own runs no script. A module of its
 * own, so the shell's avatar takes this endpoint without the rest of Account Settings.
 */
export const profilePictureEndpoint = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/profile_picture/{picture}',
  params: ProfilePictureParams,
  response: FileDownload,
  download: true,
  access: signedIn(),
});
