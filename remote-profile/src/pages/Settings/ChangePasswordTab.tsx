import { useState } from 'react';
import { CollapsibleSection, FactList } from '@portal/shared-ui/kit';
import { settingsTexts } from '../../texts/settings';
import { PasswordForm } from './PasswordForm';
import type { SettingsTabProps } from './settings-tab-props';

/**
 * Change Password, for everyone: "The login e-mail is displayed with a change-password link", a disclosure that
 * shows the form. Once changed, the tab says that the person's other sessions were signed out (the API ends them).
 */
export function ChangePasswordTab({ user }: SettingsTabProps) {
  const [changed, setChanged] = useState(false);
  return (
    <div className="profile-settings__tab">
      <FactList facts={[{ label: settingsTexts.loginEmail, value: user.user_email }]} />
      <CollapsibleSection title={settingsTexts.changePassword} headingLevel={2}>
        <PasswordForm userId={user.id} onChanged={() => setChanged(true)} />
      </CollapsibleSection>
      {/* Always present, so the sentence is announced when it appears. */}
      <p role="status" className="profile-settings__note">
        {changed ? settingsTexts.otherSessionsSignedOut : ''}
      </p>
    </div>
  );
}
