import { useFormState } from 'react-final-form';
import { CLOSING_STATUS_LABELS, CLOSING_STATUSES, closingStatusAsked, PROPERTY_STATUS_LABELS, PROPERTY_STATUSES, type DealForm } from '@portal/shared-contracts';
import { FieldGroup, FieldsAcross, SelectField } from '@portal/shared-ui/kit';
import { propertyTexts } from '../../../../texts/property';

const statusOptions = PROPERTY_STATUSES.map((status) => ({ value: status, label: PROPERTY_STATUS_LABELS[status] }));
const closingStatusOptions = CLOSING_STATUSES.map((status) => ({ value: status, label: CLOSING_STATUS_LABELS[status] }));

/**
 * The property's status and, "only if occupied", its closing status (spec 001 §4). A new status clears the closing
 * status (the wizard's form applies the contract's rule).
 */
export function OccupancyFields() {
  const { values } = useFormState<DealForm>({ subscription: { values: true } });
  return (
    <FieldGroup legend={propertyTexts.occupancyLegend}>
      <FieldsAcross className="deals-property-details__row">
        <SelectField name="property.status" label={propertyTexts.status} options={statusOptions} required />
        {closingStatusAsked(values.property.status) && (
          <SelectField name="property.closingStatus" label={propertyTexts.closingStatus} options={closingStatusOptions} required />
        )}
      </FieldsAcross>
    </FieldGroup>
  );
}
