import type { DealAddressForm } from '@portal/shared-contracts';
import { TextField } from '@portal/shared-ui';
import { FieldsAcross } from '@portal/shared-ui/kit';
import { repairsTexts } from '../../../../texts/repairs';

export interface AdditionsFieldsProps {
  /** The main property as the search found it: its existing bedrooms, bathrooms and square feet, when known. */
  property: Pick<DealAddressForm, 'bedrooms' | 'total_baths_calculated' | 'building_sqft'>;
}

/**
 * The additions planned ("additional rooms and bathrooms integers; additional sqft and total numbers; all required
 * when additions are planned") and the figures after repairs. Those are computed into the form by the wizard's
 * decorator (the contract's `repairFutureValues`), so they are shown read-only here.
 */
export function AdditionsFields({ property }: AdditionsFieldsProps) {
  const texts = repairsTexts.additions;
  return (
    <div className="deals-repairs__additions">
      <FieldsAcross className="deals-section__row">
        <TextField name="propertyRepair.additionalRooms" label={texts.additionalRooms} inputMode="numeric" autoComplete="off" required />
        <TextField name="propertyRepair.additionalBathrooms" label={texts.additionalBathrooms} inputMode="numeric" autoComplete="off" required />
        <TextField name="propertyRepair.additionalSqFt" label={texts.additionalSqFt} inputMode="decimal" autoComplete="off" required />
      </FieldsAcross>
      <FieldsAcross className="deals-section__row">
        <TextField name="propertyRepair.futureAdditionalRooms" label={texts.futureAdditionalRooms} hint={texts.futureRoomsHint(property.bedrooms)} readOnly />
        <TextField
          name="propertyRepair.futureAdditionalBathrooms"
          label={texts.futureAdditionalBathrooms}
          hint={texts.futureBathroomsHint(property.total_baths_calculated)}
          readOnly
        />
        <TextField name="propertyRepair.totalSqFtAfterRepairs" label={texts.totalSqFtAfterRepairs} hint={texts.totalSqFtHint(property.building_sqft)} readOnly />
      </FieldsAcross>
    </div>
  );
}
