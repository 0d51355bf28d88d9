import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { installAccessControl } from './access/access-control';
import { API_AREAS } from './areas';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import { answerInOneShape } from './http/error-handling';
import { Refusal } from './http/refusal';
import { apiMessages } from './messages';

export interface AppDependencies {
  db: Database;
  config: ApiConfig;
}

/** The lender API on a database that is already open and migrated. Tests drive it with `app.inject`. */
export async function buildApp({ db, config }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: config.bodyLimitBytes, trustProxy: config.trustProxy });
  answerInOneShape(app);

  await app.register(helmet);
  await app.register(cookie);
  // Only the routes that name a limit are limited (see http/rate-limits.ts).
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => new Refusal(429, { message: apiMessages.tooManyAttempts }) });

  // Answers carry personal data and session state: no browser or proxy may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // Before any area: from here on a route without declared access fails the start.
  installAccessControl(app, { db, lowerEnvironment: config.lowerEnvironment });
  for (const area of API_AREAS) await app.register(area.routes, { db, config });
  return app;
}
