import type { ReactNode } from 'react';
import { classNames } from '../class-names';

export interface PlainTableProps {
  /** The table's accessible name, when no caption among its children names it. */
  label?: string;
  className?: string;
  /** The table's caption, head and bodies. */
  children: ReactNode;
}

/**
 * A table of a handful of rows drawn plain, not the DataTable's grid: nothing to filter or page, its cells' links and
 * buttons reached by Tab as the rest of the page (a document's files, a person's teams, the roles). On a narrow screen
 * it scrolls sideways in its own box rather than squeezing its words and dates letter by letter; a row header
 * (`<th scope="row">`) reads as a cell, a group's header (`<th scope="rowgroup">`) stands out.
 */
export function PlainTable({ label, className, children }: PlainTableProps) {
  return (
    <div className="pui-plain-table">
      <table className={classNames('pui-plain-table__table', className)} aria-label={label}>
        {children}
      </table>
    </div>
  );
}
