import { proofOfFundsEndpoints } from '@portal/shared-contracts';
import { defineApiArea } from '../http/api-area';
import { registerEndpoint } from '../http/register-endpoint';
import { profileContactOf, saveProfileContact } from './profile-contact';

/**
 * The contact part of the account's profile (spec 002 §3): saved from the proof of funds page ("POST
 * /users/{id}/profile/contact/plaid | contact fields | saves contact from the linking page"), through the account the
 * session operates on. The application's personal information tab saves the rest of it in its own issue.
 */
export const profileContactApi = defineApiArea('profile-contact', async (app, { db }) => {
  registerEndpoint(app, proofOfFundsEndpoints.saveContact, async ({ actor, body }) => {
    await saveProfileContact(db, actor.accountId, actor.userId, body);
    return (await profileContactOf(db, actor.accountId))!;
  });
});
