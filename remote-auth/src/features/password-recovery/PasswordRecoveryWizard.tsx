import { useState, type FormEvent } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import {
  NewPasswordForm,
  passwordEndpoints,
  passwordRecoveryMessages,
  RESET_CODE_LENGTH,
  signInMessages,
  VerifyResetCodeBody,
} from '@portal/shared-contracts';
import { clearFields, Modal, TextField, toastRequestError, usePortal, validateWith } from '@portal/shared-ui';
import { checkFields, Wizard } from '@portal/shared-ui/kit';
import { signInTexts } from '../../texts/sign-in';
import { ResendCodeLink } from '../resend-code/ResendCodeLink';

interface RecoveryValues {
  email?: string;
  code?: string;
  password?: string;
  password2?: string;
  /** Not a field: the token /verify_reset_code answers, which /new_password needs. */
  resetToken?: string;
}

// Every field's rule at once; each step checks only its own fields (checkFields). A missing token is never a field's.
const validateCode = validateWith(VerifyResetCodeBody);
const validatePassword = validateWith(NewPasswordForm);
const validateRecovery = (values: RecoveryValues) => ({ ...validatePassword(values), ...validateCode(values) });

interface PasswordRecoveryWizardProps {
  email: string;
  /** Open at the 6-digit code (sign-in answered `reset_password: true`, spec 000 §7). */
  startAtCode: boolean;
  onClose(): void;
  /** The password was changed: back to sign-in with this e-mail. */
  onDone(email: string): void;
}

/**
 * The Password Recovery wizard of spec 000 §2.6 and §4.2: Email Confirmation (POST /reset_password e-mails a code),
 * 6-Digit Code (POST /verify_reset_code answers the reset token), New Password (POST /new_password).
 */
export function PasswordRecoveryWizard({ email, startAtCode, onClose, onDone }: PasswordRecoveryWizardProps) {
  const portal = usePortal();
  const [step, setStep] = useState(startAtCode ? 1 : 0);
  const [emailStep, codeStep, passwordStep] = passwordRecoveryMessages.steps;

  async function sendCode(form: FormApi<RecoveryValues>): Promise<boolean> {
    if (!checkFields(form, ['email'])) return false;
    try {
      await portal.api.call(passwordEndpoints.resetPassword, { body: { email: form.getState().values.email ?? '' } });
      return true;
    } catch (error) {
      toastRequestError(portal.ui, error);
      return false;
    }
  }

  async function verifyCode(form: FormApi<RecoveryValues>): Promise<boolean> {
    if (!checkFields(form, ['email', 'code'])) return false;
    const { email: address = '', code = '' } = form.getState().values;
    try {
      const { data } = await portal.api.call(passwordEndpoints.verifyResetCode, { body: { email: address, code } });
      form.change('resetToken', data.resetToken);
      return true;
    } catch (error) {
      toastRequestError(portal.ui, error);
      return false;
    }
  }

  async function savePassword(form: FormApi<RecoveryValues>): Promise<void> {
    const { email: address = '', password = '', resetToken = '' } = form.getState().values;
    try {
      await portal.api.call(passwordEndpoints.newPassword, { body: { email: address, password, resetToken } });
      portal.ui.toast('success', passwordRecoveryMessages.passwordReset);
      onDone(address);
    } catch (error) {
      clearFields(form, ['password', 'password2']);
      toastRequestError(portal.ui, error);
    }
  }

  async function resend(form: FormApi<RecoveryValues>): Promise<boolean> {
    try {
      await portal.api.call(passwordEndpoints.resetPassword, { body: { email: form.getState().values.email ?? '' } });
      return true;
    } catch {
      return false;
    }
  }

  // Enter in a field clicks the wizard's Next (or Finish), its submit button; the wizard does the rest.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    <Modal open title={signInTexts.passwordRecoveryTitle} onClose={onClose}>
      <Form<RecoveryValues> onSubmit={() => undefined} initialValues={{ email }} validate={validateRecovery}>
        {({ form, values }) => (
          <form noValidate onSubmit={onSubmit}>
            <Wizard
              label={signInTexts.passwordRecoveryTitle}
              headingLevel={3}
              activeIndex={step}
              onStepChange={setStep}
              finishLabel={signInMessages.resetPassword}
              onFinish={() => savePassword(form)}
              steps={[
                {
                  title: emailStep ?? '',
                  validate: () => sendCode(form),
                  content: <TextField name="email" label={signInTexts.email} type="email" autoComplete="username" required />,
                },
                {
                  title: codeStep ?? '',
                  validate: () => verifyCode(form),
                  content: (
                    <div className="auth-form">
                      <p>{signInTexts.codeSentTo(values.email ?? '')}</p>
                      <TextField
                        name="code"
                        label={codeStep ?? ''}
                        autoComplete="one-time-code"
                        inputMode="numeric"
                        maxLength={RESET_CODE_LENGTH}
                        required
                      />
                      <ResendCodeLink resend={() => resend(form)} />
                    </div>
                  ),
                },
                {
                  title: passwordStep ?? '',
                  validate: () => checkFields(form, ['password', 'password2']),
                  content: (
                    <div className="auth-form">
                      <TextField name="password" label={signInTexts.newPassword} type="password" autoComplete="new-password" hint={signInTexts.passwordHint} required />
                      <TextField name="password2" label={signInTexts.confirmPassword} type="password" autoComplete="new-password" required />
                    </div>
                  ),
                },
              ]}
            />
          </form>
        )}
      </Form>
    </Modal>
  );
}
