import { ARRAY_ERROR } from 'final-form';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-final-form';
import { NAME_MAX_LENGTH, PlaidContactBody } from '@portal/shared-contracts';
import { Button, TextField, useSession, validateWith } from '@portal/shared-ui';
import { VerifiedOnly } from '@portal/shared-ui/kit';
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
 * cannot ... submit forms"): for the unverified, the button opens the not-verified popover.
 */
export function ContactForm({ userId, contact }: ContactFormProps) {
  const { save } = useSaveContact(userId);
  const verified = useSession((state) => state.bundle?.user.verified ?? false);
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  const [initialValues] = useState<ContactValues>(() => ({
    firstName: contact.firstName || undefined,
    lastName: contact.lastName || undefined,
    phones: contact.phones && contact.phones.length > 0 ? contact.phones.map((phone) => ({ ...phone })) : [newPhone()],
  }));

  // A refused submit puts keyboard and screen-reader users on the first field to fix (the kit's ValidatedForm habit).
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  return (
    <Form<ContactValues> onSubmit={(values) => (verified ? save(values) : undefined)} validate={validate} initialValues={initialValues} subscription={{ submitting: true }}>
      {({ handleSubmit, form, submitting }) => {
        function submit(event: FormEvent<HTMLFormElement>) {
          void handleSubmit(event);
          if (form.getState().hasValidationErrors) setRefusals((count) => count + 1);
        }
        return (
          <form ref={formRef} className="pui-form proof-of-funds__contact" noValidate onSubmit={submit} aria-label={proofOfFundsTexts.contactTitle}>
            <p>{proofOfFundsTexts.contactIntro}</p>
            <TextField name="firstName" label={proofOfFundsTexts.firstName} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} required />
            <TextField name="lastName" label={proofOfFundsTexts.lastName} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} required />
            <PhoneFields />
            <div className="pui-form__actions">
              <VerifiedOnly>
                {(trigger) =>
                  trigger ? (
                    <Button {...trigger}>{proofOfFundsTexts.saveContact}</Button>
                  ) : (
                    <Button type="submit" loading={submitting}>
                      {proofOfFundsTexts.saveContact}
                    </Button>
                  )
                }
              </VerifiedOnly>
            </div>
          </form>
        );
      }}
    </Form>
  );
}
