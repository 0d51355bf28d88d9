import { useState } from 'react';
import type { FormApi, SubmissionErrors } from 'final-form';
import * as v from 'valibot';
import {
  CheckAccountBody,
  CheckAccountVerifyCodeBody,
  invitationEndpoints,
  LoginBody,
  sessionEndpoints,
  signInMessages,
  type RegistrationFlow,
} from '@portal/shared-contracts';
import { clearFields, isBadRequest, toastRequestError, usePortal, validateWith } from '@portal/shared-ui';
import { storedCampaignUrl } from '../../features/campaign/campaign-url';
import { rememberInvitedPerson } from '../../features/invited-registration/invited-person';
import { asksForPasswordReset, saysAccountLocked } from '../../features/requests/refusals';

/** Spec 000 §2.5: 0 e-mail only (Continue), 1 e-mail and password (Login), 2 e-mail and 6-digit code (Verify Code). */
export type SignInStep = 0 | 1 | 2;

export interface SignInValues {
  email?: string;
  password?: string;
  code?: string;
}

/** Each step checks only what it shows, with the contract's rules. */
export const validateSignInStep = [
  validateWith(CheckAccountBody),
  validateWith(v.omit(LoginBody, ['campaignUrl'])),
  validateWith(v.omit(CheckAccountVerifyCodeBody, ['is_poc'])),
] as const;

export interface SignInOutcomes {
  /** The stored redirect of the guard ("After sign-in the user goes to the stored redirect"). */
  redirect: string | null;
  onPasswordResetNeeded(email: string): void;
  onAccountLocked(email: string): void;
}

/**
 * The calls of the three steps (spec 000 §4.1, §7): check the account, then sign in with the password, or verify
 * the e-mailed code of an invited person and hand them to the Invitation or Contributor page.
 */
export function useSignInSteps({ redirect, onPasswordResetNeeded, onAccountLocked }: SignInOutcomes) {
  const portal = usePortal();
  const [step, setStep] = useState<SignInStep>(0);
  const [flow, setFlow] = useState<RegistrationFlow | null>(null);

  /** "If the account has no registration flow it moves to step 1 (password); if a flow is returned it moves to step 2." */
  function followCheck(registrationFlow: RegistrationFlow | null) {
    setFlow(registrationFlow);
    setStep(registrationFlow ? 2 : 1);
  }

  async function checkAccount(email: string) {
    try {
      const { registration_flow } = await portal.api.call(sessionEndpoints.checkAccount, { body: { email } }, { block: true });
      followCheck(registration_flow);
    } catch (error) {
      toastRequestError(portal.ui, error);
    }
  }

  async function signIn(email: string, password: string, form: FormApi<SignInValues>) {
    try {
      const bundle = await portal.api.call(sessionEndpoints.login, { body: { email, password, campaignUrl: storedCampaignUrl() } }, { block: true });
      portal.completeSignIn(bundle, redirect);
    } catch (error) {
      // "The password field is cleared after any failure."
      clearFields(form, ['password']);
      if (saysAccountLocked(error)) {
        // The recovery modal says what happened: a toast would repeat it.
        onAccountLocked(email);
        return;
      }
      toastRequestError(portal.ui, error);
      if (asksForPasswordReset(error)) onPasswordResetNeeded(email);
    }
  }

  async function verifyCode(email: string, code: string): Promise<SubmissionErrors> {
    try {
      const person = await portal.api.call(
        invitationEndpoints.checkAccountVerifyCode,
        { body: { email, code, is_poc: flow === 'contributor' } },
        { block: true },
      );
      rememberInvitedPerson(person);
      // "a flow of salesforce routes to Invitation and a flow of contributor routes to Contributor"
      portal.navigate(person.registration_flow === 'contributor' ? 'Contributor' : 'Invitation');
    } catch (error) {
      if (!isBadRequest(error)) {
        toastRequestError(portal.ui, error);
        return undefined;
      }
      // An expired or used-up code gets the server's own advice too.
      if (error.message !== signInMessages.invalidCode) toastRequestError(portal.ui, error);
      return { code: signInMessages.invalidCode };
    }
    return undefined;
  }

  const submit = async (values: SignInValues, form: FormApi<SignInValues>): Promise<SubmissionErrors> => {
    const email = values.email ?? '';
    if (step === 0) await checkAccount(email);
    else if (step === 1) await signIn(email, values.password ?? '', form);
    else return verifyCode(email, values.code ?? '');
    return undefined;
  };

  /** The resend link of step 2 asks check_account again: it e-mails a new code to an account with a flow. */
  const resendCode = async (email: string): Promise<boolean> => {
    try {
      const { registration_flow } = await portal.api.call(sessionEndpoints.checkAccount, { body: { email } });
      // No flow any more (registered meanwhile): no code was sent, and the password step is the way in.
      if (!registration_flow) followCheck(null);
      return registration_flow !== null;
    } catch {
      return false;
    }
  };

  /** "Changing the e-mail resets the form to step 0", forgetting what belonged to the other address. */
  const restart = (form: FormApi<SignInValues>) => {
    setStep(0);
    setFlow(null);
    clearFields(form, ['password', 'code']);
  };

  return { step, submit, resendCode, restart };
}
