import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { describedBy, FieldHint, useFieldIds } from './field-parts';

export interface FieldGroupProps {
  /** What the fields have in common ("Home address", "Phone numbers"): the group's accessible name. */
  legend: string;
  /** A sentence for the whole group (why it is locked, what it is for), read with it. */
  hint?: string;
  /** A refusal of the group as a whole (a list that must not be empty), announced when it appears. */
  error?: string | null;
  className?: string;
  children: ReactNode;
}

/** Fields that belong together under one legend: a fieldset laid out and labelled the kit's way. */
export function FieldGroup({ legend, hint, error, className, children }: FieldGroupProps) {
  const ids = useFieldIds();
  return (
    <fieldset className={classNames('pui-fieldset', 'pui-field-group', className)} aria-describedby={describedBy(hint && ids.hintId, error && ids.errorId)}>
      <legend className="pui-field-group__legend">{legend}</legend>
      <FieldHint id={ids.hintId} hint={hint} />
      {children}
      {error && (
        <p id={ids.errorId} role="alert" className="pui-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
