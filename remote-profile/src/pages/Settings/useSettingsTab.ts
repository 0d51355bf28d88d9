import { useSearchParams } from 'react-router';
import { SETTINGS_TABS } from '@portal/shared-contracts';
import { useCan } from '@portal/shared-ui';
import { settingsTabOf, visibleSettingsTabs, type SettingsTab } from './settings-tabs';

export interface SettingsTabState {
  /** The tabs this person sees, in the contract's order. */
  tabs: readonly SettingsTab[];
  /** The active one's position among `tabs`. */
  activeIndex: number;
  /** Shows the tab at this position among `tabs`, written in the `tab` query. */
  showTab(index: number): void;
}

/**
 * The Settings tab kept in the `tab` query (the index in `SETTINGS_TABS`). Moving between tabs replaces the history
 * entry: Back leaves the page rather than stepping through its tabs, as on My Deals.
 */
export function useSettingsTab(): SettingsTabState {
  const owner = useCan('owner');
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = visibleSettingsTabs(owner);
  const active = settingsTabOf(searchParams.get('tab'), owner);

  function showTab(index: number) {
    const tab = tabs[index];
    if (!tab) return;
    setSearchParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.set('tab', String(SETTINGS_TABS.indexOf(tab)));
        return query;
      },
      { replace: true },
    );
  }

  return { tabs, activeIndex: tabs.indexOf(active), showTab };
}
