import { useState } from 'react';
import { useSearchParams } from 'react-router';
import * as v from 'valibot';
import type { FormApi, SubmissionErrors } from 'final-form';
import {
  COMPANY,
  ContributorRegistrationForm,
  EmailAddress,
  invitationEndpoints,
  InvitationRegistrationForm,
  pathFor,
  registrationMessages,
  type RegistrationFlow,
  type SignedInBundle,
} from '@portal/shared-contracts';
import { asksToSignIn, clearFields, fieldErrorsOf, messageOf, RouteLink, TextField, toastRequestError, usePortal } from '@portal/shared-ui';
import { CheckboxField, FieldsAcross, ValidatedForm } from '@portal/shared-ui/kit';
import { signInTexts } from '../../texts/sign-in';
import { accountTexts } from '../../texts/accounts';
import { AuthPage } from '../page/AuthPage';
import { forgetInvitedPerson, invitedPersonOf, type InvitedPerson } from './invited-person';
import './invited-registration.css';

type InvitedValues = {
  firstName?: string;
  lastName?: string;
  userEmail?: string;
  phoneNumber?: string;
  code?: string;
  teamInviteId?: number;
  password?: string;
  password2?: string;
  optIn?: boolean;
};

interface InvitedRegistrationProps {
  flow: RegistrationFlow;
  route: 'Invitation' | 'Contributor';
  /** Said above the form ("a borrower invited the person to access the account" on the Contributor page). */
  intro?: string;
}

/**
 * The Invitation and Contributor pages (spec 000 §2.7, §5, §7): the person the code step identified chooses a
 * password. Without that step's data (the page opened directly, another tab) there is nothing to register.
 */
export function InvitedRegistration({ flow, route, intro }: InvitedRegistrationProps) {
  const [person] = useState(() => invitedPersonOf(flow));
  // The invitation e-mail's link names the address it was sent to: Login opens with it, a step from the code.
  const emailed = v.safeParse(EmailAddress, useSearchParams()[0].get('email'));
  return (
    <AuthPage route={route}>
      {person ? (
        <>
          {intro && <p>{intro}</p>}
          <InvitedRegistrationForm flow={flow} person={person} />
        </>
      ) : (
        <div className="auth-notice">
          <p>{accountTexts.invitationMissing}</p>
          <RouteLink route="Login" query={emailed.success ? { email: emailed.output } : undefined} look="primary">
            {accountTexts.goToSignIn}
          </RouteLink>
        </div>
      )}
    </AuthPage>
  );
}

const privacyLink = COMPANY.links.find((link) => link.path === '/privacy');

function InvitedRegistrationForm({ flow, person }: { flow: RegistrationFlow; person: InvitedPerson }) {
  const portal = usePortal();
  // "the contributor form requires names and phone, the invitation form does not"
  const contributor = flow === 'contributor';
  const [initialValues] = useState<InvitedValues>(() => ({
    firstName: person.firstName,
    lastName: person.lastName,
    userEmail: person.userEmail,
    phoneNumber: person.phoneNumber ?? '',
    code: person.code,
    teamInviteId: person.teamInviteId ?? undefined,
    optIn: false,
  }));

  async function register(values: InvitedValues, form: FormApi<InvitedValues>): Promise<SubmissionErrors> {
    const body = { userEmail: person.userEmail, password: values.password ?? '', code: person.code, fromMobile: false, optIn: values.optIn === true };
    try {
      // invitedPersonOf gives the Contributor page only a person with an invitation to accept.
      const teamInviteId = person.teamInviteId;
      const bundle: SignedInBundle =
        contributor && teamInviteId !== null
          ? await portal.api.call(invitationEndpoints.registerContributor, { body: { ...body, teamInviteId } })
          : await portal.api.call(invitationEndpoints.registerFromInvite, { body });
      forgetInvitedPerson();
      portal.analytics.track('registration_completed', { source: flow });
      // "the user goes to Index": signed in now, the guard takes them on to My Deals.
      portal.completeSignIn(bundle, pathFor('Index'));
      return undefined;
    } catch (error) {
      if (asksToSignIn(error)) {
        forgetInvitedPerson();
        portal.ui.toast('info', messageOf(error));
        portal.navigate('Login', {}, { email: person.userEmail });
        return undefined;
      }
      clearFields(form, ['password', 'password2']);
      toastRequestError(portal.ui, error);
      return fieldErrorsOf(error);
    }
  }

  return (
    <ValidatedForm<InvitedValues>
      onSubmit={register}
      schema={contributor ? ContributorRegistrationForm : InvitationRegistrationForm}
      initialValues={initialValues}
      submitLabel={registrationMessages.createAccount}
      aria-label={registrationMessages.createAccount}
      className="auth-form"
    >
      <FieldsAcross shares="1 1">
        <TextField name="firstName" label={accountTexts.firstName} readOnly required={contributor} />
        <TextField name="lastName" label={accountTexts.lastName} readOnly required={contributor} />
      </FieldsAcross>
      <TextField name="userEmail" label={signInTexts.email} type="email" readOnly />
      <TextField name="phoneNumber" label={accountTexts.cellPhone} type="tel" readOnly required={contributor} />
      <FieldsAcross shares="1 1">
        <TextField name="password" label={signInTexts.password} type="password" autoComplete="new-password" hint={signInTexts.passwordHint} required />
        <TextField name="password2" label={signInTexts.confirmPassword} type="password" autoComplete="new-password" required />
      </FieldsAcross>
      <CheckboxField name="optIn" label={registrationMessages.emailOptIn} />
      <p className="auth-privacy">
        {`${COMPANY.privacyNotice} `}
        {privacyLink && <a href={`${portal.env.marketingSiteUrl}${privacyLink.path}`}>{privacyLink.label}</a>}
      </p>
    </ValidatedForm>
  );
}
