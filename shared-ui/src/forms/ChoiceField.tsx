import { useCallback, useId } from 'react';
import { useField } from 'react-final-form';
import { ChoiceGroup } from './ChoiceGroup';
import { useFieldValidator, visibleError, type FieldBaseProps } from './field-parts';

/** One answer of a choice: what the form holds, and what the borrower reads. */
export interface ChoiceOption<T = unknown> {
  value: T;
  label: string;
}

export interface ChoiceFieldProps<T = unknown> extends Omit<FieldBaseProps, 'schema'> {
  options: readonly ChoiceOption<T>[];
}

/**
 * A few answers side by side as a radio group named by its legend (Address or APN; yes or no). Only a missing
 * answer is empty, so false or 'no' counts as answered.
 */
export function ChoiceField<T>({ name, label, hint, required, disabled, readOnly, className, options }: ChoiceFieldProps<T>) {
  const answersName = `${useId()}-answer`;
  const unanswered = useCallback((value: unknown) => !options.some((option) => option.value === value), [options]);
  const validate = useFieldValidator<unknown>(required, undefined, undefined, unanswered);
  const { input, meta } = useField<unknown, HTMLInputElement>(name, { validate });

  return (
    <ChoiceGroup label={label} hint={hint} required={required} error={visibleError(meta)} disabled={disabled} readOnly={readOnly} onLeave={input.onBlur} className={className}>
      <div className="pui-choice-row">
        {options.map((option) => (
          <label key={option.label} className="pui-choice">
            <input
              className="pui-choice__control"
              type="radio"
              name={answersName}
              checked={input.value === option.value}
              onChange={() => {
                if (!readOnly) input.onChange(option.value);
              }}
              onFocus={input.onFocus}
            />
            <span className="pui-choice__label">{option.label}</span>
          </label>
        ))}
      </div>
    </ChoiceGroup>
  );
}
