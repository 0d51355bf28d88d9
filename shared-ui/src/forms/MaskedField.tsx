import { maskPhone, maskSsn, maskTaxId } from '@portal/shared-contracts';
import type { InputHTMLAttributes } from 'react';
import { useFieldValidator, type FieldBaseProps } from './field-parts';
import { ReformattedField } from './ReformattedField';

/** The contract's masks: phone "(000) 000-0000", SSN 3-2-4 with dashes, tax ID "dd-ddddddd". */
const presets = {
  phone: maskPhone,
  ssn: maskSsn,
  taxId: maskTaxId,
} as const;

export type MaskPreset = keyof typeof presets;

export interface MaskedFieldProps extends FieldBaseProps, Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'placeholder'> {
  /** A preset of the contract, or any function that shapes what was typed. */
  mask: MaskPreset | ((typed: string) => string);
}

/**
 * A text field shaped while typing ("formatted 3-2-4 with dashes while typing"): the form holds the masked
 * text, which is what the contract's patterns check. The caret stays where the person is typing.
 */
export function MaskedField({ schema, mask, ...field }: MaskedFieldProps) {
  const validate = useFieldValidator<string | undefined>(field.required, schema);

  return (
    <ReformattedField<string>
      {...field}
      validate={validate}
      inputClassName="pui-input"
      type={mask === 'phone' ? 'tel' : 'text'}
      inputMode={mask === 'phone' ? 'tel' : 'numeric'}
      toText={(value) => value ?? ''}
      reformat={typeof mask === 'function' ? mask : presets[mask]}
      toValue={(masked) => (masked === '' ? undefined : masked)}
    />
  );
}
