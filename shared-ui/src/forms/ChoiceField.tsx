import { useCallback, type FocusEvent } from 'react';
import { useField } from 'react-final-form';
import { classNames } from '../class-names';
import { describedBy, FieldError, FieldHint, RequiredMark, useFieldIds, useFieldValidator, visibleError, type FieldBaseProps } from './field-parts';

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
  const ids = useFieldIds();
  const unanswered = useCallback((value: unknown) => !options.some((option) => option.value === value), [options]);
  const validate = useFieldValidator<unknown>(required, undefined, undefined, unanswered);
  const { input, meta } = useField<unknown, HTMLInputElement>(name, { validate });
  const error = visibleError(meta);

  // The group is left when focus goes outside it: only then is the question "touched".
  function onBlur(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) input.onBlur();
  }

  return (
    <fieldset
      role="radiogroup"
      className={classNames('pui-field', 'pui-fieldset', error && 'pui-field--invalid', disabled && 'pui-field--disabled', className)}
      aria-invalid={Boolean(error)}
      aria-required={required || undefined}
      aria-readonly={readOnly || undefined}
      aria-describedby={describedBy(hint && ids.hintId, error && ids.errorId)}
      disabled={disabled}
      onBlur={onBlur}
    >
      <legend className="pui-field__label">
        {label}
        {required && <RequiredMark />}
      </legend>
      <FieldHint id={ids.hintId} hint={hint} />
      <div className="pui-choice-row">
        {options.map((option) => (
          <label key={option.label} className="pui-choice">
            <input
              className="pui-choice__control"
              type="radio"
              name={`${ids.id}-answer`}
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
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}
