import { ChangePasswordForm } from '@portal/shared-contracts';
import { TextField } from '@portal/shared-ui';
import { ValidatedForm } from '@portal/shared-ui/kit';
import { settingsTexts } from '../../texts/settings';
import { useChangePassword, type PasswordValues } from './useChangePassword';

export interface PasswordFormProps {
  userId: number;
  /** After the API took the new password. */
  onChanged(): void;
}

/**
 * "Password (Change Password tab): minimum 8 characters; confirmation must match ('Passwords must match')" (spec 002
 * §5): the contract's `ChangePasswordForm`, the rules the API applies, with the current password first.
 */
export function PasswordForm({ userId, onChanged }: PasswordFormProps) {
  const { changePassword } = useChangePassword(userId, onChanged);
  return (
    <ValidatedForm<PasswordValues>
      schema={ChangePasswordForm}
      onSubmit={changePassword}
      submitLabel={settingsTexts.savePassword}
      aria-label={settingsTexts.changePassword}
      className="profile-settings__form"
    >
      <TextField name="currentPassword" label={settingsTexts.currentPassword} type="password" autoComplete="current-password" required />
      <TextField name="password" label={settingsTexts.newPassword} type="password" autoComplete="new-password" hint={settingsTexts.passwordHint} required />
      <TextField name="password2" label={settingsTexts.confirmPassword} type="password" autoComplete="new-password" required />
    </ValidatedForm>
  );
}
