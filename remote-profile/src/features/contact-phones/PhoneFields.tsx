import { ARRAY_ERROR } from 'final-form';
import { useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { CONTACT_PHONES_MAX, PHONE_TYPE_LABELS, PHONE_TYPES } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { FieldGroup, MaskedField, SelectField, type SelectOption } from '@portal/shared-ui/kit';
import { contactPhonesTexts } from '../../texts/contact-phones';
import './contact-phones.css';

/** The part of a contact form this list edits. */
interface PhoneValues {
  phones?: { type?: string; number?: string }[];
}

const typeOptions: readonly SelectOption[] = PHONE_TYPES.map((type) => ({ value: type, label: PHONE_TYPE_LABELS[type] }));

/** A phone as the person starts it: a cell phone, the kind the spec asks for ("at least one cell phone"). */
export const newPhone = () => ({ type: 'mobile' });

/**
 * "phones (each type and number)", at least one ("You must register at least one cell phone!", spec 002 §5): one row
 * per phone, added and removed by the person. The list is changed as a whole through the form.
 */
export function PhoneFields() {
  const form = useForm<PhoneValues>();
  const { values, errors, submitFailed } = useFormState<PhoneValues>({ subscription: { values: true, errors: true, submitFailed: true } });
  const addButton = useRef<HTMLButtonElement>(null);
  const phones = values.phones ?? [];
  const texts = contactPhonesTexts;
  const listError: unknown = submitFailed ? (errors?.phones as { [ARRAY_ERROR]?: string } | undefined)?.[ARRAY_ERROR] : null;

  function remove(index: number) {
    form.change(
      'phones',
      phones.filter((_, at) => at !== index),
    );
    // The pressed button is gone: focus stays among the list's controls.
    addButton.current?.focus();
  }

  return (
    <FieldGroup legend={texts.phones} error={typeof listError === 'string' ? listError : null}>
      {phones.length > 0 && (
        <ol className="contact-phones__list">
          {phones.map((_, index) => (
            <li key={index} className="contact-phones__phone">
              <SelectField name={`phones[${index}].type`} label={texts.phoneType(index + 1)} options={typeOptions} required />
              <MaskedField name={`phones[${index}].number`} label={texts.phoneNumber(index + 1)} mask="phone" autoComplete="tel-national" placeholder={texts.phonePlaceholder} required />
              <Button variant="link" size="small" aria-label={texts.removePhone(index + 1)} onClick={() => remove(index)}>
                {texts.remove}
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Button ref={addButton} variant="secondary" size="small" disabled={phones.length >= CONTACT_PHONES_MAX} onClick={() => form.change('phones', [...phones, newPhone()])}>
        {texts.addPhone}
      </Button>
    </FieldGroup>
  );
}
