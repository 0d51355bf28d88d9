import { needsRequestProof, REQUEST_PROOF_HEADER, REQUEST_PROOF_VALUE } from '@portal/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { httpMessages } from './messages';
import { Refusal } from './refusal';

const HEADER = REQUEST_PROOF_HEADER.toLowerCase();

/**
 * Refuses every request that may change something (any method but GET, HEAD, OPTIONS) unless it carries the
 * portal's request proof (`X-Portal-Request: 1`, shared-contracts' api/request-proof.ts). A page of another site can
 * make a browser send a form or a simple `fetch` with the session cookie, but not with a custom header unless the
 * API grants a CORS preflight, which it never does. SameSite=Lax already keeps the cookie off cross-site POSTs;
 * this holds for sibling subdomains (same site), older browsers and body-less requests too.
 *
 * An app-level `onRequest` hook: it runs before the body is read and before any route's own hooks (the rate limit,
 * the access check), so a forged request costs one header look-up. 403 in the one refusal shape.
 */
export function requireRequestProof(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!needsRequestProof(request.method)) return;
    if (request.headers[HEADER] !== REQUEST_PROOF_VALUE) throw new Refusal(403, { message: httpMessages.notFromPortal });
  });
}
