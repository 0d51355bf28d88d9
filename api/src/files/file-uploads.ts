import type { UploadEndpoint } from '@portal/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountActor } from '../access/actor';
import type { Database } from '../db/database';
import type { FileStore } from './file-store';
import { receiveUpload, type ReceivedUpload } from './receive-files';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by `installFileUploads`; `registerEndpoint` refuses an upload endpoint without it. */
    fileUploads?: FileUploads;
  }
}

export interface FileUploads {
  store: FileStore;
  receive(request: FastifyRequest, endpoint: UploadEndpoint, actor: AccountActor): Promise<ReceivedUpload>;
}

/** Every upload endpoint receives its files through this one path into the app's store. */
export function installFileUploads(app: FastifyInstance, { db, store }: { db: Database; store: FileStore }): void {
  app.decorate('fileUploads', {
    store,
    receive: (request, endpoint, actor) => receiveUpload(request, endpoint, { accountId: actor.accountId, userId: actor.userId }, db, store),
  } satisfies FileUploads);
}
