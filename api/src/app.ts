import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@portal/shared-contracts';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { installAccessControl } from './access/access-control';
import { API_AREAS } from './areas';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import { configuredFileStore } from './files/configured-store';
import type { FileStore } from './files/file-store';
import { installFileUploads } from './files/file-uploads';
import { answerInOneShape, frameworkRefusalsInOneShape } from './http/error-handling';
import { loggerOptions, type LogStream } from './http/logging';
import { Refusal } from './http/refusal';
import { httpMessages } from './http/messages';
import { requireRequestProof } from './http/request-proof';
import { sendSecurityHeaders } from './http/security-headers';
import { installSessionCookie } from './session/session-cookie';

export interface AppDependencies {
  db: Database;
  config: ApiConfig;
  /** Where uploads go; a folder under the data directory unless given (tests give a temporary one). */
  fileStore?: FileStore;
  /** Where the log goes instead of stdout: tests that read it. */
  logStream?: LogStream;
}

/** The lender API on a database that is already open and migrated. Tests drive it with `app.inject`. */
export async function buildApp({ db, config, fileStore = configuredFileStore(config), logStream }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerOptions(config.logLevel, logStream), bodyLimit: config.bodyLimitBytes, trustProxy: config.trustProxy, ...frameworkRefusalsInOneShape });
  answerInOneShape(app);

  sendSecurityHeaders(app);
  await app.register(cookie);
  installSessionCookie(app, { secure: config.cookieSecure });
  // After helmet, so a refusal carries its headers too; before every route's own hooks and before any body is read.
  requireRequestProof(app);
  // Backstops only: each file's own limit (25 MB, 5 MB for spreadsheets, or its field's) is enforced while it
  // streams (files/receive-files.ts). Text fields beside files are short.
  await app.register(multipart, { limits: { fileSize: 2 * UPLOAD_MAX_BYTES, files: 10, fields: 20, fieldSize: 64 * 1024, parts: 30, headerPairs: 200 } });
  // Only the routes that name a limit are limited (see http/rate-limits.ts).
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => new Refusal(429, { message: httpMessages.tooManyAttempts }) });

  // Answers carry personal data and session state: no browser or proxy may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // Before any area: from here on a route without declared access fails the start.
  installAccessControl(app, { db, lowerEnvironment: config.lowerEnvironment });
  installFileUploads(app, { db, store: fileStore });
  for (const area of API_AREAS) await app.register(area.routes, { db, config });
  return app;
}
