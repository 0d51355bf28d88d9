import { ARRAY_ERROR } from 'final-form';
import { useState } from 'react';
import {
  choicesOf,
  clearContactDependents,
  CONTACT_METHOD_LABELS,
  CONTACT_METHODS,
  ContactBody,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  NAME_MAX_LENGTH,
  type ContactAnswer,
  type ContactForm,
} from '@portal/shared-contracts';
import { TextField, useSession, validateWith } from '@portal/shared-ui';
import { CheckboxField, ChoiceField, FactList, FieldGroup, FieldsAcross, SelectField, ValidatedForm } from '@portal/shared-ui/kit';
import { applicationTexts } from '../../../texts/application';
import { personalTexts } from '../../../texts/application-personal';
import { PhoneFields } from '../../../features/contact-phones/PhoneFields';
import { AddressFields } from '../../../features/address/AddressFields';
import { ClearDependents } from '../ClearDependents';
import { TabWithWords, type TabWords } from '../TabWithWords';
import { contactFormOf } from './contact-form';
import { IdentityFields } from './IdentityFields';
import { usePersonalInformation } from './usePersonalInformation';
import './PersonalInformation.css';

export interface PersonalInformationTabProps {
  value: ContactAnswer | null;
  onSaved(contact: ContactAnswer): void;
  onNext(): void;
}

const maritalStatuses = choicesOf(MARITAL_STATUSES, MARITAL_STATUS_LABELS);
const contactMethods = choicesOf(CONTACT_METHODS, CONTACT_METHOD_LABELS);

export const personalWords: TabWords = {
  headingId: 'application-personal',
  className: 'profile-personal',
  heading: personalTexts.personalHeading,
  intro: personalTexts.personalIntro,
};

const bySchema = validateWith(ContactBody);

/** The contract's rules; the phone list's own refusal is kept on the list as final-form expects (`ARRAY_ERROR`). */
function validate(values: ContactForm) {
  const errors = bySchema(values);
  return typeof errors.phones === 'string' ? { ...errors, phones: Object.assign([], { [ARRAY_ERROR]: errors.phones }) } : errors;
}

/** The application's Personal Information tab: the contact profile (spec 002 §3, §5 'Contact profile'). */
export function PersonalInformationTab({ value, onSaved, onNext }: PersonalInformationTabProps) {
  const userId = useSession((state) => state.bundle?.user.id) ?? 0;
  const known = useSession((state) => state.bundle?.profile.contact);
  const signInEmail = useSession((state) => state.bundle?.user.user_email) ?? '';
  const registeredCellPhone = useSession((state) => state.bundle?.user.phone_number);
  const [initialValues] = useState(() => contactFormOf(value, known, registeredCellPhone));
  const save = usePersonalInformation(userId, (contact) => {
    onSaved(contact);
    onNext();
  });

  return (
    <TabWithWords words={personalWords}>
      <ValidatedForm<ContactForm> validate={validate} initialValues={initialValues} onSubmit={save} submitLabel={applicationTexts.saveAndContinue} aria-labelledby={personalWords.headingId}>
        {({ values }) => (
          <>
            <ClearDependents<ContactForm> clear={clearContactDependents} />
            <FieldGroup legend={personalTexts.aboutYou}>
              <FieldsAcross className="profile-personal__grid">
                <TextField name="firstName" label={personalTexts.firstName} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} required />
                <TextField name="lastName" label={personalTexts.lastName} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} required />
                <TextField name="title" label={personalTexts.title} hint={personalTexts.titleHint} autoComplete="organization-title" maxLength={NAME_MAX_LENGTH} required />
              </FieldsAcross>
              <ChoiceField name="maritalStatus" label={personalTexts.maritalStatus} options={maritalStatuses} required />
            </FieldGroup>
            <IdentityFields onFile={value} />
            <FieldGroup legend={personalTexts.reachingYou}>
              <FactList facts={[{ label: personalTexts.email, value: value?.email || known?.email || signInEmail }]} />
              <p className="profile-application__note">{personalTexts.emailNote}</p>
              <PhoneFields />
              <SelectField name="contactMethod" label={personalTexts.contactMethod} options={contactMethods} />
              <CheckboxField name="optIn" label={personalTexts.optIn} />
            </FieldGroup>
            <FieldGroup legend={personalTexts.homeAddress}>
              <AddressFields name="address" autofillSection="home" />
            </FieldGroup>
            <FieldGroup legend={personalTexts.mailingAddress}>
              <CheckboxField name="mailingAddress.sameAddress" label={personalTexts.sameAddress} />
              {values.mailingAddress?.sameAddress !== true && <AddressFields name="mailingAddress" autofillSection="mailing" />}
            </FieldGroup>
          </>
        )}
      </ValidatedForm>
    </TabWithWords>
  );
}
