import * as v from 'valibot';
import { CheckAccountBody } from './session';

export const HealthResponse = v.object({ ok: v.literal(true) });

export const DevOutboxQuery = v.object({ to: CheckAccountBody.entries.email });

/** An e-mail the API would have sent, as a lower environment shows it to tests and people. */
export const DevOutboxMessage = v.object({
  subject: v.string(),
  text: v.string(),
  code: v.nullable(v.string()),
  links: v.array(v.string()),
  /** ISO 8601. */
  created: v.string(),
});
export type DevOutboxMessage = v.InferOutput<typeof DevOutboxMessage>;
