import { systemEndpoints } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { normalizeEmail } from '../accounts/users';
import { defineApiArea } from '../http/api-area';
import { registerEndpoint } from '../http/register-endpoint';
import { emailsTo } from '../outbox/outbox';

/** The API's own calls: its health, and in lower environments the e-mail it would have sent. */
export const systemApi = defineApiArea('system', async (app, { db }) => {
  // The database is asked too, so a load balancer stops sending traffic to an API that lost it.
  registerEndpoint(app, systemEndpoints.health, async () => {
    await db.execute(sql`select 1`);
    return { ok: true } as const;
  });

  // Declared for lower environments only: elsewhere the path does not exist (404).
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
});
