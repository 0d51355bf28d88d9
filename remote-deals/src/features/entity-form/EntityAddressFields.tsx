import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, UNIT_MAX_LENGTH, US_STATE_NAMES, US_STATES, ZIP_CODE_MAX_LENGTH } from '@portal/shared-contracts';
import { TextField } from '@portal/shared-ui';
import { FieldsAcross, SelectField, type SelectOption } from '@portal/shared-ui/kit';
import { entityTexts } from '../../texts/entity';

const stateOptions: readonly SelectOption[] = US_STATES.map((state) => ({ value: state, label: US_STATE_NAMES[state] }));

export interface EntityAddressFieldsProps {
  /** Which of the entity's addresses these fields fill. */
  name: 'businessAddress' | 'mailingAddress';
  /** The browser's autofill section, so that it never fills the mailing address with the business one. */
  autofillSection: 'business' | 'mailing';
}

/**
 * One address of an entity: address, unit, city, state (the US states with DC and Puerto Rico) and ZIP code, with
 * the contract's limits (`EntityAddress`). The caller puts them in a fieldset whose legend says which address.
 */
export function EntityAddressFields({ name, autofillSection }: EntityAddressFieldsProps) {
  const autofill = (token: string) => `section-${autofillSection} ${token}`;
  return (
    <>
      <FieldsAcross shares="3 1">
        <TextField name={`${name}.address`} label={entityTexts.address} autoComplete={autofill('address-line1')} maxLength={ADDRESS_MAX_LENGTH} required />
        <TextField name={`${name}.unit`} label={entityTexts.unit} autoComplete={autofill('address-line2')} maxLength={UNIT_MAX_LENGTH} />
      </FieldsAcross>
      <FieldsAcross shares="2 2 1">
        <TextField name={`${name}.city`} label={entityTexts.city} autoComplete={autofill('address-level2')} maxLength={CITY_MAX_LENGTH} required />
        <SelectField name={`${name}.state`} label={entityTexts.state} options={stateOptions} autoComplete={autofill('address-level1')} required />
        <TextField name={`${name}.zipCode`} label={entityTexts.zipCode} autoComplete={autofill('postal-code')} maxLength={ZIP_CODE_MAX_LENGTH} required />
      </FieldsAcross>
    </>
  );
}
