import * as v from 'valibot';
import { signedIn } from '../access';
import { UserIdParams } from '../api/session';
import { defineEndpoint } from '../endpoints';
import { FileDownload, StoredFile } from '../uploads';

/** A file's id is a record id in the path, read as strictly as the person's. */
const FileIdParams = v.object({ id: UserIdParams.entries.id, fileId: UserIdParams.entries.id });

/**
 * Lower environments only: sample files for the kit page (/portal-kit), through the same upload and download
 * path every area's documents take (multipart with the limits checked while streaming, the file store, the
 * account's files only, the zip). Kept as "my documents" of the account.
 */
export const devFileEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/dev/files',
    params: UserIdParams,
    response: StoredFile,
    files: { file: { kind: 'kit_sample' } },
    access: { ...signedIn({ verified: true, permissions: ['mydocs.write'] }), lowerEnvironmentsOnly: true },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/users/{id}/dev/files',
    params: UserIdParams,
    response: v.array(StoredFile),
    access: { ...signedIn({ permissions: ['mydocs.read'] }), lowerEnvironmentsOnly: true },
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/users/{id}/dev/files/{fileId}',
    params: FileIdParams,
    response: FileDownload,
    download: true,
    access: { ...signedIn({ permissions: ['mydocs.read'] }), lowerEnvironmentsOnly: true },
  }),
  zip: defineEndpoint({
    method: 'GET',
    path: '/users/{id}/dev/files.zip',
    params: UserIdParams,
    response: FileDownload,
    download: true,
    access: { ...signedIn({ permissions: ['mydocs.read'] }), lowerEnvironmentsOnly: true },
  }),
};
