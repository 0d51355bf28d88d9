import type { ReactNode } from 'react';
import { EmptyState, PlainTable } from '@portal/shared-ui/kit';

export interface TeamsTableColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
}

export interface TeamsTableProps<Row> {
  /** The table's name, for screen readers (the tab above already shows it to the eye). */
  caption: string;
  /** The first column heads each row (`<th scope="row">`): the borrower, whose team the row is. */
  columns: readonly TeamsTableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  emptyText: string;
}

/**
 * A plain table, not the grid: its cells hold buttons (Enter, leave, Accept, Reject), which a table reaches by Tab
 * as the rest of the page, and a person's teams and invitations are a handful of rows, with nothing to filter or page.
 */
export function TeamsTable<Row>({ caption, columns, rows, rowKey, emptyText }: TeamsTableProps<Row>) {
  if (rows.length === 0) return <EmptyState text={emptyText} />;
  const [rowHeader, ...cells] = columns;
  return (
    <PlainTable label={caption} className="teams-area__table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {rowHeader && <th scope="row">{rowHeader.cell(row)}</th>}
            {cells.map((column) => (
              <td key={column.header}>{column.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}
