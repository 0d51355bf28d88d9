import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { Field } from 'react-final-form';

interface TextFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'autoFocus' | 'disabled' | 'placeholder'> {
  name: string;
  label: string;
  /** Called after the form has taken the new value. */
  onValueChange?(value: string): void;
}

/**
 * A labelled text input bound to react-final-form: its error shows once the field was touched (or the form
 * submitted), and is tied to the input for assistive technology.
 */
export function TextField({ name, label, onValueChange, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = meta.touched && (meta.error || meta.submitError) ? String(meta.error ?? meta.submitError) : null;
        return (
          <div className="pui-field">
            <label htmlFor={id}>{label}</label>
            <input
              {...input}
              {...inputProps}
              id={id}
              value={input.value ?? ''}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                input.onChange(event);
                onValueChange?.(event.target.value);
              }}
            />
            {error && (
              <p id={errorId} className="pui-field__error">
                {error}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}
