import { useSyncExternalStore } from 'react';
import { VERTICAL_APPLICATION_TABS_MIN_WIDTH_PX } from '@portal/shared-contracts';

const WIDE = `(min-width: ${VERTICAL_APPLICATION_TABS_MIN_WIDTH_PX}px)`;

function subscribe(changed: () => void) {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}

/** "Tabs are laid out vertically when the window is 1300 px wide or more." */
export function useVerticalTabs(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(WIDE).matches ?? false, () => false);
}
