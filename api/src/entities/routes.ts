import { entityEndpoints } from '@portal/shared-contracts';
import { defineApiArea } from '../http/api-area';
import { registerEndpoint } from '../http/register-endpoint';
import { addEntity, entitiesOf, entityAnswerOf } from './entities';

/**
 * The account's borrowing entities (spec 001 §7, spec 002 §7). Everything is read and written through the account
 * the session operates on; the access (entity.read, or verified with entity.write) is the contract's. The tax id is
 * answered in the account's list (the entity details summary shows it, spec 002 §2.1) and never logged: the API
 * logs no bodies, and field errors carry messages, not values.
 */
export const entitiesApi = defineApiArea('entities', async (app, { db }) => {
  const listOf = async (accountId: number) => (await entitiesOf(db, accountId)).map(entityAnswerOf);

  registerEndpoint(app, entityEndpoints.list, async ({ actor }) => listOf(actor.accountId));

  // "response entities list, last is new"
  registerEndpoint(app, entityEndpoints.create, async ({ actor, body }) => {
    await addEntity(db, actor.accountId, actor.userId, body);
    return listOf(actor.accountId);
  });
});
