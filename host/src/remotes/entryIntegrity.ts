/** `crypto.subtle.digest`'s shape, so tests can hand in their own. */
export type Digest = (algorithm: string, data: ArrayBuffer) => Promise<ArrayBuffer>;

/** Whether the entry served now is the one the pin names, or why that could not be told. */
export type EntryIntegrity = { kind: 'matches' } | { kind: 'differs'; served: string } | { kind: 'unknown'; reason: string };

const ALGORITHMS: Record<string, string> = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' };

function base64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

/** Outside a secure context (plain http on another host than localhost) browsers offer no `crypto.subtle`. */
function browserDigest(): Digest | undefined {
  const subtle = globalThis.crypto?.subtle;
  return subtle && ((algorithm, data) => subtle.digest(algorithm, data));
}

/**
 * A browser refuses a script whose bytes do not match its `integrity` with the same error as a script it could not
 * fetch, so after a failure the loader asks here which one it was: the entry is fetched again (never from the cache)
 * and hashed with the pin's algorithm. `integrity` must come from the environment file's pin, never from the remote.
 */
export async function checkEntryIntegrity(
  entryUrl: string,
  integrity: string,
  { fetchImpl = fetch, digest = browserDigest() }: { fetchImpl?: typeof fetch; digest?: Digest } = {},
): Promise<EntryIntegrity> {
  const prefix = integrity.slice(0, integrity.indexOf('-'));
  const algorithm = ALGORITHMS[prefix];
  if (!algorithm) return { kind: 'unknown', reason: `${integrity} is not a subresource-integrity value` };
  if (!digest) return { kind: 'unknown', reason: 'this page cannot compute hashes (not a secure context)' };
  let bytes: ArrayBuffer;
  try {
    const response = await fetchImpl(entryUrl, { cache: 'no-store', mode: 'cors', credentials: 'omit' });
    if (!response.ok) return { kind: 'unknown', reason: `${entryUrl} answered HTTP ${response.status}` };
    bytes = await response.arrayBuffer();
  } catch (error) {
    return { kind: 'unknown', reason: `${entryUrl} did not answer (${String(error)})` };
  }
  const served = `${prefix}-${base64(await digest(algorithm, bytes))}`;
  return served === integrity ? { kind: 'matches' } : { kind: 'differs', served };
}
