import type { FocusEvent, ReactNode } from 'react';
import { classNames } from '../class-names';
import { describedBy, FieldError, FieldHint, RequiredMark, useFieldIds } from './field-parts';

export interface ChoiceGroupProps {
  /** The question: the group's legend and accessible name. */
  label: string;
  hint?: string;
  required?: boolean;
  /** The refusal to show under the answers, or null. */
  error: string | null;
  disabled?: boolean;
  readOnly?: boolean;
  /** Focus left the group: only then is the question "touched". */
  onLeave(): void;
  className?: string;
  /** The answers: radio buttons, however each is dressed. */
  children: ReactNode;
}

/**
 * A question answered by one of several radio buttons, laid out and labelled as every field of the kit: the legend with
 * its asterisk, the hint, the answers, the refusal under them. `ChoiceField` puts plain answers in it; a page whose
 * answers say more (an entity with its type and status) puts its own.
 */
export function ChoiceGroup({ label, hint, required, error, disabled, readOnly, onLeave, className, children }: ChoiceGroupProps) {
  const ids = useFieldIds();

  function onBlur(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
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
      {children}
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}
