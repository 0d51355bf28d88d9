import type { AgreementAnswer } from '@portal/shared-contracts';
import type { Database } from '../db/database';
import { sectionOf, saveSection, type Saver } from './store';

/** "Agreement: agreed" (spec 002 §3): the Introduction's checkbox. */
export async function agreementAnswerOf(db: Database, dataKey: Buffer, accountId: number): Promise<AgreementAnswer | null> {
  const saved = await sectionOf<AgreementAnswer>(db, dataKey, accountId, 'agreement');
  return saved && { agreed: saved.data.agreed };
}

export async function saveAgreement(db: Database, dataKey: Buffer, saver: Saver): Promise<AgreementAnswer> {
  const answer = { agreed: true };
  await saveSection(db, dataKey, saver, 'agreement', answer);
  return answer;
}
