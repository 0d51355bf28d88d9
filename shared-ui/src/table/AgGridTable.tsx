// Only this module (and the chunk it lives in) imports ag-grid: pages without a table never download it.
import {
  CellStyleModule,
  ClientSideRowModelModule,
  RowStyleModule,
  themeQuartz,
  ValidationModule,
  type CellKeyDownEvent,
  type ColDef,
  type FullWidthCellKeyDownEvent,
  type ICellRendererParams,
  type Module,
  type RowClassParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { adoptedStyleContainer } from './adopted-styles';
import { cellText, cellValue, type DataTableColumn, type ToneOf } from './columns';
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


export interface AgGridTableProps<Row> {
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey?(row: Row): string;
  onRowClick?(row: Row): void;
  /** The id of the table's hint, read with the grid. */
  describedBy?: string;
  /** The row's colour and the reasons for it, read with the row's first cell. */
  rowTone?(row: Row): { tone: ToneOf['tone']; reasons: readonly string[] } | null;
}

const toneClass = (prefix: 'row' | 'cell', tone: ToneOf['tone']) => `pui-data-table__${prefix}--${tone}`;

/** What a screen reader hears after a cell's value: the reasons its row or the cell itself is coloured. */
function Reasons({ reasons }: { reasons: readonly string[] }) {
  return <span className="pui-visually-hidden">{` (${reasons.join('; ')})`}</span>;
}

function columnDefinition<Row>(column: DataTableColumn<Row>, index: number, rowTone: AgGridTableProps<Row>['rowTone']): ColDef<Row> {
  const { header, field, format, render, width, flex, minWidth, align, tone } = column;
  // The first column also says why the row is coloured; a toned cell says why it is.
  const saysRowReasons = index === 0 && rowTone !== undefined;
  const speaks = saysRowReasons || tone !== undefined;
  const content = (row: Row): ReactNode => (render ? render(row) : cellText(column, row));
  const reasonsOf = (row: Row): string[] => [...(saysRowReasons ? (rowTone?.(row)?.reasons ?? []) : []), ...(tone?.(row) ? [tone(row)!.reason] : [])];
  return {
    colId: field ?? `column-${index}`,
    headerName: header,
    // `field` and `value` are both read here, so a column may give either.
    valueGetter: (params) => (params.data ? cellValue(column, params.data) : undefined),
    valueFormatter: format ? (params) => (params.data ? format(params.value, params.data) : '') : undefined,
    cellRenderer:
      render || speaks
        ? (params: ICellRendererParams<Row>) => {
            if (!params.data) return null;
            const reasons = speaks ? reasonsOf(params.data) : [];
            return (
              <>
                {content(params.data)}
                {reasons.length > 0 && <Reasons reasons={reasons} />}
              </>
            );
          }
        : undefined,
    width,
    flex: width ? undefined : (flex ?? 1),
    minWidth: minWidth ?? 120,
    cellClass: (params) => {
      const classes = align === 'end' ? ['pui-data-table__cell--end'] : [];
      const cellTone = params.data && tone?.(params.data);
      if (cellTone) classes.push(toneClass('cell', cellTone.tone));
      return classes;
    },
    headerClass: align === 'end' ? 'pui-data-table__header--end' : undefined,
  };
}

/** The rows of a `DataTable`, drawn by ag-grid (filtering, paging and empty texts are the DataTable's). */
export function AgGridTable<Row>({ label, columns, rows, rowKey, onRowClick, describedBy, rowTone }: AgGridTableProps<Row>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const columnDefs = useMemo(() => columns.map((column, index) => columnDefinition(column, index, rowTone)), [columns, rowTone]);
  const getRowClass = useMemo(
    () =>
      rowTone
        ? (params: RowClassParams<Row>) => {
            const toned = params.data && rowTone(params.data);
            return toned ? toneClass('row', toned.tone) : undefined;
          }
        : undefined,
    [rowTone],
  );
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
        onFirstDataRendered={nameGrid}
        onRowClicked={onRowClick ? (event) => event.data && onRowClick(event.data) : undefined}
        onCellKeyDown={onCellKeyDown}
      />
    </div>
  );
}
