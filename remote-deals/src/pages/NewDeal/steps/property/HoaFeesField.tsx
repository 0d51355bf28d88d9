import { useFormState } from 'react-final-form';
import type { DealForm, PropertyType } from '@portal/shared-contracts';
import { MoneyField } from '@portal/shared-ui/kit';
import { propertyTexts } from '../../../../texts/property';

/**
 * "HOA fees required for condo" (spec 001 §5). The contract checks the rule (`PropertyDetailsStep`) but exports no
 * predicate for it; this one only decides what is shown, the same condition as the contract's check.
 */
const hoaFeesAsked = (propertyType: PropertyType | null | undefined) => propertyType === 'condo';

/** HOA fees, shown and required for a condo only. */
export function HoaFeesField() {
  const { values } = useFormState<DealForm>({ subscription: { values: true } });
  if (!hoaFeesAsked(values.propertyType)) return null;
  return <MoneyField name="property.hoaFees" label={propertyTexts.hoaFees} required />;
}
