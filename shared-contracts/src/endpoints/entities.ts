import {
  ENTITY_DOCUMENT_KIND,
  ENTITY_DOCUMENT_MAX_FILES,
  EntityDocumentUploadBody,
  EntityFileParams,
  EntityList,
  EntityParams,
  EntityUserParams,
  EntityZipParams,
  NewEntityBody,
} from '../api/entities';
import { signedIn } from '../access';
import { defineEndpoint } from '../endpoints';
import { FileDownload } from '../uploads';

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
  /**
   * "upload /users/{id}/entities/{entity_id}/docs | files with type | entity document upload; response not shown":
   * the account's entities again, so the page shows the new counts and status. "Entity ... entity-document upload
   * need entity.write" and a verified e-mail (spec 002 §6).
   */
  uploadDocuments: defineEndpoint({
    method: 'POST',
    path: '/users/{userId}/entities/{entity_id}/docs',
    params: EntityParams,
    body: EntityDocumentUploadBody,
    response: EntityList,
    files: { files: { kind: ENTITY_DOCUMENT_KIND, maxFiles: ENTITY_DOCUMENT_MAX_FILES } },
    access: signedIn({ verified: true, permissions: ['entity.read', 'entity.write'] }),
  }),
  /** One file of the entity's documents, to whom sees them ("needs entity.doc.read to see"). */
  file: defineEndpoint({
    method: 'GET',
    path: '/users/{userId}/entities/{entity_id}/files/{file_id}',
    params: EntityFileParams,
    response: FileDownload,
    download: true,
    access: signedIn({ permissions: ['entity.read', 'entity.doc.read'] }),
  }),
  /** "GET /users/{id}/entities/{entity}/get_zip/{type} | none | zip download". */
  zip: defineEndpoint({
    method: 'GET',
    path: '/users/{userId}/entities/{entity_id}/get_zip/{type}',
    params: EntityZipParams,
    response: FileDownload,
    download: true,
    access: signedIn({ permissions: ['entity.read', 'entity.doc.read'] }),
  }),
};
