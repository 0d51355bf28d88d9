import { createContext, useContext, useSyncExternalStore } from 'react';
import { APPLICATION_TABS_VERTICAL_MEDIA } from '@portal/shared-contracts';

/**
 * Whether the page is drawn ahead for a wide window (prerender.tsx, at build time, where there is no window): its
 * picture for such a screen stands the tabs as the page will.
 */
export const DrawnForAWideWindow = createContext(false);

function subscribe(changed: () => void) {
  const query = window.matchMedia?.(APPLICATION_TABS_VERTICAL_MEDIA);
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}

/** "Tabs are laid out vertically when the window is 1300 px wide or more." */
export function useVerticalTabs(): boolean {
  const drawnWide = useContext(DrawnForAWideWindow);
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(APPLICATION_TABS_VERTICAL_MEDIA).matches ?? false, () => drawnWide);
}
