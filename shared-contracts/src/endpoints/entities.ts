import { EntityList, EntityUserParams, NewEntityBody } from '../api/entities';
import { signedIn } from '../access';
import { defineEndpoint } from '../endpoints';

/** The account's borrowing entities (spec 001 §7, spec 002 §7), always through the signed-in person's own id. */
export const entityEndpoints = {
  /** "entity list" (spec 002 §7): the account's entities, oldest first. EntitiesList needs entity.read (spec 002 §2). */
  list: defineEndpoint({
    method: 'GET',
    path: '/users/{userId}/entities',
    params: EntityUserParams,
    response: EntityList,
    access: signedIn({ permissions: ['entity.read'] }),
  }),
  /**
   * "entity payload without sameAddress; response entities list, last is new" (spec 001 §7). "Unverified users cannot
   * add an entity" (spec 001 §5); "Entity creation ... need entity.write" (spec 002 §6).
   */
  create: defineEndpoint({
    method: 'POST',
    path: '/users/{userId}/entities',
    params: EntityUserParams,
    body: NewEntityBody,
    response: EntityList,
    access: signedIn({ verified: true, permissions: ['entity.write'] }),
  }),
};
