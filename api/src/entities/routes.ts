import { can, entityEndpoints, ENTITY_DOCUMENT_TYPES, formMessages } from '@portal/shared-contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AccountActor } from '../access/actor';
import { filesOfDocuments } from '../documents/document-files';
import { documents } from '../documents/schema';
import { storedFiles } from '../files/schema';
import { storedFileAnswerIfThere, zipAnswer, zipNameOf } from '../files/send-file';
import { defineApiArea } from '../http/api-area';
import { sealClearTaxIds } from './sealed-tax-ids';
import { httpMessages } from '../http/messages';
import { Refusal, refuseFields } from '../http/refusal';
import { registerEndpoint } from '../http/register-endpoint';
import { addEntity, ensureEntityDocumentList, entityAnswersOf, entityDocumentOfType, entityOfAccount } from './entities';

const notFound = () => new Refusal(404, { message: httpMessages.notFound });

/**
 * The account's borrowing entities and their documents (spec 001 §7, spec 002 §2.1, §7). Everything is read and
 * written through the account the session operates on, another account's entity answering 404 like a missing one;
 * the access (entity.read, entity.write with a verified e-mail, entity.doc.read) is the contract's. The tax id is
 * answered in the account's list (the entity details summary shows it) and never logged: the API logs no bodies, and
 * field errors carry messages, not values.
 */
export const entitiesApi = defineApiArea('entities', async (app, { db, config }) => {
  await sealClearTaxIds(db, config.dataEncryptionKey);
  const store = app.fileUploads!.store;
  // "It shows entity documents (needs entity.doc.read to see)": the files are listed only to whom may open them.
  const listFor = (actor: AccountActor) => entityAnswersOf(db, actor.accountId, { withFiles: can(actor.permissions, 'entity.doc.read') });

  async function entityOf(actor: AccountActor, entityId: number) {
    const entity = await entityOfAccount(db, actor.accountId, entityId);
    if (!entity) throw notFound();
    return entity;
  }

  registerEndpoint(app, entityEndpoints.list, async ({ actor }) => listFor(actor));

  // "response entities list, last is new"
  registerEndpoint(app, entityEndpoints.create, async ({ actor, body }) => {
    await addEntity(db, config.dataEncryptionKey, actor.accountId, actor.userId, body);
    return listFor(actor);
  });

  // The files are stored before this runs; a refusal here takes them back (registerEndpoint discards the upload).
  registerEndpoint(app, entityEndpoints.uploadDocuments, async ({ actor, params, body, files }) => {
    const entity = await entityOf(actor, params.entity_id);
    // An entity without a list gets the lender's list first: its items are what the page offered.
    if ((ENTITY_DOCUMENT_TYPES as readonly string[]).includes(body.type)) await ensureEntityDocumentList(db, actor.accountId, entity.id);
    const document = await entityDocumentOfType(db, actor.accountId, entity.id, body.type);
    if (!document) throw refuseFields({ type: [formMessages.invalidChoice] });
    await db
      .update(storedFiles)
      .set({ documentId: document.id })
      .where(and(eq(storedFiles.accountId, actor.accountId), inArray(storedFiles.id, files.files.map((file) => file.id))));
    return listFor(actor);
  });

  registerEndpoint(app, entityEndpoints.file, async ({ actor, params }) => {
    const entity = await entityOf(actor, params.entity_id);
    const [found] = await db
      .select({ file: storedFiles })
      .from(storedFiles)
      .innerJoin(documents, eq(documents.id, storedFiles.documentId))
      .where(and(eq(storedFiles.id, params.file_id), eq(storedFiles.accountId, actor.accountId), eq(documents.accountId, actor.accountId), eq(documents.entityId, entity.id)));
    const answer = found && (await storedFileAnswerIfThere(store, found.file));
    if (!answer) throw notFound();
    return answer;
  });

  registerEndpoint(app, entityEndpoints.zip, async ({ actor, params }) => {
    const entity = await entityOf(actor, params.entity_id);
    const document = await entityDocumentOfType(db, actor.accountId, entity.id, params.type);
    if (!document) throw notFound();
    const files = (await filesOfDocuments(db, actor.accountId, [document.id])).get(document.id) ?? [];
    return zipAnswer(store, zipNameOf(`${entity.name} - ${document.type}`), files);
  });
});
