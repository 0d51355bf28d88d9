import { useEffect, useState, type TextareaHTMLAttributes } from 'react';
import { Field } from 'react-final-form';
import { uiTexts } from '@portal/shared-ui';
import { controlAria, FieldFrame, useFieldIds, useFieldValidator, visibleError, type FieldBaseProps } from './field-parts';

/** The count is announced once typing pauses, not at every key. */
const ANNOUNCE_AFTER_MS = 750;

export interface TextAreaFieldProps extends FieldBaseProps, Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows' | 'placeholder' | 'autoComplete'> {
  /** "Text areas show a character counter when a maximum is set"; the maximum also stops typing beyond it. */
  maxLength?: number;
}

function CharacterCounter({ id, used, max }: { id: string; used: number; max: number }) {
  const [announced, setAnnounced] = useState(() => uiTexts.characterCount(used, max));
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(uiTexts.characterCount(used, max)), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [used, max]);
  return (
    <>
      <p className="pui-field__counter" aria-hidden="true">
        {uiTexts.characterCount(used, max)}
      </p>
      <p id={id} className="pui-visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}

/** A multi-line text, with "n / max" under it when a maximum is set. */
export function TextAreaField({ name, label, hint, required, disabled, readOnly, schema, className, maxLength, rows = 3, placeholder, autoComplete }: TextAreaFieldProps) {
  const ids = useFieldIds();
  const counterId = `${ids.id}-counter`;
  const validate = useFieldValidator<string | undefined>(required, schema);
  return (
    <Field<string | undefined> name={name} validate={validate}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        const text = input.value ?? '';
        return (
          <FieldFrame
            ids={ids}
            label={label}
            hint={hint}
            required={required}
            error={error}
            disabled={disabled}
            className={className}
            after={maxLength ? <CharacterCounter id={counterId} used={text.length} max={maxLength} /> : null}
          >
            <textarea
              {...input}
              {...controlAria(ids, { hint, error, required }, maxLength ? counterId : undefined)}
              className="pui-textarea"
              value={text}
              rows={rows}
              maxLength={maxLength}
              placeholder={placeholder}
              autoComplete={autoComplete}
              disabled={disabled}
              readOnly={readOnly}
            />
          </FieldFrame>
        );
      }}
    </Field>
  );
}
