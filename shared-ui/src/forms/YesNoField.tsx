import { useCallback, type FocusEvent } from 'react';
import { useField } from 'react-final-form';
import { classNames } from '../class-names';
import { uiTexts } from '@portal/shared-ui';
import { describedBy, FieldError, FieldHint, RequiredMark, useFieldIds, useFieldValidator, visibleError, type FieldBaseProps } from './field-parts';

/** What the form holds for each answer: true and false, or the contract's 'yes' and 'no' (`YES_NO_ANSWERS`). */
export type YesNoValues = { yes: boolean; no: boolean } | { yes: string; no: string };

export interface YesNoFieldProps extends Omit<FieldBaseProps, 'schema'> {
  yesLabel?: string;
  noLabel?: string;
  /** The values held for Yes and No; true and false unless told (`{ yes: 'yes', no: 'no' }` for the deal's answers). */
  values?: YesNoValues;
}

const TRUE_OR_FALSE: YesNoValues = { yes: true, no: false };

/**
 * A yes/no question as a radio group holding true or false, or the values given (holdback, permits, declarations).
 * "No" is an answer: only a missing answer is empty.
 */
export function YesNoField({ name, label, hint, required, disabled, readOnly, className, yesLabel = uiTexts.yes, noLabel = uiTexts.no, values = TRUE_OR_FALSE }: YesNoFieldProps) {
  const ids = useFieldIds();
  const unanswered = useCallback((value: unknown) => value !== values.yes && value !== values.no, [values.yes, values.no]);
  const validate = useFieldValidator<unknown>(required, undefined, undefined, unanswered);
  const { input, meta } = useField<unknown, HTMLInputElement>(name, { validate });
  const error = visibleError(meta);
  const choices = [
    { answer: values.yes, text: yesLabel },
    { answer: values.no, text: noLabel },
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
