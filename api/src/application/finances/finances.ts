import { FinancesAnswer } from '@portal/shared-contracts';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { readsOf, saveSection, type ApplicationReads, type Saver } from '../store';

/** The store's section of the statement's main part (the missing-flags map reads it by this name). */
export const FINANCES_SECTION = 'finances';

/** The financial statement's main part as saved ("response finances"), or null before its first save. */
export async function financesAnswerOf(db: Database, dataKey: Buffer, accountId: number, from: ApplicationReads = readsOf(db, dataKey, accountId)): Promise<FinancesAnswer | null> {
  const saved = await from.section<unknown>(FINANCES_SECTION);
  return saved ? v.parse(FinancesAnswer, saved.data) : null;
}

/** Saves the main part whole, as the contract's `FinanceBody` read it. Nothing in it is sensitive: no secrets. */
export async function saveFinances(db: Database, dataKey: Buffer, saver: Saver, finances: FinancesAnswer): Promise<void> {
  await saveSection(db, dataKey, saver, FINANCES_SECTION, finances);
}
