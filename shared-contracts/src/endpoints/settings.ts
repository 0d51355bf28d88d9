import { signedIn } from '../access';
import { ChangePasswordForm, ProfilePictureResponse, SocialResponse, Social } from '../api/settings';
import { profilePictureEndpoint } from './profile-picture';
import { MessageResponse, UserIdParams } from '../api/session';
import { PROFILE_PICTURE_EXTENSIONS, PROFILE_PICTURE_MAX_BYTES } from '../constants';
import { defineEndpoint } from '../endpoints';
import { settingsMessages } from '../messages';

/** "Only the owner sees the Change Profile Picture, Social Media and Portal Team Members tabs" (spec 002 §6). */
const ownerOnly = signedIn({ permissions: ['owner'] });

/** Account Settings (spec 000 §2.10, spec 002 §2.7, §7). */
export const settingsEndpoints = {
  /**
   * Change Password (everyone). "The change-password call is not shown": the portal's. The person's other sessions
   * end; the one that changed it goes on.
   */
  changePassword: defineEndpoint({ method: 'POST', path: '/users/{id}/change_password', params: UserIdParams, body: ChangePasswordForm, response: MessageResponse, access: signedIn() }),
  /**
   * "POST /users/{id}/upload_profile_picture | file | response profile_picture". "Profile picture: types png, bmp,
   * jpeg, jpg, svg; max 25 MB", with the spec's two messages. An upload, so it needs a verified e-mail (spec 002 §5).
   */
  uploadProfilePicture: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/upload_profile_picture',
    params: UserIdParams,
    response: ProfilePictureResponse,
    files: {
      file: {
        kind: 'profile_picture',
        types: PROFILE_PICTURE_EXTENSIONS,
        maxBytes: PROFILE_PICTURE_MAX_BYTES,
        wrongTypeMessage: () => settingsMessages.imageTypeRefused,
        tooBigMessage: () => settingsMessages.imageTooBig,
      },
    },
    access: signedIn({ verified: true, permissions: ['owner'] }),
  }),
  /** "POST /users/{id}/delete_profile_picture | none | removes picture" */
  deleteProfilePicture: defineEndpoint({ method: 'POST', path: '/users/{id}/delete_profile_picture', params: UserIdParams, response: MessageResponse, access: ownerOnly }),
  /** The picture itself (`profilePictureEndpoint`). */
  profilePicture: profilePictureEndpoint,
  /** The Social Media tab's links as saved ("The profile ... social"). */
  social: defineEndpoint({ method: 'GET', path: '/users/{id}/profile/social', params: UserIdParams, response: SocialResponse, access: ownerOnly }),
  /** "POST /users/{id}/profile/social | linkedin, facebook, instagram, twitter | response social" */
  saveSocial: defineEndpoint({ method: 'POST', path: '/users/{id}/profile/social', params: UserIdParams, body: Social, response: SocialResponse, access: ownerOnly }),
};
