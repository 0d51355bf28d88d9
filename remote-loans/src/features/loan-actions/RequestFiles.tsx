import { useId, useState, type ChangeEvent } from 'react';
import { useField } from 'react-final-form';
import { fileRefusal, type FileFieldRule } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { loanTexts } from '../../texts/loans';

export interface RequestFilesProps {
  /** The form field holding the chosen files (sent with the request at Done). */
  name: string;
  label: string;
  /** The endpoint's rule for the field: sizes, types, how many. */
  rule: FileFieldRule;
}

/**
 * The files a request is sent with (a draw's invoices, a payoff's statement): chosen here, checked at once against
 * the contract's rule ("Files: max 25 MB, 5 MB for xls; empty files rejected"), sent at Done with the request, whose
 * progress the wizard shows. Kept in the form's memory only, never in web storage.
 */
export function RequestFiles({ name, label, rule }: RequestFilesProps) {
  const inputId = useId();
  const { input } = useField<File[]>(name, { subscription: { value: true } });
  const [refusals, setRefusals] = useState<string[]>([]);
  const files = input.value || [];
  const maxFiles = rule.maxFiles ?? 1;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const refused = chosen.map((file) => fileRefusal(file, rule)).filter((refusal): refusal is string => refusal !== null);
    const accepted = chosen.filter((file) => fileRefusal(file, rule) === null);
    const kept = [...files, ...accepted].slice(0, maxFiles);
    if (files.length + accepted.length > maxFiles) refused.push(loanTexts.tooManyFiles(maxFiles));
    setRefusals(refused);
    input.onChange(kept);
  }

  return (
    <div className="pui-field loans-request-files">
      <label htmlFor={inputId} className="pui-field__label">
        {label}
      </label>
      <input id={inputId} type="file" multiple={maxFiles > 1} onChange={choose} className="loans-request-files__input" />
      {refusals.map((refusal) => (
        <p key={refusal} role="alert" className="pui-field__error">
          {refusal}
        </p>
      ))}
      {files.length > 0 && (
        <ul className="loans-request-files__list" aria-label={loanTexts.chosenFiles}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <Button variant="secondary" size="small" onClick={() => input.onChange(files.filter((_, at) => at !== index))}>
                {loanTexts.removeFile(file.name)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
