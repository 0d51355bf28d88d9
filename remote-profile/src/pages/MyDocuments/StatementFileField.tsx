import { useCallback, useId, type ChangeEvent } from 'react';
import { useField } from 'react-final-form';
import { fileRefusal, formMessages, type FileFieldRule } from '@portal/shared-contracts';
import { classNames } from '@portal/shared-ui';

export interface StatementFileFieldProps {
  /** The form field holding the chosen file, sent with the form. */
  name: string;
  label: string;
  /** The endpoint's rule for the file ("max 25 MB, 5 MB for xls; empty files rejected"). */
  rule: FileFieldRule;
  /** Refuses an empty choice with 'This field is required!' (leave it to the form's own rule otherwise). */
  required?: boolean;
}

/**
 * One file chosen for a form that is sent as a whole (a statement with its date): kept in the form until Upload, and
 * checked at once against the contract's rule. The picker keeps showing what was picked, so a refusal loses nothing.
 */
export function StatementFileField({ name, label, rule, required = false }: StatementFileFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const validate = useCallback(
    (file: File | undefined) => {
      if (!file) return required ? formMessages.required : undefined;
      return fileRefusal(file, rule) ?? undefined;
    },
    [rule, required],
  );
  const { input, meta } = useField<File | undefined>(name, { validate, subscription: { value: true, error: true, submitError: true, touched: true, submitFailed: true } });
  const shown: unknown = meta.touched || meta.submitFailed ? meta.error || meta.submitError : undefined;
  const error = typeof shown === 'string' && shown ? shown : null;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    input.onChange(event.target.files?.[0]);
    input.onBlur();
  }

  return (
    <div className={classNames('pui-field', error && 'pui-field--invalid')}>
      <label htmlFor={id} className="pui-field__label">
        {label}
        {required && (
          <span className="pui-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        className="profile-documents__file-input"
        accept={rule.types?.map((type) => `.${type}`).join(',')}
        aria-invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={choose}
      />
      {error && (
        <p id={errorId} className="pui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
