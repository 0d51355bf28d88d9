import { useSyncExternalStore } from 'react';
import { APPLICATION_TABS_VERTICAL_MEDIA } from '@portal/shared-contracts';

function subscribe(changed: () => void) {
  const query = window.matchMedia?.(APPLICATION_TABS_VERTICAL_MEDIA);
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}

/** "Tabs are laid out vertically when the window is 1300 px wide or more." Drawn ahead, they lie in a row. */
export function useVerticalTabs(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(APPLICATION_TABS_VERTICAL_MEDIA).matches ?? false, () => false);
}
