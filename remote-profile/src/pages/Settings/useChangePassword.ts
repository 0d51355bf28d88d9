import type { FormApi, SubmissionErrors } from 'final-form';
import { passwordRecoveryMessages, settingsEndpoints, type ChangePasswordForm } from '@portal/shared-contracts';
import { clearFields, fieldErrorsOf, toastRequestError, usePortal } from '@portal/shared-ui';

/** What the Change Password form holds while the person types. */
export type PasswordValues = Partial<ChangePasswordForm>;

const ALL_PASSWORDS = ['currentPassword', 'password', 'password2'] as const;

/**
 * The Change Password tab's submission: `POST /users/{id}/change_password` with the form. Success says "Password
 * reset successfully." (spec 002 §8) and empties the three fields, which should not linger on screen. A refusal is
 * toasted and put under its fields (a wrong current password under that one), and what was typed stays to be
 * corrected: nothing is lost.
 */
export function useChangePassword(userId: number, onChanged: () => void) {
  const portal = usePortal();

  async function changePassword(values: PasswordValues, form: FormApi<PasswordValues>): Promise<SubmissionErrors> {
    const body: ChangePasswordForm = { currentPassword: values.currentPassword ?? '', password: values.password ?? '', password2: values.password2 ?? '' };
    try {
      await portal.api.call(settingsEndpoints.changePassword, { params: { id: userId }, body }, { block: true });
    } catch (error) {
      toastRequestError(portal.ui, error);
      return fieldErrorsOf(error);
    }
    portal.ui.toast('success', passwordRecoveryMessages.passwordReset);
    clearFields(form, ALL_PASSWORDS);
    onChanged();
    return undefined;
  }

  return { changePassword };
}
