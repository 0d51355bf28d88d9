import type { FieldValidator } from 'final-form';
import type { InputHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import { useReformattingInput } from './caret';
import { controlAria, FieldFrame, useFieldIds, visibleError, type FieldBaseProps } from './field-parts';

export interface ReformattedFieldProps<Value>
  extends Omit<FieldBaseProps, 'schema'>,
    Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder'> {
  /** The input's classes: `pui-input` and its kind. */
  inputClassName: string;
  /** The field's validator (`useFieldValidator`). */
  validate: FieldValidator<Value | undefined> | undefined;
  /** What the input shows for the value the form holds. */
  toText(value: Value | undefined): string;
  /** Shapes what was typed (a mask, dollars with separators…). */
  reformat(typed: string): string;
  /** The value the form holds for the shaped text. */
  toValue(formatted: string): Value | undefined;
}

/**
 * The masked, money and date fields: a text input shaped while typing, the caret kept after the same digits, the
 * form holding what `toValue` makes of the shaped text.
 */
export function ReformattedField<Value>({
  name,
  label,
  hint,
  required,
  disabled,
  readOnly,
  className,
  validate,
  inputClassName,
  toText,
  reformat,
  toValue,
  ...inputProps
}: ReformattedFieldProps<Value>) {
  const ids = useFieldIds();
  const { input, meta } = useField<Value | undefined, HTMLInputElement>(name, { validate });
  const error = visibleError(meta);
  const { ref, onChange } = useReformattingInput(reformat, (formatted) => input.onChange(toValue(formatted)));

  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error} disabled={disabled} className={className}>
      <input
        ref={ref}
        {...controlAria(ids, { hint, error, required })}
        {...inputProps}
        className={inputClassName}
        disabled={disabled}
        readOnly={readOnly}
        name={input.name}
        value={toText(input.value)}
        onChange={onChange}
        onFocus={input.onFocus}
        onBlur={input.onBlur}
      />
    </FieldFrame>
  );
}
