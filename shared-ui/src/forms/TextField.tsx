import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { Field } from 'react-final-form';
import { controlAria, FieldFrame, useFieldIds, useFieldValidator, visibleError, type FieldBaseProps } from './field-parts';

export interface TextFieldProps
  extends FieldBaseProps,
    Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'autoFocus' | 'disabled' | 'placeholder' | 'readOnly' | 'maxLength' | 'inputMode' | 'spellCheck'> {
  /** Called after the form has taken the new value. */
  onValueChange?(value: string): void;
}

/**
 * A labelled text input bound to react-final-form: its error shows once the field was touched (or the form
 * submitted), and is tied to the input for assistive technology. What was typed stays when it is refused.
 */
export function TextField({ name, label, hint, required, schema, className, onValueChange, ...inputProps }: TextFieldProps) {
  const ids = useFieldIds();
  const validate = useFieldValidator<string | undefined>(required, schema);
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error} disabled={inputProps.disabled} className={className}>
            <input
              {...input}
              {...inputProps}
              {...controlAria(ids, { hint, error, required })}
              className="pui-input"
              value={input.value ?? ''}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                input.onChange(event);
                onValueChange?.(event.target.value);
              }}
            />
          </FieldFrame>
        );
      }}
    </Field>
  );
}
