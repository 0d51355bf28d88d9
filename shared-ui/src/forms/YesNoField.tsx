import type { FocusEvent } from 'react';
import { useField } from 'react-final-form';
import { classNames } from '../class-names';
import { uiTexts } from '@portal/shared-ui';
import { describedBy, FieldError, FieldHint, RequiredMark, useFieldIds, useFieldValidator, visibleError, type FieldBaseProps } from './field-parts';

export interface YesNoFieldProps extends Omit<FieldBaseProps, 'schema'> {
  yesLabel?: string;
  noLabel?: string;
}

/** "No" is an answer: only a missing answer is empty. */
const unanswered = (value: boolean | undefined) => value !== true && value !== false;

/** A yes/no question as a radio group holding true or false (holdback, permits, declarations). */
export function YesNoField({ name, label, hint, required, disabled, readOnly, className, yesLabel = uiTexts.yes, noLabel = uiTexts.no }: YesNoFieldProps) {
  const ids = useFieldIds();
  const validate = useFieldValidator<boolean | undefined>(required, undefined, undefined, unanswered);
  const { input, meta } = useField<boolean | undefined, HTMLInputElement>(name, { validate });
  const error = visibleError(meta);
  const choices = [
    { answer: true, text: yesLabel },
    { answer: false, text: noLabel },
  ];

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
        {choices.map(({ answer, text }) => (
          <label key={text} className="pui-choice">
            <input
              className="pui-choice__control"
              type="radio"
              name={`${ids.id}-answer`}
              checked={input.value === answer}
              onChange={() => {
                if (!readOnly) input.onChange(answer);
              }}
              onFocus={input.onFocus}
            />
            <span className="pui-choice__label">{text}</span>
          </label>
        ))}
      </div>
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}
