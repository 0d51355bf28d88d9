import type { FastifyInstance } from 'fastify';
import { normalizeEmail } from '../accounts/users';
import { systemEndpoints } from '@portal/shared-contracts';
import type { Database } from '../db/database';
import { registerEndpoint } from '../http/register-endpoint';
import { emailsTo } from './outbox';

/** GET /dev/outbox?to=: register it only in a lower environment; elsewhere the path does not exist (404). */
export function registerDevOutboxRoute(app: FastifyInstance, db: Database): void {
  registerEndpoint(app, systemEndpoints.devOutbox, async ({ query }) => {
    const sent = await emailsTo(db, normalizeEmail(query.to));
    return sent.map((email) => ({
      subject: email.subject,
      text: email.text,
      code: email.code,
      links: email.links,
      created: email.createdAt.toISOString(),
    }));
  });
}
