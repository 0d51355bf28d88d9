import { useState } from 'react';
import { EMPLOYMENT_TEXT_MAX_LENGTH, EmploymentBody, withEmploymentCleared, type EmploymentForm as EmploymentValues } from '@portal/shared-contracts';
import { Button, TextField } from '@portal/shared-ui';
import { CheckboxField, DateField, FieldsAcross, MaskedField, ValidatedForm } from '@portal/shared-ui/kit';
import { employmentTexts } from '../../../texts/application-experience';
import { AddressFields } from '../../../features/address/AddressFields';
import { ClearDependents } from '../ClearDependents';

const MAX = EMPLOYMENT_TEXT_MAX_LENGTH;
const NEW_RECORD: EmploymentValues = { selfEmployed: false, current: false };

export interface EmploymentFormProps {
  onSubmit(values: EmploymentValues): Promise<unknown>;
  onCancel(): void;
}

/**
 * One employment record (spec 002 §3, §5): "Employer is not required when self-employed" (and "Self-employed clears
 * employer", so the field goes); "fromDate is required only when current is set; toDate only when not current" (a
 * current job has no end date to give).
 */
export function EmploymentForm({ onSubmit, onCancel }: EmploymentFormProps) {
  const [initialValues] = useState(NEW_RECORD);
  return (
    <ValidatedForm<EmploymentValues>
      schema={EmploymentBody}
      initialValues={initialValues}
      onSubmit={onSubmit}
      submitLabel={employmentTexts.save}
      aria-label={employmentTexts.newEmployment}
      className="profile-application__form"
      actions={
        <Button variant="secondary" onClick={onCancel}>
          {employmentTexts.cancel}
        </Button>
      }
    >
      {({ values }) => (
        <>
          <ClearDependents<EmploymentValues> clear={withEmploymentCleared} />
          <CheckboxField name="selfEmployed" label={employmentTexts.selfEmployed} />
          {!values.selfEmployed && <TextField name="employer" label={employmentTexts.employer} maxLength={MAX} autoComplete="organization" required />}
          <TextField name="position" label={employmentTexts.position} maxLength={MAX} autoComplete="organization-title" required />
          <MaskedField name="phone" label={employmentTexts.phone} mask="phone" autoComplete="off" />
          <CheckboxField name="current" label={employmentTexts.current} />
          <FieldsAcross>
            <DateField name="fromDate" label={employmentTexts.fromDate} required={values.current === true} />
            {!values.current && <DateField name="toDate" label={employmentTexts.toDate} required />}
          </FieldsAcross>
          <AddressFields legend={employmentTexts.addressLegend} maxLengths={{ address: MAX, unit: MAX, city: MAX }} />
        </>
      )}
    </ValidatedForm>
  );
}
