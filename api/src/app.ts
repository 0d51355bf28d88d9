import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './accounts/routes';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import { registerHealthRoute } from './health';
import { answerInOneShape } from './http/error-handling';
import { Refusal } from './http/refusal';
import { apiMessages } from './messages';
import { registerInvitationRoutes } from './invitations/routes';
import { registerDevOutboxRoute } from './outbox/dev-outbox-route';
import { registerPasswordRoutes } from './passwords/routes';
import { registerSessionRoutes } from './session/routes';
import { registerTeamsAreaRoutes } from './teams-area/routes';

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

  registerHealthRoute(app, db);
  registerSessionRoutes(app, db, config);
  registerAccountRoutes(app, db, config);
  registerPasswordRoutes(app, db, config);
  registerInvitationRoutes(app, db, config);
  registerTeamsAreaRoutes(app, db);
  if (config.lowerEnvironment) registerDevOutboxRoute(app, db);
  return app;
}
