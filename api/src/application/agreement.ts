import type { AgreementAnswer } from '@portal/shared-contracts';
import type { Database } from '../db/database';
import { readsOf, saveSection, type ApplicationReads, type Saver } from './store';

/** "Agreement: agreed" (spec 002 §3): the Introduction's checkbox. */
export async function agreementAnswerOf(db: Database, dataKey: Buffer, accountId: number, from: ApplicationReads = readsOf(db, dataKey, accountId)): Promise<AgreementAnswer | null> {
  const saved = await from.section<AgreementAnswer>('agreement');
  return saved && { agreed: saved.data.agreed };
}

export async function saveAgreement(db: Database, dataKey: Buffer, saver: Saver): Promise<AgreementAnswer> {
  const answer = { agreed: true };
  await saveSection(db, dataKey, saver, 'agreement', answer);
  return answer;
}
