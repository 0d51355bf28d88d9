import { useCallback, useEffect, useRef, useState } from 'react';
import { propertyEndpoints, propertySearchQuery, type FoundProperty, type PropertySearchCriteria } from '@portal/shared-contracts';
import { messageOf, usePortal } from '@portal/shared-ui';

/** Where the search stands. While a new search runs, the previous results stay on screen. */
export type PropertySearchState =
  | { status: 'idle' }
  | { status: 'searching'; results: readonly FoundProperty[] | null }
  | { status: 'found'; results: readonly FoundProperty[] }
  | { status: 'failed'; message: string };

/** The results on screen, or null before any search answered (or after one failed). */
export function resultsOf(state: PropertySearchState): readonly FoundProperty[] | null {
  return state.status === 'found' || state.status === 'searching' ? state.results : null;
}

/**
 * `GET /search_property?q=` (spec 001 §7) on demand. A new search aborts the one still running, and leaving aborts
 * it too, so a late answer never replaces a newer one nor reaches a closed dialog.
 */
export function usePropertySearch(): { state: PropertySearchState; search(criteria: PropertySearchCriteria): Promise<void> } {
  const { api } = usePortal();
  const [state, setState] = useState<PropertySearchState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const search = useCallback(
    async (criteria: PropertySearchCriteria) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState((previous) => ({ status: 'searching', results: resultsOf(previous) }));
      try {
        const { data } = await api.call(propertyEndpoints.search, { query: propertySearchQuery(criteria) }, { signal: controller.signal });
        if (!controller.signal.aborted) setState({ status: 'found', results: data });
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'failed', message: messageOf(error) });
      }
    },
    [api],
  );

  return { state, search };
}
