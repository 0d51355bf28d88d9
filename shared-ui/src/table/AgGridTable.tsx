// Only this module (and the chunk it lives in) imports ag-grid: it is downloaded when the keyboard first enters a table.
import {
  CellStyleModule,
  ClientSideRowModelModule,
  RowStyleModule,
  themeQuartz,
  ValidationModule,
  type CellKeyDownEvent,
  type ColDef,
  type FirstDataRenderedEvent,
  type FullWidthCellKeyDownEvent,
  type ICellRendererParams,
  type Module,
  type RowClassParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useMemo, useRef } from 'react';
import { adoptedStyleContainer } from './adopted-styles';
import { cellClasses, cellRenderer, columnMinWidth, rowClass, type RowsProps, type RowTone } from './cells';
import { cellValue, type DataTableColumn } from './columns';
import { GRID_HEADER_HEIGHT, GRID_ROW_HEIGHT } from './grid-size';

/** Only the community modules the portal's tables use; the validation module (missing-module hints) in development only. */
const modules: Module[] = [ClientSideRowModelModule, CellStyleModule, RowStyleModule, ...(process.env.NODE_ENV === 'production' ? [] : [ValidationModule])];

/** Quartz in the portal's colours and type, through ag-grid's theming API (no ag-grid stylesheet to import). */
const portalTheme = themeQuartz.withParams({
  browserColorScheme: 'light',
  fontFamily: 'inherit',
  fontSize: 15,
  accentColor: 'var(--pui-color-primary)',
  foregroundColor: 'var(--pui-color-text)',
  backgroundColor: 'var(--pui-color-surface)',
  borderColor: 'var(--pui-color-divider)',
  headerBackgroundColor: 'var(--pui-color-background)',
  headerTextColor: 'var(--pui-color-text)',
  headerFontWeight: 600,
  rowHoverColor: 'var(--pui-color-primary-soft)',
  wrapperBorderRadius: 8,
  rowHeight: GRID_ROW_HEIGHT,
  headerHeight: GRID_HEADER_HEIGHT,
});

export type AgGridTableProps<Row> = RowsProps<Row>;

function columnDefinition<Row>(column: DataTableColumn<Row>, index: number, rowTone: RowTone<Row> | undefined): ColDef<Row> {
  const { header, format, width, flex } = column;
  const renderCell = cellRenderer(column, index, rowTone);
  return {
    colId: columnId(column, index),
    headerName: header,
    // `field` and `value` are both read here, so a column may give either.
    valueGetter: (params) => (params.data ? cellValue(column, params.data) : undefined),
    valueFormatter: format ? (params) => (params.data ? format(params.value, params.data) : '') : undefined,
    cellRenderer: renderCell ? (params: ICellRendererParams<Row>) => (params.data ? renderCell(params.data) : null) : undefined,
    width,
    flex: width ? undefined : (flex ?? 1),
    minWidth: columnMinWidth(column as DataTableColumn<unknown>),
    cellClass: (params) => cellClasses(column, params.data),
    headerClass: column.align === 'end' ? 'pui-data-table__header--end' : undefined,
  };
}

const columnId = <Row,>(column: DataTableColumn<Row>, index: number): string => column.field ?? `column-${index}`;

/**
 * The rows of a `DataTable`, drawn by ag-grid (filtering, paging and empty texts are the DataTable's), once the keyboard
 * has reached its plain rows. Their focus went with them: the grid puts the keyboard on its first cell when the focus
 * is nowhere; elsewhere (the filter box, as rows come back after none matched) it is left there.
 */
export function AgGridTable<Row>({ label, columns, rows, rowKey, onRowClick, describedBy, rowTone }: AgGridTableProps<Row>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const columnDefs = useMemo(() => columns.map((column, index) => columnDefinition(column, index, rowTone)), [columns, rowTone]);
  const getRowClass = useMemo(() => (rowTone ? (params: RowClassParams<Row>) => rowClass(rowTone, params.data) : undefined), [rowTone]);
  const rowData = useMemo(() => [...rows], [rows]);

  // ag-grid has no option for the grid's accessible name: set it on the grid element once it exists.
  const nameGrid = useCallback(() => {
    const grid = containerRef.current?.querySelector('[role="grid"], [role="treegrid"]');
    grid?.setAttribute('aria-label', label);
    if (describedBy) grid?.setAttribute('aria-describedby', describedBy);
  }, [label, describedBy]);

  const onCellKeyDown = useCallback(
    (event: CellKeyDownEvent<Row> | FullWidthCellKeyDownEvent<Row>) => {
      const key = (event.event as KeyboardEvent | null | undefined)?.key;
      if (key === 'Enter' && event.data && onRowClick) onRowClick(event.data);
    },
    [onRowClick],
  );

  return (
    <div ref={containerRef} className="pui-data-table__grid">
      <AgGridReact<Row>
        modules={modules}
        theme={portalTheme}
        // Styles through constructed stylesheets, which the portal's Content-Security-Policy allows (see adopted-styles).
        themeStyleContainer={adoptedStyleContainer}
        // In a layer, so the portal's own rules win over ag-grid's whatever their order.
        themeCssLayer="ag-grid"
        columnDefs={columnDefs}
        rowData={rowData}
        getRowId={rowKey ? (params) => rowKey(params.data) : undefined}
        getRowClass={getRowClass}
        defaultColDef={{ sortable: false, resizable: false, suppressMovable: true }}
        // Every row and column in the DOM, in order: the pages hold a page of rows, and screen readers read what is there.
        domLayout="autoHeight"
        suppressColumnVirtualisation
        ensureDomOrder
        onGridReady={nameGrid}
        onFirstDataRendered={(event: FirstDataRenderedEvent<Row>) => {
          nameGrid();
          const focusLost = document.activeElement === null || document.activeElement === document.body;
          if (focusLost && columns[0]) event.api.setFocusedCell(0, columnId(columns[0], 0));
        }}
        onRowClicked={onRowClick ? (event) => event.data && onRowClick(event.data) : undefined}
        onCellKeyDown={onCellKeyDown}
      />
    </div>
  );
}
