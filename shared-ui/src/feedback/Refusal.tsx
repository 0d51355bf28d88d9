import type { ReactNode } from 'react';
import { classNames } from '../class-names';

export interface RefusalProps {
  /** What was refused and what to do, or nothing while there is nothing to say. */
  children?: ReactNode;
  /** For a control that the refusal describes (`aria-describedby`). */
  id?: string;
  className?: string;
}

/**
 * A refusal of more than one field, said where it applies: a rule of the whole form ("Please choose an entity"), a
 * search that failed, a step that may not be left yet. It is announced as it appears (an alert) and takes no room
 * while there is nothing to say. A field's own refusal is its field's, under it.
 */
export function Refusal({ children, id, className }: RefusalProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p id={id} role="alert" className={classNames('pui-refusal', className)}>
      {children}
    </p>
  );
}
