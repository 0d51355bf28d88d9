import {
  realEstateOperationRecordOf,
  type RealEstateExperienceAnswer,
  type RealEstateExperienceBody,
  type RealEstateOperationAnswer,
  type RealEstateOperationBody,
  type RealEstateOperationRecord,
} from '@portal/shared-contracts';
import type { Database } from '../../db/database';
import { httpMessages } from '../../http/messages';
import { Refusal } from '../../http/refusal';
import { addRecord, deleteRecord, readsOf, saveSection, type ApplicationReads, type Saver } from '../store';

/** The section of the experience questions (`APPLICATION_SECTIONS`) and the record kind of the properties (`store.ts`). */
export const EXPERIENCE_SECTION = 'realEstateExperience';
export const OPERATION_KIND = 'real_estate_operation';

/** "response realEstateExperience", or null before the first save. */
export async function realEstateExperienceAnswerOf(
  db: Database,
  dataKey: Buffer,
  accountId: number,
  from: ApplicationReads = readsOf(db, dataKey, accountId),
): Promise<RealEstateExperienceAnswer | null> {
  const saved = await from.section<RealEstateExperienceAnswer>(EXPERIENCE_SECTION);
  return saved && saved.data;
}

/** "POST /users/{id}/profile/real_estate_experience": saved whole, as the body schema checked and cleared it. */
export async function saveRealEstateExperience(db: Database, dataKey: Buffer, saver: Saver, body: RealEstateExperienceBody): Promise<RealEstateExperienceAnswer> {
  const answer: RealEstateExperienceAnswer = { ...body, averagePurchasePrice: body.averagePurchasePrice ?? null, averageRehabBudget: body.averageRehabBudget ?? null };
  await saveSection(db, dataKey, saver, EXPERIENCE_SECTION, answer);
  return answer;
}

/** "response realEstateOperation": the account's properties, oldest first ([] before the first). */
export async function realEstateOperationAnswerOf(db: Database, dataKey: Buffer, accountId: number, from: ApplicationReads = readsOf(db, dataKey, accountId)): Promise<RealEstateOperationAnswer> {
  const records = await from.records<Omit<RealEstateOperationRecord, 'id'>>(OPERATION_KIND);
  return records.map(({ id, data }) => ({ ...data, id }));
}

/** "POST /users/{id}/profile/real_estate_operation": one property; the list after. */
export async function addRealEstateOperation(db: Database, dataKey: Buffer, saver: Saver, body: RealEstateOperationBody): Promise<RealEstateOperationAnswer> {
  await addRecord(db, dataKey, saver, OPERATION_KIND, realEstateOperationRecordOf(body));
  return realEstateOperationAnswerOf(db, dataKey, saver.accountId);
}

/** "DELETE /users/{id}/profile/real_estate_operation/{id}": another account's property is one that does not exist. */
export async function deleteRealEstateOperation(db: Database, dataKey: Buffer, accountId: number, operationId: number): Promise<RealEstateOperationAnswer> {
  if (!(await deleteRecord(db, accountId, OPERATION_KIND, operationId))) throw new Refusal(404, { message: httpMessages.notFound });
  return realEstateOperationAnswerOf(db, dataKey, accountId);
}
