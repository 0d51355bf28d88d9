import { fileRefusal, type FileFieldRule } from '@portal/shared-contracts';
import { useState, type ChangeEvent } from 'react';
import { useField } from 'react-final-form';
import { Button, uiTexts } from '@portal/shared-ui';
import { controlAria, FieldFrame, useFieldIds, useFieldValidator, visibleError, type FieldBaseProps } from './field-parts';

export interface FilesFieldProps extends Pick<FieldBaseProps, 'name' | 'label' | 'hint' | 'required' | 'disabled' | 'className'> {
  /** The endpoint's rule for the files: sizes, types, how many ("max 25 MB, 5 MB for xls; empty files rejected"). */
  rule: FileFieldRule;
}

/**
 * Files sent with a form as a whole (a draw's invoices, a payoff's statement): chosen here, each checked at once against
 * the contract's rule, listed with a Remove button, held in the form's values (never in web storage) until the form is
 * sent with `portal.api.upload`. A refused file is said at once and the files already chosen stay. (One file: FileField;
 * files sent on their own as they are chosen: FileUpload.)
 */
export function FilesField({ name, label, hint, required, disabled, className, rule }: FilesFieldProps) {
  const ids = useFieldIds();
  const validate = useFieldValidator<File[] | undefined>(required, undefined);
  const { input, meta } = useField<File[]>(name, { validate, subscription: { value: true, error: true, touched: true, submitFailed: true } });
  const [refusals, setRefusals] = useState<string[]>([]);
  const files = input.value || [];
  const maxFiles = rule.maxFiles ?? 1;
  const error = refusals.length > 0 ? refusals.join(' ') : visibleError(meta);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const checked = chosen.map((file) => ({ file, refusal: fileRefusal(file, rule) }));
    const refused = checked.flatMap(({ refusal }) => (refusal ? [refusal] : []));
    const accepted = checked.flatMap(({ file, refusal }) => (refusal ? [] : [file]));
    if (files.length + accepted.length > maxFiles) refused.push(uiTexts.tooManyFiles(maxFiles));
    setRefusals(refused);
    input.onChange([...files, ...accepted].slice(0, maxFiles));
    input.onBlur();
  }

  const chosenList = files.length > 0 && (
    <ul className="pui-files-field__list" aria-label={uiTexts.filesChosen}>
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`}>
          <span>{file.name}</span>
          <Button variant="secondary" size="small" disabled={disabled} onClick={() => input.onChange(files.filter((_, at) => at !== index))}>
            {uiTexts.removeFile(file.name)}
          </Button>
        </li>
      ))}
    </ul>
  );

  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error} disabled={disabled} className={className} after={chosenList} announceError={refusals.length > 0}>
      <input
        {...controlAria(ids, { hint, error, required })}
        type="file"
        className="pui-file-field"
        multiple={maxFiles > 1}
        disabled={disabled}
        accept={rule.types?.map((type) => `.${type}`).join(',')}
        onChange={choose}
      />
    </FieldFrame>
  );
}
