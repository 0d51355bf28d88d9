import { useRef, useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { CheckAccountBody, LoginBody, sessionEndpoints } from '@portal/shared-contracts';
import { Button, TextField, toastRequestError, usePortal, validateWith } from '@portal/shared-ui';
import './Login.css';

type LoginStep = 0 | 1;
interface LoginValues {
  email?: string;
  password?: string;
}

const validateStep = [validateWith(CheckAccountBody), validateWith(v.omit(LoginBody, ['campaignUrl']))] as const;

/**
 * Spec 000 §2.5 and §4.1: step 0 asks for the e-mail and checks the account; step 1 asks for the password.
 * Changing the e-mail goes back to step 0, and the password is cleared after any failure.
 */
export function Login() {
  const portal = usePortal();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<LoginStep>(0);
  const stepRef = useRef(step);
  stepRef.current = step;

  const submit = async (values: LoginValues, form: FormApi<LoginValues>) => {
    const email = values.email ?? '';
    if (step === 0) {
      try {
        await portal.api.call(sessionEndpoints.checkAccount, { body: { email } }, { block: true });
        setStep(1);
      } catch (error) {
        toastRequestError(portal.ui, error);
      }
      return;
    }
    try {
      const bundle = await portal.api.call(
        sessionEndpoints.login,
        { body: { email, password: values.password ?? '', campaignUrl: null } },
        { block: true },
      );
      portal.completeSignIn(bundle, searchParams.get('redirect'));
    } catch (error) {
      form.change('password', undefined);
      form.resetFieldState('password');
      toastRequestError(portal.ui, error);
    }
  };

  return (
    <section className="auth-login" aria-labelledby="auth-login-title">
      <h1 id="auth-login-title">Sign In</h1>
      <p className="auth-login__welcome">Welcome</p>
      <Form<LoginValues>
        onSubmit={submit}
        initialValues={{ email: searchParams.get('email') ?? '' }}
        validate={(values) => validateStep[stepRef.current](values)}
        render={({ handleSubmit, submitting }) => (
          <form className="auth-login__form" onSubmit={handleSubmit} noValidate>
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="username"
              onValueChange={() => {
                if (stepRef.current !== 0) setStep(0);
              }}
            />
            {step === 1 && (
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the step just asked for this one field
              <TextField name="password" label="Password" type="password" autoComplete="current-password" autoFocus />
            )}
            <Button type="submit" variant="primary" loading={submitting}>
              {step === 0 ? 'Continue' : 'Login'}
            </Button>
          </form>
        )}
      />
    </section>
  );
}
