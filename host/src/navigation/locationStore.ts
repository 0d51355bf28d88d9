import { createStore } from 'zustand/vanilla';

export interface PortalLocation {
  pathname: string;
  search: string;
}

const read = (): PortalLocation => ({ pathname: window.location.pathname, search: window.location.search });

/** The current URL for the host's own React tree; single-spa keeps every router on the same URL. */
export function createLocationStore() {
  const store = createStore<PortalLocation>(read);
  const update = () => {
    const next = read();
    const current = store.getState();
    if (next.pathname !== current.pathname || next.search !== current.search) store.setState(next, true);
  };
  window.addEventListener('popstate', update);
  window.addEventListener('single-spa:before-routing-event', update);
  return store;
}

export type LocationStore = ReturnType<typeof createLocationStore>;

export const currentLocation = () => `${window.location.pathname}${window.location.search}`;
