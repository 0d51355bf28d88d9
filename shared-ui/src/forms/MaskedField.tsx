import { maskPhone, maskSsn, maskTaxId } from '@portal/shared-contracts';
import type { InputHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import { FieldFrame, useFieldIds, useFieldValidator, visibleError, type FieldBaseProps } from './field-parts';
import { ReformattedInput } from './ReformattedInput';

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
export function MaskedField({ name, label, hint, required, disabled, readOnly, schema, className, mask, autoComplete, placeholder }: MaskedFieldProps) {
  const ids = useFieldIds();
  const validate = useFieldValidator<string | undefined>(required, schema);
  const { input, meta } = useField<string | undefined, HTMLInputElement>(name, { validate });
  const shape = typeof mask === 'function' ? mask : presets[mask];
  const error = visibleError(meta);

  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error} disabled={disabled} className={className}>
      <ReformattedInput
        ids={ids}
        hint={hint}
        error={error}
        required={required}
        className="pui-input"
        field={input}
        type={mask === 'phone' ? 'tel' : 'text'}
        inputMode={mask === 'phone' ? 'tel' : 'numeric'}
        autoComplete={autoComplete}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
        text={input.value ?? ''}
        reformat={shape}
        onText={(masked) => input.onChange(masked === '' ? undefined : masked)}
      />
    </FieldFrame>
  );
}
