import { useCallback } from 'react';
import type { Endpoint, EndpointInput } from '@portal/shared-contracts';
// A kit module: the core by name, so that this hook reads the page's one PortalContext.
import { usePortal } from '@portal/shared-ui';
import { requestUrl, type Query } from './request-url';

/** An endpoint that answers with a file (`download: true` in the contract). */
export type DownloadEndpoint = Endpoint & { download: true };

/**
 * The address of a download endpoint (`download: true`), for an `<a href download>`: the browser fetches the file
 * itself, with the session cookie, straight to disk, and the API sends it as an attachment. Built from the
 * endpoint table like every call, so no page writes a URL by hand.
 */
export function downloadUrl<E extends DownloadEndpoint>(apiBase: string, endpoint: E, input: EndpointInput<E>): string {
  // A JSON endpoint behind a link would show its JSON, and a link can only GET: mistakes in the calling code.
  if (!(endpoint as Endpoint).download || endpoint.method !== 'GET') throw new Error(`${endpoint.method} ${endpoint.path} is not a download endpoint`);
  const { params, query } = input as { params?: Record<string, unknown>; query?: Query };
  return requestUrl(apiBase, endpoint, params, query);
}

/** `downloadUrl` bound to the portal's API: `const urlOf = useDownloadUrl(); <a href={urlOf(endpoint, input)} download>`. */
export function useDownloadUrl(): <E extends DownloadEndpoint>(endpoint: E, input: EndpointInput<E>) => string {
  const { apiBase } = usePortal().env;
  return useCallback(<E extends DownloadEndpoint>(endpoint: E, input: EndpointInput<E>) => downloadUrl(apiBase, endpoint, input), [apiBase]);
}
