import { useState } from 'react';
import {
  choicesOf,
  EMPLOYMENT_TEXT_MAX_LENGTH,
  OWNERSHIP_PERCENTAGE_PLACEHOLDER,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  RealEstateOperationBody,
  withRealEstateOperationCleared,
  type RealEstateOperationForm as OperationValues,
} from '@portal/shared-contracts';
import { Button, TextField } from '@portal/shared-ui';
import { DateField, FieldGroup, FieldsAcross, MoneyField, SelectField, ValidatedForm, YesNoField } from '@portal/shared-ui/kit';
import { realEstateTexts } from '../../../texts/application-experience';
import { AddressFields } from '../../../features/address/AddressFields';
import { ClearDependents } from '../ClearDependents';

const propertyTypes = choicesOf(PROPERTY_TYPES, PROPERTY_TYPE_LABELS);
const NEW_PROPERTY: OperationValues = {};

export interface OperationFormProps {
  onSubmit(values: OperationValues): Promise<unknown>;
  onCancel(): void;
}

/**
 * A property owned or operated (spec 002 §3, §5 'Real estate operation'): "ownershipPercentage between 0.01 and 100
 * (placeholder 51.00)", the sale no earlier than the purchase, and a mortgage asked for, and checked, only when a loan
 * is declared ("No loan on a property removes the mortgage holder"). A sale price goes with a sale date.
 */
export function OperationForm({ onSubmit, onCancel }: OperationFormProps) {
  const [initialValues] = useState(NEW_PROPERTY);
  return (
    <ValidatedForm<OperationValues>
      schema={RealEstateOperationBody}
      initialValues={initialValues}
      onSubmit={onSubmit}
      submitLabel={realEstateTexts.save}
      aria-label={realEstateTexts.newOperation}
      className="profile-application__form"
      actions={
        <Button variant="secondary" onClick={onCancel}>
          {realEstateTexts.cancel}
        </Button>
      }
    >
      {({ values }) => (
        <>
          <ClearDependents<OperationValues> clear={withRealEstateOperationCleared} />
          <AddressFields legend={realEstateTexts.propertyAddress} name="propertyAddress" />
          <FieldsAcross>
            <TextField name="ownershipPercentage" label={realEstateTexts.ownershipPercentage} placeholder={OWNERSHIP_PERCENTAGE_PLACEHOLDER} inputMode="decimal" autoComplete="off" required />
            <SelectField name="propertyType" label={realEstateTexts.propertyType} options={propertyTypes} required />
          </FieldsAcross>
          <FieldsAcross>
            <DateField name="purchaseDate" label={realEstateTexts.purchaseDate} required />
            <MoneyField name="purchasePrice" label={realEstateTexts.purchasePrice} required />
          </FieldsAcross>
          <FieldsAcross>
            <DateField name="saleDate" label={realEstateTexts.saleDate} hint={realEstateTexts.saleDateHint} />
            <MoneyField name="salePrice" label={realEstateTexts.salePrice} hint={values.saleDate ? undefined : realEstateTexts.salePriceHint} disabled={!values.saleDate} />
          </FieldsAcross>
          <YesNoField name="loan" label={realEstateTexts.loan} required />
          {values.loan === true && (
            <FieldGroup legend={realEstateTexts.mortgage}>
              <TextField name="mortgage.lenderName" label={realEstateTexts.lenderName} maxLength={EMPLOYMENT_TEXT_MAX_LENGTH} autoComplete="off" required />
              <FieldsAcross>
                <MoneyField name="mortgage.balance" label={realEstateTexts.balance} required />
                <MoneyField name="mortgage.monthlyPayment" label={realEstateTexts.monthlyPayment} required />
              </FieldsAcross>
            </FieldGroup>
          )}
        </>
      )}
    </ValidatedForm>
  );
}
