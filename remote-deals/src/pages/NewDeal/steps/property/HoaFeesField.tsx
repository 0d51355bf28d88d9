import { useFormState } from 'react-final-form';
import { hoaFeesAsked, type DealForm } from '@portal/shared-contracts';
import { MoneyField } from '@portal/shared-ui/kit';
import { propertyTexts } from '../../../../texts/property';

/** HOA fees, shown and required for a condo only ("HOA fees required for condo", the contract's `hoaFeesAsked`). */
export function HoaFeesField() {
  const { values } = useFormState<DealForm>({ subscription: { values: true } });
  if (!hoaFeesAsked(values.propertyType)) return null;
  return <MoneyField name="property.hoaFees" label={propertyTexts.hoaFees} required />;
}
