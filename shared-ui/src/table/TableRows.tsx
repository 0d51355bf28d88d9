import { useEffect, useRef, type CSSProperties, type FocusEvent } from 'react';
import { classNames } from '../class-names';
import { cellClasses, cellRenderer, columnLayout, rowClass, type RowsProps } from './cells';
import { cellText, type DataTableColumn } from './columns';
import { GRID_HEADER_HEIGHT, GRID_ROW_HEIGHT } from './grid-size';
import { keyboardInUse, watchInputModality } from './input-modality';
import { useSidewaysOverflow } from '../sideways-overflow';

export interface TableRowsProps<Row> extends RowsProps<Row> {
  /** The keyboard reached the table itself (a Tab, not a click): the DataTable hands it to ag-grid. */
  onKeyboardFocus?(): void;
}

/**
 * A page of rows as a plain table, laid out and coloured as ag-grid draws them (same columns, cells, heights and
 * classes): what every table shows first, without waiting for ag-grid's chunk (200 KB compressed) and its long task
 * per grid. Read as a table by screen readers; a row is clicked as in the grid, and a link or a button in a cell is
 * reached with Tab. The table itself is one Tab stop, as the grid is: reaching it with the keyboard calls
 * `onKeyboardFocus`, and the DataTable swaps in ag-grid for its arrows-and-Enter keyboard.
 */
export function TableRows<Row>({ label, columns, rows, rowKey, onRowClick, describedBy, rowTone, onKeyboardFocus }: TableRowsProps<Row>) {
  const box = useRef<HTMLDivElement>(null);
  const more = useSidewaysOverflow(box);
  const { template, minWidth } = columnLayout(columns as readonly DataTableColumn<unknown>[]);
  const cells = columns.map((column, index) => ({ column, index, render: cellRenderer(column, index, rowTone) }));
  const layout = {
    '--pui-table-columns': template,
    '--pui-table-min-width': `${minWidth}px`,
    '--pui-table-row-height': `${GRID_ROW_HEIGHT}px`,
    '--pui-table-header-height': `${GRID_HEADER_HEIGHT}px`,
  } as CSSProperties;

  useEffect(watchInputModality, []);
  // A pointer's press focuses the table too (it is focusable), and so does a dialog its row opened, given back: only a
  // focus that follows a key brings ag-grid (its rows would otherwise be swapped under the pointer).
  function focused(event: FocusEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget && keyboardInUse()) onKeyboardFocus?.();
  }

  return (
    <div
      role="table"
      aria-label={label}
      aria-describedby={describedBy}
      // One Tab stop, as the grid is, which also lets the keyboard scroll a table wider than the screen sideways.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      ref={box}
      className="pui-table"
      // Wider than the screen, its edge fades where more columns lie.
      data-more={more}
      style={layout}
      onFocus={focused}
    >
      <div role="rowgroup">
        <div role="row" className="pui-table__row pui-table__row--header">
          {columns.map((column, index) => (
            <div key={index} role="columnheader" className={classNames('pui-table__header', column.align === 'end' && 'pui-table__header--end')}>
              <span className="pui-table__header-text">{column.header}</span>
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="pui-table__body">
        {rows.map((row, rowIndex) => (
          // A row is clicked with a pointer here; with the keyboard, in ag-grid (Enter on a cell), which the table's focus brings.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
          <div
            key={rowKey ? rowKey(row) : rowIndex}
            role="row"
            className={classNames('pui-table__row', rowClass(rowTone, row))}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
          >
            {cells.map(({ column, index, render }) => (
              <div key={index} role="cell" className={classNames('pui-table__cell', ...cellClasses(column, row))}>
                {render ? render(row) : cellText(column, row)}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
