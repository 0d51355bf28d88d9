import type { ComponentType } from 'react';
import { routeByName } from '@portal/shared-contracts';
import { useSession } from '@portal/shared-ui';
import { Page, Tabs } from '@portal/shared-ui/kit';
import { ChangePasswordTab } from './ChangePasswordTab';
import { PortalTeamMembersTab } from './PortalTeamMembersTab';
import { ProfilePictureTab } from './ProfilePictureTab';
import type { SettingsTab } from './settings-tabs';
import type { SettingsTabProps } from './settings-tab-props';
import { SocialMediaTab } from './SocialMediaTab';
import { useSettingsTab } from './useSettingsTab';
import './Settings.css';

/** Each tab's panel, by the contract's label. */
const PANELS: Record<SettingsTab['label'], ComponentType<SettingsTabProps>> = {
  'Change Password': ChangePasswordTab,
  'Change Profile Picture': ProfilePictureTab,
  'Social Media': SocialMediaTab,
  'Portal Team Members': PortalTeamMembersTab,
};

/**
 * Settings, `/settings?tab=n` (spec 000 §2.10, spec 002 §2.7): "Tabs: Change Password (everyone); Change Profile
 * Picture, Social Media and Portal Team Members (owner only). The tab index comes from the tab query."
 */
export function Settings() {
  const user = useSession((state) => state.bundle?.user);
  const { tabs, activeIndex, showTab } = useSettingsTab();
  const title = routeByName('Settings').title;
  if (!user) return null;
  return (
    <Page title={title}>
      <Tabs
        label={title}
        activeIndex={activeIndex}
        onChange={showTab}
        tabs={tabs.map((tab) => {
          const Panel = PANELS[tab.label];
          return { label: tab.label, content: <Panel user={user} /> };
        })}
      />
    </Page>
  );
}
