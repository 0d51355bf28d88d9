// Only this module (and the chunk it lives in) imports ag-grid: pages without a table never download it.
import { CellStyleModule, ClientSideRowModelModule, themeQuartz, ValidationModule, type CellKeyDownEvent, type ColDef, type FullWidthCellKeyDownEvent, type ICellRendererParams, type Module } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useMemo, useRef } from 'react';
import { adoptedStyleContainer } from './adopted-styles';
import { cellValue, type DataTableColumn } from './columns';

/** Only the community modules the portal's tables use; the validation module (missing-module hints) in development only. */
const modules: Module[] = [ClientSideRowModelModule, CellStyleModule, ...(process.env.NODE_ENV === 'production' ? [] : [ValidationModule])];

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
  rowHeight: 44,
  headerHeight: 44,
});


export interface AgGridTableProps<Row> {
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey?(row: Row): string;
  onRowClick?(row: Row): void;
  /** The id of the table's hint, read with the grid. */
  describedBy?: string;
}

function columnDefinition<Row>(column: DataTableColumn<Row>, index: number): ColDef<Row> {
  const { header, field, format, render, width, flex, minWidth, align } = column;
  return {
    colId: field ?? `column-${index}`,
    headerName: header,
    // `field` and `value` are both read here, so a column may give either.
    valueGetter: (params) => (params.data ? cellValue(column, params.data) : undefined),
    valueFormatter: format ? (params) => (params.data ? format(params.value, params.data) : '') : undefined,
    cellRenderer: render ? (params: ICellRendererParams<Row>) => (params.data ? render(params.data) : null) : undefined,
    width,
    flex: width ? undefined : (flex ?? 1),
    minWidth: minWidth ?? 120,
    cellClass: align === 'end' ? 'pui-data-table__cell--end' : undefined,
    headerClass: align === 'end' ? 'pui-data-table__header--end' : undefined,
  };
}

/** The rows of a `DataTable`, drawn by ag-grid (filtering, paging and empty texts are the DataTable's). */
export function AgGridTable<Row>({ label, columns, rows, rowKey, onRowClick, describedBy }: AgGridTableProps<Row>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const columnDefs = useMemo(() => columns.map(columnDefinition), [columns]);
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
        defaultColDef={{ sortable: false, resizable: false, suppressMovable: true }}
        // Every row and column in the DOM, in order: the pages hold a page of rows, and screen readers read what is there.
        domLayout="autoHeight"
        suppressColumnVirtualisation
        ensureDomOrder
        onGridReady={nameGrid}
        onFirstDataRendered={nameGrid}
        onRowClicked={onRowClick ? (event) => event.data && onRowClick(event.data) : undefined}
        onCellKeyDown={onCellKeyDown}
      />
    </div>
  );
}
