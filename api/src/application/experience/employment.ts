import { employmentRecordOf, type EmploymentAnswer, type EmploymentBody, type EmploymentRecord } from '@portal/shared-contracts';
import type { Database } from '../../db/database';
import { Refusal } from '../../http/refusal';
import { httpMessages } from '../../http/messages';
import { addRecord, deleteRecord, readsOf, type ApplicationReads, type Saver } from '../store';

/** The record kind of the Employment Information tab's list (`store.ts`). */
export const EMPLOYMENT_KIND = 'employment';

/** "response employment": the account's employment records, oldest first ([] before the first). */
export async function employmentAnswerOf(db: Database, dataKey: Buffer, accountId: number, from: ApplicationReads = readsOf(db, dataKey, accountId)): Promise<EmploymentAnswer> {
  const records = await from.records<Omit<EmploymentRecord, 'id'>>(EMPLOYMENT_KIND);
  return records.map(({ id, data }) => ({ ...data, id }));
}

/** "POST /users/{id}/profile/employment": the record as the body schema checked and cleared it; the list after. */
export async function addEmployment(db: Database, dataKey: Buffer, saver: Saver, body: EmploymentBody): Promise<EmploymentAnswer> {
  await addRecord(db, dataKey, saver, EMPLOYMENT_KIND, employmentRecordOf(body));
  return employmentAnswerOf(db, dataKey, saver.accountId);
}

/** "DELETE /users/{id}/profile/employment/{employmentId}": another account's record is one that does not exist. */
export async function deleteEmployment(db: Database, dataKey: Buffer, accountId: number, employmentId: number): Promise<EmploymentAnswer> {
  if (!(await deleteRecord(db, accountId, EMPLOYMENT_KIND, employmentId))) throw new Refusal(404, { message: httpMessages.notFound });
  return employmentAnswerOf(db, dataKey, accountId);
}
