import { eq, notLike } from 'drizzle-orm';
import type { Database } from '../db/database';
import { lastFourDigitsOf, sealAccountNumber } from '../payment-methods/account-number-cipher';
import { entities } from './schema';

/*
 * An entity's tax id is kept the way bank account numbers are (AES-256-GCM under the API's data key, the same
 * versioned form, payment-methods/account-number-cipher.ts): sealed, with its last four digits beside it for the
 * answers. Nothing in the portal needs the whole number back.
 */

export function sealedTaxId(tin: string, dataKey: Buffer): { tin: string; tinLastFour: string } {
  return { tin: sealAccountNumber(tin, dataKey), tinLastFour: lastFourDigitsOf(tin) };
}

/** Seals tax ids written before they were sealed (any value not in the sealed form), once, at start. */
export async function sealClearTaxIds(db: Database, dataKey: Buffer): Promise<number> {
  const clear = await db.select({ id: entities.id, tin: entities.tin }).from(entities).where(notLike(entities.tin, 'v1.%'));
  for (const row of clear) await db.update(entities).set(sealedTaxId(row.tin, dataKey)).where(eq(entities.id, row.id));
  return clear.length;
}
