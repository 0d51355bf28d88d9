import { currencyInputValue, DollarAmount, formatWholeDollars } from '@portal/shared-contracts';
import type { InputHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import type * as v from 'valibot';
import { FieldFrame, useFieldIds, useFieldValidator, visibleError, type FieldBaseProps } from './field-parts';
import { ReformattedInput } from './ReformattedInput';

/**
 * More digits than a JavaScript number holds exactly would change what was typed: the field takes at most 15
 * (far above the contract's limit, whose message then shows).
 */
const MAX_DIGITS = 15;

export interface MoneyFieldProps extends FieldBaseProps, Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'placeholder'> {
  /** The contract's dollar rule by default: "between $0 and $100,000,000". */
  schema?: v.GenericSchema;
}

function amountOf(typed: string): number {
  return currencyInputValue(typed.replace(/\D/g, '').slice(0, MAX_DIGITS));
}

function display(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatWholeDollars(value) : '';
}

/**
 * A dollar amount: shown with "$" and thousands separators while typing, held as a number. "A currency field
 * keeps digits only and turns an empty value into 0" (the contract's `currencyInputValue`), so clearing the
 * field shows and holds $0. Validated with the contract's `DollarAmount` unless another schema is given.
 */
export function MoneyField({ name, label, hint, required, disabled, readOnly, schema = DollarAmount, className, autoComplete, placeholder }: MoneyFieldProps) {
  const ids = useFieldIds();
  const validate = useFieldValidator<number | undefined>(required, schema);
  const { input, meta } = useField<number | undefined, HTMLInputElement>(name, { validate });
  const error = visibleError(meta);

  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error} disabled={disabled} className={className}>
      <ReformattedInput
        ids={ids}
        hint={hint}
        error={error}
        required={required}
        className="pui-input pui-input--money"
        field={input}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
        text={display(input.value)}
        reformat={(typed) => display(amountOf(typed))}
        onText={(formatted) => input.onChange(amountOf(formatted))}
      />
    </FieldFrame>
  );
}
