import type { ReactNode } from 'react';
import { cellText, type DataTableColumn, type ToneOf } from './columns';

// What a table's cells and rows show and how they are coloured, stated once for the plain rows a table is first drawn
// with (TableRows) and for ag-grid's (AgGridTable), so that nothing changes when ag-grid takes a table over.

/** The row's colour and the reasons for it, as a page gives them to its table. */
export type RowTone<Row> = (row: Row) => { tone: ToneOf['tone']; reasons: readonly string[] } | null;

/** A page of rows as the DataTable hands it to whatever draws it: its plain rows, or ag-grid. */
export interface RowsProps<Row> {
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey?(row: Row): string;
  onRowClick?(row: Row): void;
  /** The id of the table's hint, read with the table. */
  describedBy?: string;
  /** The row's colour and the reasons for it, read with the row's first cell. */
  rowTone?: RowTone<Row>;
}

const toneClass = (prefix: 'row' | 'cell', tone: ToneOf['tone']) => `pui-data-table__${prefix}--${tone}`;

/** What a screen reader hears after a cell's value: the reasons its row or the cell itself is coloured. */
function Reasons({ reasons }: { reasons: readonly string[] }) {
  return <span className="pui-visually-hidden">{` (${reasons.join('; ')})`}</span>;
}

/**
 * A column's cell of its own, when it needs one: the page's `render`, or the text followed by the reasons for a colour
 * (the first column says why its row is coloured, a toned cell why it is). Undefined when the cell is its text alone.
 */
export function cellRenderer<Row>(column: DataTableColumn<Row>, index: number, rowTone: RowTone<Row> | undefined): ((row: Row) => ReactNode) | undefined {
  const { render, tone } = column;
  const saysRowReasons = index === 0 && rowTone !== undefined;
  if (!render && !saysRowReasons && !tone) return undefined;
  return (row) => {
    const cellTone = tone?.(row);
    const reasons = [...(saysRowReasons ? (rowTone?.(row)?.reasons ?? []) : []), ...(cellTone ? [cellTone.reason] : [])];
    return (
      <>
        {render ? render(row) : cellText(column, row)}
        {reasons.length > 0 && <Reasons reasons={reasons} />}
      </>
    );
  };
}

/** A cell's classes: amounts at the end, and the cell's colour when its value calls for one. */
export function cellClasses<Row>(column: DataTableColumn<Row>, row: Row | undefined): string[] {
  const classes = column.align === 'end' ? ['pui-data-table__cell--end'] : [];
  const cellTone = row !== undefined ? column.tone?.(row) : undefined;
  if (cellTone) classes.push(toneClass('cell', cellTone.tone));
  return classes;
}

/** A row's class when the page colours it. */
export function rowClass<Row>(rowTone: RowTone<Row> | undefined, row: Row | undefined): string | undefined {
  const toned = row !== undefined ? rowTone?.(row) : undefined;
  return toned ? toneClass('row', toned.tone) : undefined;
}

/** The smallest width a column is given: its own, or 120 px. */
export const columnMinWidth = (column: DataTableColumn<unknown>) => column.minWidth ?? 120;

/**
 * Each column's width as ag-grid lays them out, for the plain rows: a fixed width (never under the column's minimum),
 * or a share of what is left (`flex`, 1 by default) never under the minimum; narrower than their sum, the rows scroll.
 */
export function columnLayout(columns: readonly DataTableColumn<unknown>[]): { template: string; minWidth: number } {
  const tracks = columns.map((column) =>
    column.width ? { track: `${Math.max(column.width, columnMinWidth(column))}px`, min: Math.max(column.width, columnMinWidth(column)) } : { track: `minmax(${columnMinWidth(column)}px, ${column.flex ?? 1}fr)`, min: columnMinWidth(column) },
  );
  return { template: tracks.map((track) => track.track).join(' '), minWidth: tracks.reduce((sum, track) => sum + track.min, 0) };
}
