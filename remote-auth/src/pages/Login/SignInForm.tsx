import { Form } from 'react-final-form';
import { passwordRecoveryMessages, RESET_CODE_LENGTH, signInMessages } from '@portal/shared-contracts';
import { Button, TextField } from '@portal/shared-ui';
import { ResendCodeLink } from '../../features/resend-code/ResendCodeLink';
import { signInTexts } from '../../texts/sign-in';
import { useSignInSteps, validateSignInStep, type SignInOutcomes, type SignInValues } from './useSignInSteps';

interface SignInFormProps extends SignInOutcomes {
  initialEmail: string;
  onResetPassword(email: string): void;
}

const submitLabels = [signInMessages.continue, signInMessages.login, signInMessages.verifyCode] as const;

/** The three-step form of spec 000 §2.5. The sign-up link is hidden, as the specification says. */
export function SignInForm({ initialEmail, onResetPassword, ...outcomes }: SignInFormProps) {
  const { step, submit, resendCode, restart } = useSignInSteps(outcomes);

  return (
    <Form<SignInValues>
      onSubmit={submit}
      initialValues={{ email: initialEmail }}
      // A new function per step: react-final-form then validates again with the step's rules.
      validate={validateSignInStep[step]}
      render={({ handleSubmit, submitting, form, values }) => (
        <form className="auth-form" onSubmit={handleSubmit} noValidate>
          <TextField
            name="email"
            label={signInTexts.email}
            type="email"
            autoComplete="username"
            onValueChange={() => {
              if (step !== 0) restart(form);
            }}
          />
          {step === 1 && (
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the step just asked for this one field
            <TextField name="password" label={signInTexts.password} type="password" autoComplete="current-password" autoFocus />
          )}
          {step === 2 && (
            <>
              <p className="auth-page__subtitle">{signInTexts.codeSentTo(values.email ?? '')}</p>
              <TextField
                name="code"
                label={passwordRecoveryMessages.steps[1]}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={RESET_CODE_LENGTH}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the step just asked for this one field
                autoFocus
              />
              <ResendCodeLink resend={() => resendCode(values.email ?? '')} />
            </>
          )}
          <Button type="submit" variant="primary" loading={submitting}>
            {submitLabels[step]}
          </Button>
          <div className="auth-form__links">
            <Button variant="link" onClick={() => onResetPassword(form.getState().values.email ?? '')}>
              {signInMessages.resetPassword}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
