import { PASSWORD_MIN_LENGTH, PROFILE_PICTURE_EXTENSIONS, PROFILE_PICTURE_MAX_BYTES } from '@portal/shared-contracts';

/**
 * The portal's own words on the Account Settings page, where the specification gives none. The texts it states (the
 * tabs, "Passwords must match", "Password reset successfully.", the picture's two refusals and its two successes,
 * "Social data updated.", the delete question) come from the contract: `SETTINGS_TABS`, `formMessages`,
 * `passwordRecoveryMessages`, `settingsMessages`, `deleteConfirmations`; the networks' names from
 * `SOCIAL_NETWORK_LABELS`.
 */
export const settingsTexts = {
  // Change Password: "The login e-mail is displayed with a change-password link."
  loginEmail: 'Login e-mail',
  changePassword: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  savePassword: 'Save password',
  /** The API ends the person's other sessions when the password changes; the page says so. */
  otherSessionsSignedOut: 'Your password was changed. Any other device or browser signed in to your account has been signed out; this one stays signed in.',
  // Change Profile Picture.
  picture: 'Your profile picture',
  noPicture: 'No profile picture yet',
  editPicture: 'Change or delete picture',
  pictureDialog: 'Profile picture',
  newPicture: 'New profile picture',
  pictureHint: `${PROFILE_PICTURE_EXTENSIONS.map((type) => type.toUpperCase()).join(', ')}; up to ${PROFILE_PICTURE_MAX_BYTES / (1024 * 1024)} MB.`,
  deletePicture: 'Delete picture',
  // Social Media.
  loadingSocial: 'Loading your social links…',
  socialForm: 'Social media links',
  socialIntro: 'Each link is optional. Give the full address of your page, starting with https://.',
  saveSocial: 'Save',
  // Portal Team Members: the teams area's parcel, as RemoteParcel names it while loading or failing.
  teamMembersParcel: 'the Portal Team Members list',
} as const;
