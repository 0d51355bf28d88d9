import { useId } from 'react';
import { useFormState } from 'react-final-form';
import { contactFieldsDisabled, DEAL_NOTES_MAX_LENGTH, DEAL_SHORT_TEXT_MAX_LENGTH, type DealForm } from '@portal/shared-contracts';
import { TextField } from '@portal/shared-ui';
import { FieldsAcross, MaskedField, TextAreaField } from '@portal/shared-ui/kit';
import { propertyTexts } from '../../../../texts/property';

/**
 * Who to contact about the property: name, phone, notes. "appointment-only disables the contact fields" (spec 001
 * §4): then the appointment's own name and phone are asked (it starts with these), and a hint says so.
 */
export function ContactFields() {
  const { values } = useFormState<DealForm>({ subscription: { values: true } });
  const disabled = contactFieldsDisabled(values.property.visit?.type);
  const hintId = useId();
  return (
    <fieldset className="pui-fieldset deals-property-details__group" aria-describedby={disabled ? hintId : undefined}>
      <legend className="deals-property-details__legend">{propertyTexts.contactLegend}</legend>
      {disabled && (
        <p id={hintId} className="pui-field__hint">
          {propertyTexts.contactDisabledHint}
        </p>
      )}
      <FieldsAcross className="deals-property-details__row">
        <TextField name="property.contact.name" label={propertyTexts.contactName} autoComplete="off" maxLength={DEAL_SHORT_TEXT_MAX_LENGTH} disabled={disabled} />
        <MaskedField name="property.contact.phone" label={propertyTexts.contactPhone} mask="phone" autoComplete="off" placeholder="(000) 000-0000" disabled={disabled} />
      </FieldsAcross>
      <TextAreaField name="property.contact.notes" label={propertyTexts.contactNotes} maxLength={DEAL_NOTES_MAX_LENGTH} />
    </fieldset>
  );
}
