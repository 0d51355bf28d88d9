// The grid's row and header heights, in pixels: the ag-grid theme draws them (AgGridTable), and the DataTable reserves
// the height of a page of rows while ag-grid's chunk arrives, so nothing under the table moves when the grid appears.
export const GRID_ROW_HEIGHT = 44;
export const GRID_HEADER_HEIGHT = 44;
/** The grid's border above and below, and the line under its header (measured in Chromium: e2e shell.spec.ts). */
const GRID_BORDERS = 3;

/** The height ag-grid draws a table of `rows` rows at (every row in the DOM: domLayout autoHeight). */
export const gridHeight = (rows: number) => GRID_HEADER_HEIGHT + rows * GRID_ROW_HEIGHT + GRID_BORDERS;
