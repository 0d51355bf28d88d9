import type { FocusEvent } from 'react';
import { useField } from 'react-final-form';
import { classNames } from '../class-names';
import { describedBy, FieldError, FieldHint, RequiredMark, useFieldIds, useFieldValidator, visibleError, type FieldBaseProps } from './field-parts';
import type { SelectOption } from './SelectField';

export interface MultiSelectFieldProps extends FieldBaseProps {
  options: readonly SelectOption[];
}

const NOTHING: readonly string[] = [];

/**
 * Several choices as a group of checkboxes holding the chosen values in the options' order (a group of native
 * checkboxes works with every screen reader and keyboard, unlike a custom multi-select list box).
 * "Multi-selects report 'This field is required!'": a required group needs one choice at least.
 */
export function MultiSelectField({ name, label, hint, required, disabled, readOnly, schema, className, options }: MultiSelectFieldProps) {
  const ids = useFieldIds();
  const validate = useFieldValidator<string[] | undefined>(required, schema);
  const { input, meta } = useField<string[] | undefined, HTMLInputElement>(name, { validate });
  const error = visibleError(meta);
  const chosen = Array.isArray(input.value) ? input.value : NOTHING;

  function toggle(value: string, checked: boolean) {
    if (readOnly) return;
    const next = new Set(chosen);
    if (checked) next.add(value);
    else next.delete(value);
    input.onChange(options.map((option) => option.value).filter((option) => next.has(option)));
  }

  function onBlur(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) input.onBlur();
  }

  return (
    <fieldset
      className={classNames('pui-field', 'pui-fieldset', error && 'pui-field--invalid', disabled && 'pui-field--disabled', className)}
      aria-describedby={describedBy(hint && ids.hintId, error && ids.errorId)}
      disabled={disabled}
      onBlur={onBlur}
    >
      <legend className="pui-field__label">
        {label}
        {required && <RequiredMark spoken />}
      </legend>
      <FieldHint id={ids.hintId} hint={hint} />
      <div className="pui-choice-list">
        {options.map((option) => (
          <label key={option.value} className="pui-choice">
            <input
              className="pui-choice__control"
              type="checkbox"
              name={input.name}
              value={option.value}
              checked={chosen.includes(option.value)}
              disabled={option.disabled}
              aria-invalid={Boolean(error)}
              aria-readonly={readOnly || undefined}
              onChange={(event) => toggle(option.value, event.target.checked)}
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
