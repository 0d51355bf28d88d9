import type { ReactNode } from 'react';
import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, UNIT_MAX_LENGTH, US_STATE_NAMES, US_STATES, ZIP_CODE_MAX_LENGTH } from '@portal/shared-contracts';
import { TextField } from '@portal/shared-ui';
import { FieldGroup, FieldsAcross, SelectField, type SelectOption } from '@portal/shared-ui/kit';
import { propertyTexts } from '../../../../texts/property';

const stateOptions: readonly SelectOption[] = US_STATES.map((state) => ({ value: state, label: US_STATE_NAMES[state] }));

export interface AddressFieldsProps {
  /** Where the address is in the deal ('property'): its fields are `<name>.address`, `<name>.unit`, … */
  name: string;
  legend: string;
  /** Shown under the legend, before the fields (the property search). */
  children?: ReactNode;
}

/**
 * A property's address (spec 001 §5 'Deal steps'): "address required (max 100), unit max 10, city required (max
 * 50), state required 2 letters, zip required (5 digits or 5+4, max 10)"; the state is one of the US states, since
 * the lender works in the US only. The browser's autofill is off: it would offer the borrower's own address, not the
 * property's.
 */
export function AddressFields({ name, legend, children }: AddressFieldsProps) {
  return (
    <FieldGroup legend={legend}>
      {children}
      <FieldsAcross shares="3 1">
        <TextField name={`${name}.address`} label={propertyTexts.address} autoComplete="off" maxLength={ADDRESS_MAX_LENGTH} required />
        <TextField name={`${name}.unit`} label={propertyTexts.unit} autoComplete="off" maxLength={UNIT_MAX_LENGTH} />
      </FieldsAcross>
      <FieldsAcross shares="2 2 1">
        <TextField name={`${name}.city`} label={propertyTexts.city} autoComplete="off" maxLength={CITY_MAX_LENGTH} required />
        <SelectField name={`${name}.state`} label={propertyTexts.state} options={stateOptions} autoComplete="off" required />
        <TextField name={`${name}.zipCode`} label={propertyTexts.zipCode} autoComplete="off" inputMode="numeric" maxLength={ZIP_CODE_MAX_LENGTH} required />
      </FieldsAcross>
    </FieldGroup>
  );
}
