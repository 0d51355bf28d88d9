import type { Endpoint, EndpointInput } from '@portal/shared-contracts';
import { requestUrl, type Query } from './request-url';

/** An endpoint that answers with a file (`download: true` in the contract). */
export type DownloadEndpoint = Endpoint & { download: true };

/**
 * The address of a download endpoint (`download: true`), for an `<a href download>` or an `<img src>`: the browser
 * fetches the file itself, with the session cookie, and the API sends it as an attachment. Built from the endpoint
 * table like every call, so no page writes a URL by hand. In the core: the shell's avatar needs it.
 */
export function downloadUrl<E extends DownloadEndpoint>(apiBase: string, endpoint: E, input: EndpointInput<E>): string {
  // A JSON endpoint behind a link would show its JSON, and a link can only GET: mistakes in the calling code.
  if (!(endpoint as Endpoint).download || endpoint.method !== 'GET') throw new Error(`${endpoint.method} ${endpoint.path} is not a download endpoint`);
  const { params, query } = input as { params?: Record<string, unknown>; query?: Query };
  return requestUrl(apiBase, endpoint, params, query);
}
