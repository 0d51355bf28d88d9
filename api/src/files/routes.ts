import { devFileEndpoints, type StoredFile } from '@portal/shared-contracts';
import { and, desc, eq } from 'drizzle-orm';
import { defineApiArea } from '../http/api-area';
import { Refusal } from '../http/refusal';
import { registerEndpoint } from '../http/register-endpoint';
import { httpMessages } from '../http/messages';
import type { StoredFileRow } from './receive-files';
import { storedFileAnswer, zipAnswer } from './send-file';
import { storedFiles } from './schema';

const KIT_SAMPLE = devFileEndpoints.upload.files.file.kind;

export function storedFileOf(row: StoredFileRow): StoredFile {
  return { id: row.id, name: row.name, contentType: row.contentType, size: row.size, uploaded: row.createdAt.toISOString() };
}

/**
 * The kit page's sample files (lower environments only, declared so in the contract): the upload path every
 * area's documents take, shown and tested end to end. Everything is read through the account the session
 * operates on; another account's file answers 404, as one that does not exist.
 */
export const filesApi = defineApiArea('files', async (app, { db }) => {
  const store = app.fileUploads!.store;
  const samplesOf = (accountId: number) =>
    db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.accountId, accountId), eq(storedFiles.kind, KIT_SAMPLE)))
      .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id));

  registerEndpoint(app, devFileEndpoints.upload, async ({ files }) => storedFileOf(files.file[0]!));

  registerEndpoint(app, devFileEndpoints.list, async ({ actor }) => (await samplesOf(actor.accountId)).map(storedFileOf));

  registerEndpoint(app, devFileEndpoints.download, async ({ actor, params }) => {
    const [file] = await db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.id, params.fileId), eq(storedFiles.accountId, actor.accountId), eq(storedFiles.kind, KIT_SAMPLE)));
    if (!file) throw new Refusal(404, { message: httpMessages.notFound });
    return storedFileAnswer(store, file);
  });

  registerEndpoint(app, devFileEndpoints.zip, async ({ actor }) => zipAnswer(store, 'kit-samples.zip', await samplesOf(actor.accountId)));
});
