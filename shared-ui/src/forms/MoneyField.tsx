import { currencyInputValue, DollarAmount, formatWholeDollars } from '@portal/shared-contracts';
import type { InputHTMLAttributes } from 'react';
import type * as v from 'valibot';
import { useFieldValidator, type FieldBaseProps } from './field-parts';
import { ReformattedField } from './ReformattedField';

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
export function MoneyField({ schema = DollarAmount, ...field }: MoneyFieldProps) {
  const validate = useFieldValidator<number | undefined>(field.required, schema);

  return (
    <ReformattedField<number>
      {...field}
      validate={validate}
      inputClassName="pui-input pui-input--money"
      type="text"
      inputMode="numeric"
      toText={display}
      reformat={(typed) => display(amountOf(typed))}
      toValue={amountOf}
    />
  );
}
