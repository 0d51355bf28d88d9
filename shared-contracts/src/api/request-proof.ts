/**
 * Proof that a request comes from the portal's own code. Every request that may change something (any method but
 * GET, HEAD and OPTIONS) carries this header; the API refuses one without it (403). A cross-site form cannot set a
 * header at all, and a cross-site `fetch` that sets one must first pass a CORS preflight, which the API never grants:
 * so a page of another site cannot make a signed-in browser post to the API with its cookie.
 *
 * The portal's transport and uploader send it, the API checks it, both from here.
 */
export const REQUEST_PROOF_HEADER = 'X-Portal-Request';
export const REQUEST_PROOF_VALUE = '1';

/** The header as a record, to spread into a request's headers. */
export const REQUEST_PROOF_HEADERS: Readonly<Record<string, string>> = { [REQUEST_PROOF_HEADER]: REQUEST_PROOF_VALUE };

/** Methods that only read; everything else needs the proof. */
const READING_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request of this method must carry the proof. */
export function needsRequestProof(method: string): boolean {
  return !READING_METHODS.has(method.toUpperCase());
}
