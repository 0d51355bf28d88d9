import { DEFAULT_NEEDED_DOCUMENTS, type Entity, type EntityAddress, type NewEntityBody } from '@portal/shared-contracts';
import { asc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '../db/database';
import { entities } from './schema';

export type EntityRow = typeof entities.$inferSelect;
/** An entity as the contract's `NewEntityBody` outputs it: trimmed and checked. */
export type NewEntity = v.InferOutput<typeof NewEntityBody>;

/** The account's entities, oldest first: the last is the newest ("response entities list, last is new"). */
export async function entitiesOf(db: Database, accountId: number): Promise<EntityRow[]> {
  return db.select().from(entities).where(eq(entities.accountId, accountId)).orderBy(asc(entities.id));
}

/** The bundle's minimal view: "id and name" only, so the tax id never reaches the session or web storage. */
export async function entityNamesOf(db: Database, accountId: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: entities.id, name: entities.name }).from(entities).where(eq(entities.accountId, accountId)).orderBy(asc(entities.id));
}

/** Adds an entity to the account, recorded as created by the person. */
export async function addEntity(db: Database, accountId: number, createdBy: number | null, entity: NewEntity, status?: EntityRow['status']): Promise<EntityRow> {
  const [row] = await db
    .insert(entities)
    .values({
      accountId,
      createdBy,
      name: entity.name,
      type: entity.type,
      tin: entity.tin,
      phone: entity.phone,
      ...addressValues('business', entity.businessAddress),
      ...addressValues('mailing', entity.mailingAddress),
      ...(status && { status }),
    })
    .returning();
  if (!row) throw new Error('Adding an entity returned no row');
  return row;
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

/**
 * The entity as the contract lists it (spec 002 §3). No document list exists yet for any entity (the entity
 * documents' area adds it), so `docs` is null and a pending entity needs the default 8 (spec 002 §3, §9).
 */
export function entityAnswerOf(row: EntityRow): Entity {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    tin: row.tin,
    phone: row.phone,
    businessAddress: { address: row.businessAddress, unit: row.businessUnit, city: row.businessCity, state: row.businessState, zipCode: row.businessZipCode },
    mailingAddress: { address: row.mailingAddress, unit: row.mailingUnit, city: row.mailingCity, state: row.mailingState, zipCode: row.mailingZipCode },
    status: row.status,
    docs: null,
    neededFiles: row.status === 'pending' ? DEFAULT_NEEDED_DOCUMENTS : 0,
  };
}
