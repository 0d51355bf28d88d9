import * as v from 'valibot';
import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, ENTITY_NAME_MAX_LENGTH, UNIT_MAX_LENGTH } from '../constants';
import { ENTITY_STATUSES, EntityType } from '../enums/entities';
import { UsState } from '../enums/states';
import { formMessages } from '../messages';
import { optionalText, PhoneNumber, RecordId, requiredText, TaxId, ZipCode } from '../validators';
import { DocumentFile, DocumentTypeName } from './documents';

// Borrowing entities: the creation form of the deal's entity step (spec 001 §2, §5, §7) and the entity as listed
// and shown (spec 002 §2.1, §3, §7).

/**
 * An entity's business or mailing address, with the rules of the deal's property address (spec 001 §5): "address
 * required (max 100), unit max 10, city required (max 50), state required 2 letters, zip required (5 digits or
 * 5+4, max 10)". The state is one of the US states list (with DC and PR).
 */
export const EntityAddress = v.object({
  address: requiredText(ADDRESS_MAX_LENGTH),
  unit: optionalText(UNIT_MAX_LENGTH),
  city: requiredText(CITY_MAX_LENGTH),
  state: v.pipe(v.string(formMessages.required), v.nonEmpty(formMessages.required), UsState),
  zipCode: ZipCode,
});
export type EntityAddress = v.InferOutput<typeof EntityAddress>;

/** The fields an entity is created with: "Entity name max 100" (spec 001 §9), the six entity types, "Tax ID pattern dd-ddddddd", a phone. */
const entityFields = {
  name: requiredText(ENTITY_NAME_MAX_LENGTH),
  type: v.pipe(v.string(formMessages.required), v.nonEmpty(formMessages.required), EntityType),
  /** The tax id (TIN), as spec 002 §3 names it. Sensitive: kept out of the signed-in bundle, web storage and logs. */
  tin: TaxId,
  phone: PhoneNumber,
  businessAddress: EntityAddress,
  mailingAddress: EntityAddress,
};

/**
 * `POST /users/{userId}/entities`: "entity payload without sameAddress" (spec 001 §7). The API checks every rule the
 * form checks.
 */
export const NewEntityBody = v.object(entityFields);
export type NewEntityBody = v.InferInput<typeof NewEntityBody>;

/**
 * The entity creation form (the deal's entity step, and the profile's entities page through the same parcel): the
 * body's fields, plus `sameAddress`, which copies the business address into the mailing address. While it is ticked
 * the mailing address is not asked for (nor checked); `newEntityBodyOf` copies it and strips the flag before submit.
 */
export const EntityForm = v.variant('sameAddress', [
  v.object({ ...entityFields, sameAddress: v.literal(true), mailingAddress: v.optional(v.unknown()) }),
  v.object({ ...entityFields, sameAddress: v.optional(v.literal(false), false) }),
]);
export type EntityForm = v.InferInput<typeof EntityForm>;

/**
 * What the form submits: "entity payload without sameAddress" (spec 001 §7). With the same-address option ticked the
 * mailing address is the business address (a copy, so editing one later never changes the other).
 */
export function newEntityBodyOf(form: EntityForm): NewEntityBody {
  const { sameAddress, mailingAddress, ...entity } = form;
  const mailing = sameAddress ? { ...entity.businessAddress } : (mailingAddress as NewEntityBody['mailingAddress']);
  return { ...entity, mailingAddress: mailing };
}

/** The person in the path as spec 001 §7 writes it: `/users/{userId}/…`. */
export const EntityUserParams = v.object({ userId: RecordId });

/** An address as the API answers it (stored through `EntityAddress`, so already checked). */
export const EntityAddressAnswer = v.object({ address: v.string(), unit: v.string(), city: v.string(), state: v.string(), zipCode: v.string() });

/**
 * "docs (each with type, neededCount, files)" (spec 002 §3): a document the lender asks of the entity, `neededCount`
 * 1 while nothing is submitted for it (a rejected file does not count), and its files, newest first. The files are
 * listed to whom sees the entity's documents (entity.doc.read); to others the list is empty, the counts stay.
 */
export const EntityDocumentSummary = v.object({
  type: v.string(),
  neededCount: v.number(),
  submittedCount: v.number(),
  approvedCount: v.number(),
  files: v.array(DocumentFile),
});
export type EntityDocumentSummary = v.InferOutput<typeof EntityDocumentSummary>;

/**
 * "Entity (as listed and shown): id, name, type, tin, phone, businessAddress and mailingAddress (address, city, state,
 * zipCode), docs (each with type, neededCount, files), computed neededFiles" (spec 002 §3), with the address's unit
 * the creation form asks for. `tin` is here because the entity details summary shows the tax id (spec 002 §2.1) and
 * spec 002 §7 has no call for one entity; the signed-in bundle carries only id and name.
 *
 * `status` is the API's answer to "pending while any of its documents has a non-zero neededCount, approved
 * otherwise" (spec 002 §2.1, `entityStatusOf`); the portal shows it as given. `docs` is null while "no document list
 * exists", and then the entity is pending and `neededFiles` is the default 8 ("The default needed-document count is 8
 * when no document list exists"); otherwise `neededFiles` is the sum of its documents' neededCount.
 */
export const Entity = v.object({
  id: v.number(),
  name: v.string(),
  type: EntityType,
  tin: v.string(),
  phone: v.string(),
  businessAddress: EntityAddressAnswer,
  mailingAddress: EntityAddressAnswer,
  status: v.picklist(ENTITY_STATUSES),
  docs: v.nullable(v.array(EntityDocumentSummary)),
  neededFiles: v.number(),
});
export type Entity = v.InferOutput<typeof Entity>;

/** `GET /users/{id}/entities` (spec 002 §7, "entity list") and the answer of `POST`: oldest first, so "last is new". */
export const EntityList = v.array(Entity);
export type EntityList = v.InferOutput<typeof EntityList>;

/**
 * The documents a lender asks of a borrowing entity before approving it: the list the API gives a new entity, and
 * what "the items needed before approval" are for an entity whose list does not exist yet ("The default
 * needed-document count is 8 when no document list exists": these eight). The specification names none; these are
 * what a private lender's entity checklist holds.
 */
export const ENTITY_DOCUMENT_TYPES = [
  'Articles of Organization or Incorporation',
  'Operating Agreement or Bylaws',
  'EIN Confirmation Letter',
  'Certificate of Good Standing',
  'Organizational Chart',
  'Resolution to Borrow',
  'W-9',
  'Signers\' Government-Issued IDs',
] as const;

/**
 * "When pending it lists items needed before approval" (spec 002 §2.1): the types whose neededCount is not zero, or the
 * standard list while the entity has none.
 */
export function entityNeededItems(entity: Pick<Entity, 'docs'>): string[] {
  if (entity.docs === null) return [...ENTITY_DOCUMENT_TYPES];
  return entity.docs.filter((document) => document.neededCount !== 0).map((document) => document.type);
}

/** `/users/{userId}/entities/{entity_id}/…`: one of the account's entities. */
export const EntityParams = v.object({ userId: RecordId, entity_id: RecordId });

/** `/users/{userId}/entities/{entity_id}/files/{file_id}`: one file of the entity's documents. */
export const EntityFileParams = v.object({ userId: RecordId, entity_id: RecordId, file_id: RecordId });

/** `/users/{userId}/entities/{entity_id}/get_zip/{type}`: the files of one of the entity's document types. */
export const EntityZipParams = v.object({ userId: RecordId, entity_id: RecordId, type: DocumentTypeName });

/** "upload /users/{id}/entities/{entity_id}/docs | files with type": the document type the files are for. */
export const EntityDocumentUploadBody = v.object({ type: DocumentTypeName });
export type EntityDocumentUploadBody = v.InferInput<typeof EntityDocumentUploadBody>;

/** What an entity's uploaded file is for (`stored_files.kind`). */
export const ENTITY_DOCUMENT_KIND = 'entity_document';
/** "files with type": the most files one upload carries. */
export const ENTITY_DOCUMENT_MAX_FILES = 10;
