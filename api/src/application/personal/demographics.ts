import type { DemographicsAnswer } from '@portal/shared-contracts';
import type { Database } from '../../db/database';
import { readsOf, saveSection, type ApplicationReads, type Saver } from '../store';

/** The demographics (spec 002 §3 'Demographics'), kept as the contract's `DemographicsBody` cleared and checked them. */
const SECTION = 'demographics';

/** The demographics as answered, or null before their first save. */
export async function demographicsAnswerOf(db: Database, dataKey: Buffer, accountId: number, from: ApplicationReads = readsOf(db, dataKey, accountId)): Promise<DemographicsAnswer | null> {
  return (await from.section<DemographicsAnswer>(SECTION))?.data ?? null;
}

export async function saveDemographics(db: Database, dataKey: Buffer, saver: Saver, demographics: DemographicsAnswer): Promise<DemographicsAnswer> {
  await saveSection(db, dataKey, saver, SECTION, demographics);
  return demographics;
}
