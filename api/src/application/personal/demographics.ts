import type { DemographicsAnswer } from '@portal/shared-contracts';
import type { Database } from '../../db/database';
import { saveSection, sectionOf, type Saver } from '../store';

/** The demographics (spec 002 §3 'Demographics'), kept as the contract's `DemographicsBody` cleared and checked them. */
const SECTION = 'demographics';

/** The demographics as answered, or null before their first save. */
export async function demographicsAnswerOf(db: Database, dataKey: Buffer, accountId: number): Promise<DemographicsAnswer | null> {
  return (await sectionOf<DemographicsAnswer>(db, dataKey, accountId, SECTION))?.data ?? null;
}

export async function saveDemographics(db: Database, dataKey: Buffer, saver: Saver, demographics: DemographicsAnswer): Promise<DemographicsAnswer> {
  await saveSection(db, dataKey, saver, SECTION, demographics);
  return demographics;
}
