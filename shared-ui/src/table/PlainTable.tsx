import { useRef, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { useSidewaysOverflow } from '../sideways-overflow';

export interface PlainTableProps {
  /** The table's accessible name (a caption among its children may show it too); its box's, when the box scrolls. */
  label: string;
  className?: string;
  /** The table's caption, head and bodies. */
  children: ReactNode;
}

/**
 * A table of a handful of rows drawn plain, not the DataTable's grid: nothing to filter or page, its cells' links and
 * buttons reached by Tab as the rest of the page (a document's files, a person's teams, the roles). On a narrow screen
 * it scrolls sideways in its own box rather than squeezing its words and dates letter by letter; the box is then a
 * named group the keyboard can reach and scroll with its arrows (a group, not a region: the card around a table is
 * often a region of the same name, and two landmarks would share it). A row header (`<th scope="row">`) reads as a cell, a
 * group's header (`<th scope="rowgroup">`) stands out.
 */
export function PlainTable({ label, className, children }: PlainTableProps) {
  const box = useRef<HTMLDivElement>(null);
  const more = useSidewaysOverflow(box);
  const scrolls = more !== 'none';
  return (
    <div
      ref={box}
      className="pui-plain-table"
      data-more={more}
      // Only while it scrolls: a Tab stop on every small table of a wide screen would be a stop for nothing.
      {...(scrolls ? { role: 'group', 'aria-label': label, tabIndex: 0 } : {})}
    >
      <table className={classNames('pui-plain-table__table', className)} aria-label={label}>
        {children}
      </table>
    </div>
  );
}
