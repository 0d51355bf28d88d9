import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, UNIT_MAX_LENGTH, US_STATE_NAMES, US_STATES, ZIP_CODE_MAX_LENGTH } from '@portal/shared-contracts';
import { TextField } from '@portal/shared-ui';
import { FieldGroup, FieldsAcross, SelectField, type SelectOption } from '@portal/shared-ui/kit';
import { addressTexts } from '../../texts/address';

export const stateOptions: readonly SelectOption[] = US_STATES.map((state) => ({ value: state, label: US_STATE_NAMES[state] }));

const ADDRESS_LIMITS = { address: ADDRESS_MAX_LENGTH, unit: UNIT_MAX_LENGTH, city: CITY_MAX_LENGTH };

export interface AddressFieldsProps {
  /** Where the address is in the form's values (`propertyAddress` for `propertyAddress.city`); none for fields at the top. */
  name?: string;
  /** The group's legend; without one the fields sit in the caller's group. */
  legend?: string;
  /** The browser's autofill section for the person's own addresses ('home', 'mailing'); others are not autofilled. */
  autofillSection?: 'home' | 'mailing';
  /** The contract's address limits unless a section states its own ("employment text fields max 255"). */
  maxLengths?: { address: number; unit: number; city: number };
}

/** An address in the US: "address, unit, city, state, zipCode", the unit alone optional. */
export function AddressFields({ name, legend, autofillSection, maxLengths = ADDRESS_LIMITS }: AddressFieldsProps) {
  const field = (key: string) => (name ? `${name}.${key}` : key);
  const autofill = (token: string) => (autofillSection ? `section-${autofillSection} ${token}` : 'off');
  const fields = (
    <FieldsAcross>
      <TextField name={field('address')} label={addressTexts.address} autoComplete={autofill('address-line1')} maxLength={maxLengths.address} required />
      <TextField name={field('unit')} label={addressTexts.unit} autoComplete={autofill('address-line2')} maxLength={maxLengths.unit} />
      <TextField name={field('city')} label={addressTexts.city} autoComplete={autofill('address-level2')} maxLength={maxLengths.city} required />
      <SelectField name={field('state')} label={addressTexts.state} options={stateOptions} autoComplete={autofill('address-level1')} required />
      <TextField name={field('zipCode')} label={addressTexts.zipCode} autoComplete={autofill('postal-code')} maxLength={ZIP_CODE_MAX_LENGTH} inputMode="numeric" required />
    </FieldsAcross>
  );
  if (!legend) return fields;
  return (
    <FieldGroup legend={legend}>
      {fields}
    </FieldGroup>
  );
}
