import type { FormApi, SubmissionErrors } from 'final-form';
import { accountEndpoints, NAME_MAX_LENGTH, registrationMessages } from '@portal/shared-contracts';
import { clearFields, fieldErrorsOf, TextField, toastRequestError, usePortal } from '@portal/shared-ui';
import { CheckboxField, FieldsAcross, MaskedField, ValidatedForm } from '@portal/shared-ui/kit';
import { storedCampaignUrl } from '../../features/campaign/campaign-url';
import { signInTexts } from '../../texts/sign-in';
import { accountTexts } from '../../texts/accounts';
import { LeadSourceFields } from './LeadSourceFields';
import { registrationBody, validateRegistration, type RegistrationValues } from './registration-values';

/**
 * The registration form (spec 000 §3, §5, §7): POST /register answers the signed-in bundle, so the new borrower is
 * signed in at once (and, unverified, lands on My Deals). "On failure the password is cleared."
 */
export function RegistrationForm() {
  const portal = usePortal();

  async function register(values: RegistrationValues, form: FormApi<RegistrationValues>): Promise<SubmissionErrors> {
    try {
      const bundle = await portal.api.call(accountEndpoints.register, { body: registrationBody(values, storedCampaignUrl()) });
      portal.analytics.track('registration_completed', { source: 'registration' });
      portal.completeSignIn(bundle);
      return undefined;
    } catch (error) {
      clearFields(form, ['password', 'password2']);
      toastRequestError(portal.ui, error);
      return fieldErrorsOf(error);
    }
  }

  return (
    <ValidatedForm<RegistrationValues>
      onSubmit={register}
      validate={validateRegistration}
      submitLabel={registrationMessages.createAccount}
      aria-label={registrationMessages.createAccount}
      className="auth-form"
    >
      <FieldsAcross shares="1 1">
        <TextField name="firstName" label={accountTexts.firstName} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} required />
        <TextField name="lastName" label={accountTexts.lastName} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} required />
      </FieldsAcross>
      <TextField name="userEmail" label={signInTexts.email} type="email" autoComplete="email" required />
      <MaskedField name="phoneNumber" label={accountTexts.cellPhone} mask="phone" autoComplete="tel-national" placeholder="(000) 000-0000" required />
      <FieldsAcross shares="1 1">
        <TextField name="password" label={signInTexts.password} type="password" autoComplete="new-password" hint={signInTexts.passwordHint} required />
        <TextField name="password2" label={signInTexts.confirmPassword} type="password" autoComplete="new-password" required />
      </FieldsAcross>
      <LeadSourceFields />
      <CheckboxField name="optIn" label={registrationMessages.emailOptIn} />
    </ValidatedForm>
  );
}
