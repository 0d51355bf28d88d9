import { useId, useState, type ChangeEvent, type ComponentType } from 'react';
import { Spinner, uiTexts } from '@portal/shared-ui';
import { classNames } from '../class-names';
import { EmptyState } from '../layout/EmptyState';
import { lazyPart } from '../lazy-part';
import type { AgGridTableProps } from './AgGridTable';
import type { RowsProps } from './cells';
import { gridHeight } from './grid-size';
import type { DataTableColumn, TableTone } from './columns';
import { Pager } from './Pager';
import { TableRows } from './TableRows';
import { useFirstTab } from './input-modality';
import { emptyTableText, filterRows, pageCount, rowsOfPage } from './table-logic';

/** ag-grid arrives in its own chunk, the first time the keyboard enters a table. */
const AgGridTable = lazyPart<AgGridTableProps<unknown>>(() => import('./AgGridTable').then((module) => module.AgGridTable as ComponentType<AgGridTableProps<unknown>>));

/** "Loan list page size 10" (spec 001 §9), the portal's default for every list. */
export const DEFAULT_PAGE_SIZE = 10;

export interface DataTableProps<Row> {
  /** The table's accessible name ("Pending loans"); the filter and the pager are named after it too. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** All rows (client paging), or the current page's rows (server paging, with `onPageChange`). */
  rows: readonly Row[];
  /** What an empty table says when no filter is typed ("No Deals Found"). */
  emptyText: string;
  /**
   * What the list says where it ends, once every row has come ("The list ends with "No more deals.""): under the last
   * page's rows, a page before it going on with the pager.
   */
  endText?: string;
  /** A stable key per row (keeps focus and scroll when rows are refreshed). */
  rowKey?(row: Row): string;
  /** A line under the filter, read with the table ("Click on Loan to upload documents and see additional details"). */
  hint?: string;
  /** The filter box (shown unless false). */
  filterable?: boolean;
  filterLabel?: string;
  /** The filter's first text (a remembered search); the box is the borrower's from then on. */
  defaultFilter?: string;
  /** Controlled filter text (optional), for a page that keeps it elsewhere (a query parameter). */
  filterValue?: string;
  /** Server filtering: called with the text at every change, and the rows are taken as already filtered. */
  onFilterChange?(filter: string): void;
  /** Rows per page; 0 shows every row. */
  pageSize?: number;
  /** Server paging: the current page (from 1) and what to do to move; `rows` is then that page. */
  page?: number;
  onPageChange?(page: number): void;
  /** Server paging: the number of rows on all pages, when the API says it. */
  totalRows?: number;
  /** Server paging without a total: whether a next page may exist (by default, when this page is full). */
  hasNextPage?: boolean;
  /**
   * A row's colour and why ("past maturity light red"): the reasons are read with the row's first cell, so colour is
   * never the only signal. Keep the function stable (module level or memoised): a new one redraws the grid.
   */
  rowTone?(row: Row): { tone: TableTone; reasons: readonly string[] } | null;
  /** Row click (and Enter on a row's cell): "Clicking a row opens DealDetail". */
  onRowClick?(row: Row): void;
  loading?: boolean;
  loadingLabel?: string;
  className?: string;
}

/**
 * A table of rows with a labelled filter box, paging, row clicks, a loading state and the spec's empty texts: "No
 * records matching "{filter}"." when a filter matched nothing, the page's own text otherwise. Filtering and paging
 * happen here, client-side, unless the page takes them over (`onFilterChange`, `onPageChange`) to ask the API.
 *
 * The rows are drawn as a plain table at once (TableRows), and ag-grid takes them over when the keyboard enters the
 * table, for its keyboard (arrows between cells, Enter on a row): its chunk (200 KB compressed) and its long task per
 * grid were most of a phone's wait on the pages that open on a table (issue 15), for a pointer that never needs them.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  emptyText,
  endText,
  rowKey,
  hint,
  filterable = true,
  filterLabel = uiTexts.filter,
  defaultFilter = '',
  filterValue,
  onFilterChange,
  pageSize = DEFAULT_PAGE_SIZE,
  page,
  onPageChange,
  totalRows,
  hasNextPage,
  rowTone,
  onRowClick,
  loading = false,
  loadingLabel,
  className,
}: DataTableProps<Row>) {
  const filterId = useId();
  const hintId = useId();
  const [grid, setGrid] = useState(false);
  const [ownFilter, setOwnFilter] = useState(defaultFilter);
  const [ownPage, setOwnPage] = useState(1);
  const filter = filterValue ?? ownFilter;
  const serverPaging = Boolean(onPageChange);
  const paged = pageSize > 0;

  const filtered = onFilterChange ? rows : filterRows(rows, columns, filter);
  let shown: readonly Row[];
  let currentPage: number;
  let pages: number | undefined;
  let hasNext: boolean;
  if (serverPaging) {
    currentPage = page ?? 1;
    shown = rows;
    pages = totalRows !== undefined && paged ? pageCount(totalRows, pageSize) : undefined;
    hasNext = hasNextPage ?? (pages !== undefined ? currentPage < pages : paged && rows.length >= pageSize);
  } else {
    pages = paged ? pageCount(filtered.length, pageSize) : 1;
    currentPage = Math.min(ownPage, pages);
    shown = paged ? rowsOfPage(filtered, currentPage, pageSize) : filtered;
    hasNext = currentPage < pages;
  }
  const showPager = paged && (currentPage > 1 || hasNext);
  const empty = shown.length === 0;
  // A Tab anywhere on the page: the keyboard is in use and may be on its way to the table; ag-grid's chunk is asked for
  // now, so that the grid is ready when it arrives (Tabbing down /my_deals cold, here: the table's focus to the grid's
  // first cell 178–198 ms with it, 349–468 without).
  useFirstTab(() => void AgGridTable.preload().catch(() => undefined), !grid && !empty);
  // The page of rows, as the plain rows and ag-grid both draw it.
  const rowsShown: RowsProps<Row> = { label, columns, rows: shown, rowKey, onRowClick, rowTone, describedBy: hint ? hintId : undefined };

  function changeFilter(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    setOwnFilter(text);
    setOwnPage(1);
    onFilterChange?.(text);
  }

  // The keyboard reached the rows: ag-grid takes them over once its chunk is here, with the keyboard on the first cell.
  // Until then, and if the chunk cannot come, the plain rows stay as they are: every row, link and button still works.
  function keyboardReachedRows() {
    AgGridTable.preload().then(
      () => setGrid(true),
      (cause: unknown) => console.error('The table could not load its keyboard navigation', cause),
    );
  }

  function changePage(next: number) {
    setOwnPage(next);
    onPageChange?.(next);
  }

  return (
    <div className={classNames('pui-data-table', onRowClick && 'pui-data-table--clickable', className)} aria-busy={loading || undefined}>
      {filterable && (
        <div className="pui-data-table__filter">
          <label htmlFor={filterId} className="pui-field__label">
            {filterLabel}
          </label>
          <input
            id={filterId}
            className="pui-input"
            type="search"
            value={filter}
            onChange={changeFilter}
            aria-describedby={hint ? hintId : undefined}
          />
        </div>
      )}
      {hint && (
        <p id={hintId} className="pui-data-table__hint">
          {hint}
        </p>
      )}
      {/* Over rows already shown, the small spinner lies on the table's corner: rows that moved down while it turns would
          jump. Two spinners, not one that changes size: the first would be seen moving. */}
      {loading && (
        <Spinner
          key={empty ? 'first rows' : 'more rows'}
          size={empty ? 'large' : 'small'}
          label={loadingLabel}
          className={classNames('pui-data-table__loading', !empty && 'pui-data-table__loading--over')}
        />
      )}
      {!empty && (
        // The page's rows' height held, so that the pager under them does not move when ag-grid takes them over.
        <div className="pui-data-table__rows" style={{ minBlockSize: gridHeight(shown.length) }}>
          {grid ? (
            <AgGridTable {...(rowsShown as RowsProps<unknown>)} />
          ) : (
            <TableRows {...rowsShown} onKeyboardFocus={keyboardReachedRows} />
          )}
        </div>
      )}
      {/* Always present, so that "No records matching …" is announced as soon as the filter matches nothing, and the
          list's end as soon as its last rows have come. */}
      <div role="status" className="pui-data-table__status">
        {empty && !loading && <EmptyState text={emptyTableText(filter, emptyText)} />}
        {!empty && !hasNext && endText && <p className="pui-data-table__end">{endText}</p>}
      </div>
      {showPager && <Pager label={`${label} ${uiTexts.pagination.toLowerCase()}`} page={currentPage} pages={pages} hasNext={hasNext} onPage={changePage} />}
    </div>
  );
}
