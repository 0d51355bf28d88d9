import { useFormState } from 'react-final-form';
import { DEAL_NOTES_MAX_LENGTH, DEAL_SHORT_TEXT_MAX_LENGTH, VISIT_TYPE_LABELS, VISIT_TYPES, type DealForm, type VisitType } from '@portal/shared-contracts';
import { TextField } from '@portal/shared-ui';
import { FieldGroup, FieldsAcross, MaskedField, SelectField, TextAreaField } from '@portal/shared-ui/kit';
import { propertyTexts } from '../../../../texts/property';

const visitTypeOptions = VISIT_TYPES.map((type) => ({ value: type, label: VISIT_TYPE_LABELS[type] }));

const short = DEAL_SHORT_TEXT_MAX_LENGTH;

/** The fields of each visit type's block: "lockBox {code, location, notes}, supra {location, notes}, appointment {name, phone, notes}, other {notes}". */
function VisitBlock({ type }: { type: VisitType }) {
  const notes = (block: string) => <TextAreaField name={`property.visit.${block}.notes`} label={propertyTexts.visitNotes} maxLength={DEAL_NOTES_MAX_LENGTH} />;
  switch (type) {
    case 'lock_box':
      return (
        <>
          <FieldsAcross className="deals-property-details__row">
            <TextField name="property.visit.lockBox.code" label={propertyTexts.lockBoxCode} autoComplete="off" maxLength={short} />
            <TextField name="property.visit.lockBox.location" label={propertyTexts.lockBoxLocation} autoComplete="off" maxLength={short} />
          </FieldsAcross>
          {notes('lockBox')}
        </>
      );
    case 'supra':
      return (
        <>
          <TextField name="property.visit.supra.location" label={propertyTexts.supraLocation} autoComplete="off" maxLength={short} />
          {notes('supra')}
        </>
      );
    case 'appointment':
      return (
        <>
          <FieldsAcross className="deals-property-details__row">
            <TextField name="property.visit.appointment.name" label={propertyTexts.appointmentName} autoComplete="off" maxLength={short} />
            <MaskedField name="property.visit.appointment.phone" label={propertyTexts.appointmentPhone} mask="phone" autoComplete="off" placeholder="(000) 000-0000" />
          </FieldsAcross>
          {notes('appointment')}
        </>
      );
    case 'other':
      return notes('other');
  }
}

/**
 * How the property can be visited (spec 001 §3 'Deal form fields'): the visit type, then the chosen type's block
 * only. A new type clears the other blocks and copies the contact's name and phone into an appointment (the wizard's
 * form applies the contract's rule).
 */
export function VisitFields() {
  const { values } = useFormState<DealForm>({ subscription: { values: true } });
  const type = values.property.visit?.type;
  return (
    <FieldGroup legend={propertyTexts.visitLegend}>
      <SelectField name="property.visit.type" label={propertyTexts.visitType} options={visitTypeOptions} required />
      {type && <VisitBlock type={type} />}
    </FieldGroup>
  );
}
