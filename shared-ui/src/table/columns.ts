import type { ReactNode } from 'react';

/**
 * The colours a row or a cell may take to draw the eye (an overdue payment, a maturity date that has passed): strong
 * `danger` and `warning`, `yellow`, and the soft row backgrounds `light-red` and `light-yellow`.
 */
export type TableTone = 'danger' | 'warning' | 'yellow' | 'light-red' | 'light-yellow';

/** A coloured row or cell and why, in words: colour is never the only signal, the reason is read with the row or cell. */
export interface ToneOf {
  tone: TableTone;
  reason: string;
}

/** One column of a `DataTable`, described without ag-grid so pages do not depend on it. */
export interface DataTableColumn<Row> {
  /** The column header. */
  header: string;
  /** The row's property shown in the column… */
  field?: Extract<keyof Row, string>;
  /** …or a value computed from the row. */
  value?(row: Row): unknown;
  /** The text shown (and searched by the filter box): "$1,234,567", "01/15/2024". */
  format?(value: unknown, row: Row): string;
  /** A cell of one's own (a link, a badge, a button); the filter still searches `format`'s text. */
  render?(row: Row): ReactNode;
  /** Fixed width in pixels; otherwise the column shares the width (`flex`, 1 by default). */
  width?: number;
  flex?: number;
  minWidth?: number;
  /** Numbers and amounts line up at the end. */
  align?: 'start' | 'end';
  /** The cell's own colour, when the row's value calls for one, with the reason read with the cell. */
  tone?(row: Row): ToneOf | null;
}

/** A column's raw value for a row. */
export function cellValue<Row>(column: DataTableColumn<Row>, row: Row): unknown {
  if (column.value) return column.value(row);
  return column.field ? row[column.field] : undefined;
}

/** A column's text for a row, as shown and as searched. */
export function cellText<Row>(column: DataTableColumn<Row>, row: Row): string {
  const value = cellValue(column, row);
  if (column.format) return column.format(value, row);
  return value === undefined || value === null ? '' : String(value);
}
