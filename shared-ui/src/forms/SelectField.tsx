import { useField } from 'react-final-form';
import { uiTexts } from '@portal/shared-ui';
import { controlAria, FieldFrame, useFieldIds, useFieldValidator, visibleError, type FieldBaseProps } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldBaseProps {
  options: readonly SelectOption[];
  /** The first, empty choice ("Select…" unless told). */
  placeholder?: string;
  autoComplete?: string;
}

/**
 * A native select (the platform's own keyboard and screen-reader support, and the phone's own picker) with an
 * empty first choice, so nothing is chosen for the borrower. A read-only select shows its choice as read-only
 * text, since a select cannot be read-only.
 */
export function SelectField({ name, label, hint, required, disabled, readOnly, schema, className, options, placeholder = uiTexts.selectPlaceholder, autoComplete }: SelectFieldProps) {
  const ids = useFieldIds();
  const validate = useFieldValidator<string | undefined>(required, schema);
  const { input, meta } = useField<string | undefined, HTMLSelectElement>(name, { validate });
  const error = visibleError(meta);
  const value = input.value ?? '';
  const aria = controlAria(ids, { hint, error, required });

  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error} disabled={disabled} className={className}>
      {readOnly ? (
        <input {...aria} className="pui-input" type="text" readOnly value={options.find((option) => option.value === value)?.label ?? ''} />
      ) : (
        <select
          {...aria}
          className="pui-select"
          name={input.name}
          disabled={disabled}
          autoComplete={autoComplete}
          value={value}
          onChange={input.onChange}
          onFocus={input.onFocus}
          onBlur={input.onBlur}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
