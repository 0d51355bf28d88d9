import { useCallback } from 'react';
import type { EndpointInput } from '@portal/shared-contracts';
// A kit module: the core by name, so that this hook reads the page's one PortalContext.
import { downloadUrl, usePortal, type DownloadEndpoint } from '@portal/shared-ui';

/** `downloadUrl` bound to the portal's API: `const urlOf = useDownloadUrl(); <a href={urlOf(endpoint, input)} download>`. */
export function useDownloadUrl(): <E extends DownloadEndpoint>(endpoint: E, input: EndpointInput<E>) => string {
  const { apiBase } = usePortal().env;
  return useCallback(<E extends DownloadEndpoint>(endpoint: E, input: EndpointInput<E>) => downloadUrl(apiBase, endpoint, input), [apiBase]);
}
