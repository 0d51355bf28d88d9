import { can, mayCall, type Endpoint, type Permission, type SessionState } from '@portal/shared-contracts';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { usePortal } from './PortalProvider';

/**
 * A slice of the session, re-rendering only when that slice changes. As with any zustand selector, return
 * an existing value or use `useShallow` for a new object, or React re-renders without end.
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const { session } = usePortal();
  // The contract's store has no initial-state accessor (zustand uses it only for server rendering).
  const store = useMemo(
    () => ({
      getState: () => session.getState(),
      getInitialState: () => session.getState(),
      subscribe: (listener: (state: SessionState, previous: SessionState) => void) => session.subscribe(listener),
    }),
    [session],
  );
  return useStore(store, selector);
}

/** "The owner permission grants everything; otherwise all required permissions must be held." Re-renders when permissions change. */
export function useCan(...required: Permission[]): boolean {
  const held = useSession((state) => state.bundle?.permissions);
  return can(held ?? [], ...required);
}

/**
 * Whether the signed-in person may make this call, by the endpoint's declared access (the API's own rule), so a
 * page hides or disables what the API would refuse. Re-renders when the session changes.
 */
export function useMayCall(endpoint: Pick<Endpoint, 'access'>): boolean {
  const bundle = useSession((state) => state.bundle);
  return mayCall(endpoint, bundle);
}
