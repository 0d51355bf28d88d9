import { passwordRecoveryMessages, settingsMessages } from '@portal/shared-contracts';

/** What Account Settings says to people: the spec's words where it has them (spec 002 §8), the API's otherwise. */
export const settingsApiMessages = {
  /** "Password reset successfully." is spec 002 §8's success of the password change. */
  passwordChanged: passwordRecoveryMessages.passwordReset,
  wrongCurrentPassword: 'This is not your current password.',
  pictureDeleted: settingsMessages.pictureDeleted,
  /** A file named as an image whose bytes are not that image: the spec's refusal of a file that is no image. */
  notAnImage: settingsMessages.imageTypeRefused,
} as const;
