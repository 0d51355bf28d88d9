import { useField } from 'react-final-form';
import { classNames } from '../class-names';
import { controlAria, FieldError, FieldHint, RequiredMark, useFieldIds, useFieldValidator, visibleError, type FieldBaseProps } from './field-parts';

export type CheckboxFieldProps = Omit<FieldBaseProps, 'schema'>;

/**
 * One checkbox holding true or false (an agreement, an authorisation). "Checked boxes ... report 'This field is
 * required!'": a required box must be ticked. A read-only box shows its state and ignores clicks.
 */
export function CheckboxField({ name, label, hint, required, disabled, readOnly, className }: CheckboxFieldProps) {
  const ids = useFieldIds();
  const validate = useFieldValidator<boolean | undefined>(required, undefined);
  const { input, meta } = useField<boolean | undefined, HTMLInputElement>(name, { type: 'checkbox', validate });
  const error = visibleError(meta);

  return (
    <div className={classNames('pui-field', 'pui-field--choice', error && 'pui-field--invalid', disabled && 'pui-field--disabled', className)}>
      <div className="pui-choice">
        <input
          {...controlAria(ids, { hint, error, required })}
          className="pui-choice__control"
          type="checkbox"
          name={input.name}
          checked={Boolean(input.checked)}
          disabled={disabled}
          aria-readonly={readOnly || undefined}
          onChange={(event) => {
            if (!readOnly) input.onChange(event.target.checked);
          }}
          onFocus={input.onFocus}
          onBlur={input.onBlur}
        />
        <label htmlFor={ids.id} className="pui-choice__label">
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
