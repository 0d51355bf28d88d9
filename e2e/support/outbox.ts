import { expect, type APIRequestContext } from '@playwright/test';
import type { DevOutboxMessage } from '@portal/shared-contracts';

/** The newest e-mail the API "sent" to an address, read from the lower environment's outbox. */
export async function newestEmail(request: APIRequestContext, to: string, { subject }: { subject?: RegExp } = {}): Promise<DevOutboxMessage> {
  let found: DevOutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as DevOutboxMessage[];
      found = messages.find((message) => !subject || subject.test(message.subject));
      return Boolean(found);
    }, { message: `an e-mail to ${to}` })
    .toBe(true);
  return found as DevOutboxMessage;
}

/**
 * The path of the portal link an e-mail carries, e.g. "/users/7/verify/abc", to open against the test's baseURL.
 * Links are absolute, from the API's PUBLIC_URL (http://127.0.0.1:8080 under servePortal): the test follows the
 * path, so it opens the portal this run serves whatever address the link names.
 */
export function portalPathIn(message: DevOutboxMessage): string {
  const link = message.links[0];
  if (!link) throw new Error(`The e-mail "${message.subject}" has no link`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
