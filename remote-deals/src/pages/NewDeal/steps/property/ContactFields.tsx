import { useFormState } from 'react-final-form';
import { contactFieldsDisabled, DEAL_NOTES_MAX_LENGTH, DEAL_SHORT_TEXT_MAX_LENGTH, type DealForm } from '@portal/shared-contracts';
import { TextField } from '@portal/shared-ui';
import { FieldGroup, FieldsAcross, MaskedField, TextAreaField } from '@portal/shared-ui/kit';
import { propertyTexts } from '../../../../texts/property';

/**
 * Who to contact about the property: name, phone, notes. "appointment-only disables the contact fields" (spec 001
 * §4): then the appointment's own name and phone are asked (it starts with these), and a hint says so.
 */
export function ContactFields() {
  const { values } = useFormState<DealForm>({ subscription: { values: true } });
  const disabled = contactFieldsDisabled(values.property.visit?.type);
  return (
    <FieldGroup legend={propertyTexts.contactLegend} hint={disabled ? propertyTexts.contactDisabledHint : undefined}>
      <FieldsAcross className="deals-property-details__row">
        <TextField name="property.contact.name" label={propertyTexts.contactName} autoComplete="off" maxLength={DEAL_SHORT_TEXT_MAX_LENGTH} disabled={disabled} />
        <MaskedField name="property.contact.phone" label={propertyTexts.contactPhone} mask="phone" autoComplete="off" placeholder="(000) 000-0000" disabled={disabled} />
      </FieldsAcross>
      <TextAreaField name="property.contact.notes" label={propertyTexts.contactNotes} maxLength={DEAL_NOTES_MAX_LENGTH} />
    </FieldGroup>
  );
}
