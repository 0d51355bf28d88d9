import type { DeclarationsAnswer } from '@portal/shared-contracts';
import type { Database } from '../../db/database';
import { readsOf, saveSection, type ApplicationReads, type Saver } from '../store';

/** The declarations (spec 002 §3 'Declarations'), kept as the contract's `DeclarationsBody` cleared and checked them. */
const SECTION = 'declarations';

/** The declarations as answered, or null before their first save. */
export async function declarationsAnswerOf(db: Database, dataKey: Buffer, accountId: number, from: ApplicationReads = readsOf(db, dataKey, accountId)): Promise<DeclarationsAnswer | null> {
  return (await from.section<DeclarationsAnswer>(SECTION))?.data ?? null;
}

export async function saveDeclarations(db: Database, dataKey: Buffer, saver: Saver, declarations: DeclarationsAnswer): Promise<DeclarationsAnswer> {
  await saveSection(db, dataKey, saver, SECTION, declarations);
  return declarations;
}
