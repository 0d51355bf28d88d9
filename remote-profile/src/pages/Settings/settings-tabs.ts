import { SETTINGS_TABS } from '@portal/shared-contracts';

export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** "Change Password (everyone); Change Profile Picture, Social Media and Portal Team Members (owner only)." */
export function visibleSettingsTabs(owner: boolean): readonly SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => owner || !tab.ownerOnly);
}

/** An index as a link writes it: digits, no sign, space or fraction. */
const TAB_INDEX = /^[0-9]{1,2}$/;

/**
 * "The active tab comes from the tab query": its index in `SETTINGS_TABS` (the sidebar's Team Members item leads to
 * 3). A query that is not such an index, or names a tab the person may not see, shows Change Password.
 */
export function settingsTabOf(query: string | null, owner: boolean): SettingsTab {
  const asked = query !== null && TAB_INDEX.test(query) ? SETTINGS_TABS[Number(query)] : undefined;
  return asked && visibleSettingsTabs(owner).includes(asked) ? asked : SETTINGS_TABS[0];
}
