import { settingsEndpoints } from '@portal/shared-contracts';
import { defineApiArea } from '../http/api-area';
import { httpMessages } from '../http/messages';
import { perAddressLimit } from '../http/rate-limits';
import { Refusal } from '../http/refusal';
import { registerEndpoint } from '../http/register-endpoint';
import { storedFileAnswer } from '../files/send-file';
import { emailContextOf } from '../outbox/outbox';
import { changePassword } from './change-password';
import { settingsApiMessages } from './messages';
import { deleteProfilePicture, PICTURE_POLICY, profilePictureFile, setProfilePicture } from './profile-picture';
import { saveSocialLinks, socialLinksOf } from './social';

/**
 * Account Settings (spec 000 §2.10, spec 002 §2.7, §7): the person's password and picture, the account's social
 * links. Who may call each is declared on its endpoint (the picture and the links: the owner).
 */
export const settingsApi = defineApiArea('settings', async (app, { db, config }) => {
  const store = app.fileUploads!.store;

  // Checking the current password is a guess like a sign-in: as often as a person could sign in.
  registerEndpoint(
    app,
    settingsEndpoints.changePassword,
    async ({ actor, body }, request) => ({ message: await changePassword(db, emailContextOf(request, config), actor, body) }),
    perAddressLimit(config),
  );

  registerEndpoint(app, settingsEndpoints.uploadProfilePicture, async ({ actor, files }) => ({
    profile_picture: await setProfilePicture(db, store, actor.userId, files.file[0]!),
  }));

  registerEndpoint(app, settingsEndpoints.deleteProfilePicture, async ({ actor }) => {
    await deleteProfilePicture(db, store, actor.userId);
    return { message: settingsApiMessages.pictureDeleted };
  });

  registerEndpoint(app, settingsEndpoints.profilePicture, async ({ actor, params }, _request, reply) => {
    const file = await profilePictureFile(db, actor.userId, params.picture);
    if (!file) throw new Refusal(404, { message: httpMessages.notFound });
    reply.header('content-security-policy', PICTURE_POLICY);
    return storedFileAnswer(store, file);
  });

  registerEndpoint(app, settingsEndpoints.social, async ({ actor }) => ({ social: await socialLinksOf(db, actor.accountId) }));

  registerEndpoint(app, settingsEndpoints.saveSocial, async ({ actor, body }) => ({ social: await saveSocialLinks(db, actor.accountId, body) }));
});
