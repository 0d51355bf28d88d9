import { APPLICATION_DOCUMENT_TYPE, type ApplicationAnswer } from '@portal/shared-contracts';
import type { Database } from '../../db/database';
import { fileAccountDocument } from '../../documents/account-documents';
import type { StoredFileRow } from '../../files/receive-files';
import { addRecord, readsOf, recordsOf, saveSection, type ApplicationReads } from '../store';

/*
 * A signing of the application is the account's record (kind `application_signing`) once it completed, whichever
 * provider served it: the stand-in's signings table is the lower environments' alone, so it cannot say it.
 */
const COMPLETED_SIGNING = 'application_signing';

interface CompletedSigning {
  entity: number;
  signingKey: string;
  fileId: number;
}

/** What the provider hands back with the signed document: the entity signed for, and a key of this signing. */
export const signingReference = (entityId: number, signingKey: string) => `application:${entityId}:${signingKey}`;

function signingOfReference(reference: string): { entity: number; signingKey: string } {
  const [kind, entity, signingKey] = reference.split(':');
  if (kind !== 'application' || !entity || !/^\d+$/.test(entity) || !signingKey) throw new Error(`${reference} is not an application's signing`);
  return { entity: Number(entity), signingKey };
}

/**
 * The application came back signed (`reference` `application:<entity>:<key>`): the signed PDF joins the borrower's
 * own documents under "Borrower Application", the signing is remembered as completed for its entity, and the
 * application is saved signed. The portal's own save after `/pdf_signed` then confirms it: a provider whose notice
 * arrives late is the only case where that save answers 409 and is tried again.
 */
export async function applicationSigned(db: Database, dataKey: Buffer, reference: string, signed: StoredFileRow): Promise<void> {
  const { entity, signingKey } = signingOfReference(reference);
  if (signed.uploadedBy === null) throw new Error(`${reference}: the signed document names no signer`);
  await fileAccountDocument(db, { accountId: signed.accountId, type: APPLICATION_DOCUMENT_TYPE, fileIds: [signed.id] });
  const signing: CompletedSigning = { entity, signingKey, fileId: signed.id };
  const saver = { accountId: signed.accountId, userId: signed.uploadedBy };
  await addRecord(db, dataKey, saver, COMPLETED_SIGNING, signing);
  await saveSection(db, dataKey, saver, 'application', { type: 'entity', entity, signed: true } satisfies ApplicationAnswer);
}

/** Whether a signing of the application for this entity of the account has completed. */
export async function signingCompleted(db: Database, dataKey: Buffer, accountId: number, entityId: number): Promise<boolean> {
  const signings = await recordsOf<CompletedSigning>(db, dataKey, accountId, COMPLETED_SIGNING);
  return signings.some((signing) => signing.data.entity === entityId);
}

/** The account's signed application (the profile's `application`), or null before one is saved. */
export async function applicationAnswerOf(db: Database, dataKey: Buffer, accountId: number, from: ApplicationReads = readsOf(db, dataKey, accountId)): Promise<ApplicationAnswer | null> {
  return (await from.section<ApplicationAnswer>('application'))?.data ?? null;
}
