import { dataMessages } from '@portal/shared-contracts';
import { cellText, type DataTableColumn } from './columns';

/** Rows whose shown text, in any column, contains the filter (case and surrounding spaces ignored). */
export function filterRows<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[], filter: string): readonly Row[] {
  const needle = filter.trim().toLocaleLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => columns.some((column) => cellText(column, row).toLocaleLowerCase().includes(needle)));
}

/** How many pages `total` rows fill (one at least, so "Page 1 of 1" even when empty). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows of one page (pages count from 1). */
export function rowsOfPage<Row>(rows: readonly Row[], page: number, pageSize: number): readonly Row[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/**
 * What an empty table says: "No records matching "{filter}"." when a filter matched nothing (spec 001 §8),
 * the page's own empty text ("No Deals Found") otherwise.
 */
export function emptyTableText(filter: string, emptyText: string): string {
  const typed = filter.trim();
  return typed ? dataMessages.noRecordsMatching(typed) : emptyText;
}
