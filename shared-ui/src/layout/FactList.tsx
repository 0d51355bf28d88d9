import type { ReactNode } from 'react';
import { classNames } from '../class-names';

/** One line of a `FactList`: what it is, and its value (text, a link, a badge). */
export interface Fact {
  label: string;
  value: ReactNode;
}

export interface FactListProps {
  /** In order; a `false`, `null` or `undefined` entry is a fact that does not apply (`shown && { label, value }`). */
  facts: readonly (Fact | false | null | undefined)[];
  /** Figures line up digit under digit (amounts). */
  numeric?: boolean;
  /** Two facts a line where the list (not the window) has room for both, so no figure wraps mid-number. */
  twoAcross?: boolean;
  className?: string;
}

/**
 * Facts about one thing (a summary, a record's details, a profile) as a description list: each label muted beside its
 * value, the labels in one column so the values line up, long values wrapping anywhere.
 */
export function FactList({ facts, numeric = false, twoAcross = false, className }: FactListProps) {
  return (
    <dl className={classNames('pui-facts', numeric && 'pui-facts--numeric', twoAcross && 'pui-facts--two-across', className)}>
      {facts
        .filter((fact): fact is Fact => Boolean(fact))
        .map((fact) => (
          <div key={fact.label} className="pui-facts__line">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
