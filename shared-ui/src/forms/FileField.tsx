import { fileRefusal, type FileFieldRule } from '@portal/shared-contracts';
import { useCallback, type ChangeEvent } from 'react';
import { Field } from 'react-final-form';
import { controlAria, FieldFrame, useFieldIds, useFieldValidator, visibleError, type FieldBaseProps } from './field-parts';

export interface FileFieldProps extends Pick<FieldBaseProps, 'name' | 'label' | 'hint' | 'required' | 'disabled' | 'className'> {
  /** The endpoint's rule for the file ("max 25 MB, 5 MB for xls; empty files rejected"), checked as soon as it is chosen. */
  rule: FileFieldRule;
}

/**
 * One file chosen for a form that is sent as a whole (a statement with its date), held in the form's values until
 * the form is sent with `portal.api.upload`. The contract's rule refuses a wrong file at once; the picker keeps
 * showing what was picked, so a refusal loses nothing. (Files sent on their own go through `FileUpload`.)
 */
export function FileField({ name, label, hint, required, disabled, className, rule }: FileFieldProps) {
  const ids = useFieldIds();
  const check = useCallback((file: File | undefined) => (file ? (fileRefusal(file, rule) ?? undefined) : undefined), [rule]);
  const validate = useFieldValidator<File | undefined>(required, undefined, check);
  return (
    <Field<File | undefined> name={name} validate={validate}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error} disabled={disabled} className={className}>
            <input
              {...controlAria(ids, { hint, error, required })}
              name={name}
              type="file"
              className="pui-file-field"
              disabled={disabled}
              accept={rule.types?.map((type) => `.${type}`).join(',')}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                input.onChange(event.target.files?.[0]);
                input.onBlur();
              }}
            />
          </FieldFrame>
        );
      }}
    </Field>
  );
}
