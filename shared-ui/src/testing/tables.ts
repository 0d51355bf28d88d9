import { act, fireEvent, screen, within } from '@testing-library/react';

/**
 * The keyboard's way into a kit table: the table focused as a Tab focuses it, ag-grid takes it over; resolves to the
 * grid, whose cells take arrows and Enter. (Rows are drawn as a plain table until then: `getByRole('table', …)`.)
 */
export async function keyboardIntoTable(table: HTMLElement): Promise<HTMLElement> {
  fireEvent.keyDown(table.ownerDocument.body, { key: 'Tab' });
  act(() => table.focus());
  // ag-grid's chunk: the first test of a file to load it in jsdom takes a second or more on a busy machine.
  return screen.findByRole('grid', { name: table.getAttribute('aria-label') ?? undefined }, { timeout: 5_000 });
}

/** A row's cell under the column headed `header`, found as a reader finds it, in plain rows or in ag-grid's. */
export function cellUnder(row: HTMLElement, header: string): HTMLElement {
  const table = row.closest<HTMLElement>('[role="table"], [role="grid"], [role="treegrid"]');
  if (!table) throw new Error('The row is not in a table');
  const column = within(table)
    .getAllByRole('columnheader')
    .findIndex((cell) => cell.textContent?.trim() === header);
  const cell = row.querySelectorAll<HTMLElement>('[role="cell"], [role="gridcell"]')[column];
  if (column < 0 || !cell) throw new Error(`No cell under "${header}"`);
  return cell;
}
