import {
  ENTITY_DOCUMENT_TYPES,
  entityNeededFiles,
  entityStatusOf,
  maskedTaxId,
  type Entity,
  type EntityAddress,
  type EntityDocumentSummary,
  type NewEntityBody,
} from '@portal/shared-contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import { countsOf, documentFileOf, listedFilesOfDocuments } from '../documents/document-files';
import { documents } from '../documents/schema';
import { entities } from './schema';
import { sealedTaxId } from './sealed-tax-ids';

export type EntityRow = typeof entities.$inferSelect;
/** An entity as the contract's `NewEntityBody` outputs it: trimmed and checked. */
export type NewEntity = v.InferOutput<typeof NewEntityBody>;

const entitiesStatement = preparedStatement(
  'entities_of_account',
  (db, name) =>
    db
      .select()
      .from(entities)
      .where(eq(entities.accountId, sql.placeholder('accountId')))
      .orderBy(asc(entities.id))
      .prepare(name),
);

/** The account's entities, oldest first: the last is the newest ("response entities list, last is new"). */
export async function entitiesOf(db: Database, accountId: number): Promise<EntityRow[]> {
  return entitiesStatement(db).execute({ accountId });
}

/** One of the account's entities, or undefined: another account's entity is as absent as one that does not exist. */
export async function entityOfAccount(db: Database, accountId: number, entityId: number): Promise<EntityRow | undefined> {
  const [row] = await db.select().from(entities).where(and(eq(entities.accountId, accountId), eq(entities.id, entityId)));
  return row;
}

/** The bundle's minimal view: "id and name" only, so the tax id never reaches the session or web storage. */
export async function entityNamesOf(db: Database, accountId: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: entities.id, name: entities.name }).from(entities).where(eq(entities.accountId, accountId)).orderBy(asc(entities.id));
}

/**
 * Adds an entity to the account, recorded as created by the person, with the documents the lender asks of an entity
 * (`ENTITY_DOCUMENT_TYPES`) unless told otherwise (an entity from before the lender kept lists, in the demo data).
 */
export async function addEntity(db: Database, dataKey: Buffer, accountId: number, createdBy: number | null, entity: NewEntity, { documentList = true } = {}): Promise<EntityRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(entities)
      .values({
        accountId,
        createdBy,
        name: entity.name,
        type: entity.type,
        ...sealedTaxId(entity.tin, dataKey),
        phone: entity.phone,
        ...addressValues('business', entity.businessAddress),
        ...addressValues('mailing', entity.mailingAddress),
      })
      .returning();
    if (!row) throw new Error('Adding an entity returned no row');
    if (documentList) await ensureEntityDocumentList(tx, accountId, row.id);
    return row;
  });
}

/** Gives the entity the lender's list of entity documents, each asked for, where it has none. */
export async function ensureEntityDocumentList(db: Database, accountId: number, entityId: number): Promise<void> {
  const [existing] = await db.select({ id: documents.id }).from(documents).where(and(eq(documents.accountId, accountId), eq(documents.entityId, entityId))).limit(1);
  if (existing) return;
  await db
    .insert(documents)
    .values(ENTITY_DOCUMENT_TYPES.map((type) => ({ accountId, entityId, type, required: true })))
    .onConflictDoNothing();
}

function addressValues<P extends 'business' | 'mailing'>(prefix: P, address: EntityAddress) {
  return {
    [`${prefix}Address`]: address.address,
    [`${prefix}Unit`]: address.unit,
    [`${prefix}City`]: address.city,
    [`${prefix}State`]: address.state,
    [`${prefix}ZipCode`]: address.zipCode,
  } as Record<`${P}${'Address' | 'Unit' | 'City' | 'State' | 'ZipCode'}`, string>;
}

export type EntityDocumentRow = typeof documents.$inferSelect;

/** The entities' documents; the entities as one array, so the statement's text is the same however many they are. */
const entityDocumentsStatement = preparedStatement(
  'documents_of_entities',
  (db, name) =>
    db
      .select()
      .from(documents)
      .where(and(eq(documents.accountId, sql.placeholder('accountId')), sql`${documents.entityId} = any(${sql.placeholder('entityIds')})`, isNull(documents.loanId)))
      .orderBy(asc(documents.type), asc(documents.id))
      .prepare(name),
);

/** The documents of the account's entities, by entity, in type order. */
async function documentsOfEntities(db: Database, accountId: number, entityIds: readonly number[]): Promise<Map<number, EntityDocumentRow[]>> {
  const byEntity = new Map<number, EntityDocumentRow[]>();
  if (entityIds.length === 0) return byEntity;
  const rows = await entityDocumentsStatement(db).execute({ accountId, entityIds: [...entityIds] });
  for (const row of rows) byEntity.set(row.entityId!, [...(byEntity.get(row.entityId!) ?? []), row]);
  return byEntity;
}

/** Whether the entity's files are listed: to whom sees the entity's documents (entity.doc.read), or nobody's files. */
export interface EntityView {
  withFiles: boolean;
}

/**
 * The account's entities as the contract lists them (spec 002 §3): each with its documents (type, neededCount, the
 * counts and, to whom may see them, the files) or `docs: null` without a document list, and the status and needed
 * files read off them (`entityStatusOf`, `entityNeededFiles`), so the list, the indicators and the dashboard agree.
 */
export async function entityAnswersOf(db: Database, accountId: number, { withFiles }: EntityView): Promise<Entity[]> {
  const rows = await entitiesOf(db, accountId);
  const documentsByEntity = await documentsOfEntities(db, accountId, rows.map((row) => row.id));
  const allDocuments = [...documentsByEntity.values()].flat();
  const files = await listedFilesOfDocuments(db, accountId, allDocuments.map((document) => document.id));
  return rows.map((row) => {
    const own = documentsByEntity.get(row.id);
    const docs = own
      ? own.map((document): EntityDocumentSummary => {
          const documentFiles = files.get(document.id) ?? [];
          const { submittedCount, approvedCount, needed } = countsOf(document.required, documentFiles);
          return { type: document.type, neededCount: needed ? 1 : 0, submittedCount, approvedCount, files: withFiles ? documentFiles.map(documentFileOf) : [] };
        })
      : null;
    return entityAnswerOf(row, docs);
  });
}

/** The entity as the contract lists it, given its documents (null: it has no document list). */
export function entityAnswerOf(row: EntityRow, docs: EntityDocumentSummary[] | null): Entity {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    tin: maskedTaxId(row.tinLastFour),
    phone: row.phone,
    businessAddress: { address: row.businessAddress, unit: row.businessUnit, city: row.businessCity, state: row.businessState, zipCode: row.businessZipCode },
    mailingAddress: { address: row.mailingAddress, unit: row.mailingUnit, city: row.mailingCity, state: row.mailingState, zipCode: row.mailingZipCode },
    status: entityStatusOf(docs),
    docs,
    neededFiles: entityNeededFiles(docs),
  };
}

/** The entity's document of this type, or undefined. */
export async function entityDocumentOfType(db: Database, accountId: number, entityId: number, type: string): Promise<EntityDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.accountId, accountId), eq(documents.entityId, entityId), isNull(documents.loanId), eq(documents.type, type)));
  return row;
}
