import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { DataTableColumn } from './columns';
import { DataTable } from './DataTable';

// ag-grid's chunk cannot be had (a network that dropped it, a release whose chunk is gone).
jest.mock('./AgGridTable', () => {
  throw new Error('Loading chunk 455 failed');
});

const columns: DataTableColumn<{ number: string }>[] = [{ header: 'Loan number', field: 'number' }];

test('when ag-grid cannot come, the plain rows stay and still open their row; the next Tab asks again', async () => {
  const failures = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onRowClick = jest.fn();
  render(<DataTable label="Active loans" columns={columns} rows={[{ number: 'L-1' }, { number: 'L-2' }]} emptyText="No Deals Found" onRowClick={onRowClick} />);
  const table = screen.getByRole('table', { name: 'Active loans' });

  fireEvent.keyDown(document.body, { key: 'Tab' });
  await act(async () => table.focus());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(failures).toHaveBeenCalledWith('The table could not load its keyboard navigation', expect.any(Error));
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  fireEvent.click(within(table).getByText('L-2'));
  expect(onRowClick).toHaveBeenCalledWith({ number: 'L-2' });

  act(() => table.blur());
  await act(async () => table.focus());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(failures).toHaveBeenCalledTimes(2);
  failures.mockRestore();
});
