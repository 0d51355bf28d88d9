import { ARRAY_ERROR } from 'final-form';
import { useState } from 'react';
import { NAME_MAX_LENGTH, PlaidContactBody } from '@portal/shared-contracts';
import { TextField, validateWith } from '@portal/shared-ui';
import { ValidatedForm } from '@portal/shared-ui/kit';
import { proofOfFundsTexts } from '../../texts/proof-of-funds';
import { newPhone, PhoneFields } from '../../features/contact-phones/PhoneFields';
import { useSaveContact, type ContactValues } from './useSaveContact';

export interface ContactFormProps {
  userId: number;
  /** The contact as the bundle has it: what is there already is filled in. */
  contact: { firstName: string; lastName: string; phones?: readonly { type: string; number: string }[] };
}

const bySchema = validateWith(PlaidContactBody);

/** The contract's rules; the list's own refusal is kept on the list as final-form expects (`ARRAY_ERROR`), beside its rows'. */
function validate(values: ContactValues) {
  const errors = bySchema(values);
  return typeof errors.phones === 'string' ? { ...errors, phones: Object.assign([], { [ARRAY_ERROR]: errors.phones }) } : errors;
}

/**
 * "A personal contact form is shown in place of the page until first name, last name and phone numbers exist" (spec
 * 002 §2.3), with the rules the API applies (`PlaidContactBody`). Saving needs a verified e-mail ("Unverified users
 * cannot ... submit forms"): for the unverified, the button opens the not-verified popover (`verifiedOnly`).
 */
export function ContactForm({ userId, contact }: ContactFormProps) {
  const { save } = useSaveContact(userId);
  const [initialValues] = useState<ContactValues>(() => ({
    firstName: contact.firstName || undefined,
    lastName: contact.lastName || undefined,
    phones: contact.phones && contact.phones.length > 0 ? contact.phones.map((phone) => ({ ...phone })) : [newPhone()],
  }));

  return (
    <ValidatedForm<ContactValues>
      onSubmit={save}
      validate={validate}
      initialValues={initialValues}
      submitLabel={proofOfFundsTexts.saveContact}
      verifiedOnly
      className="proof-of-funds__contact"
      aria-label={proofOfFundsTexts.contactTitle}
    >
      <p>{proofOfFundsTexts.contactIntro}</p>
      <TextField name="firstName" label={proofOfFundsTexts.firstName} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} required />
      <TextField name="lastName" label={proofOfFundsTexts.lastName} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} required />
      <PhoneFields />
    </ValidatedForm>
  );
}
