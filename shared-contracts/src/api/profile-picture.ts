import * as v from 'valibot';
import { formMessages } from '../messages';
import { RecordId } from '../validators';

// The profile picture's address, apart from the rest of Account Settings: the shell's avatar needs only this.

/**
 * A profile picture's reference (`ServerUser.picture`): a token naming the picture's current version, so its address
 * changes with every new picture and an old one is never shown from a cache.
 */
export const PROFILE_PICTURE_REFERENCE = /^[0-9a-f]{16}$/;

/** GET /users/{id}/profile_picture/{picture} */
export const ProfilePictureParams = v.object({ id: RecordId, picture: v.pipe(v.string(), v.regex(PROFILE_PICTURE_REFERENCE, formMessages.invalidChoice)) });
