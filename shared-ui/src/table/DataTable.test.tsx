import { dataMessages, formatWholeDollars } from '@portal/shared-contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataTableColumn } from './columns';
import { DataTable } from './DataTable';
import { boxWidths, restoreBoxWidths } from '../test-support/box-widths';

// Records when ag-grid's chunk is asked for: the module is required at the table's dynamic import.
let mockAgGridAskedFor = false;
jest.mock('./AgGridTable', () => {
  mockAgGridAskedFor = true;
  return jest.requireActual('./AgGridTable');
});

interface Loan {
  number: string;
  address: string;
  city: string;
  amount: number;
}

const columns: DataTableColumn<Loan>[] = [
  { header: 'Loan number', field: 'number' },
  { header: 'Address', field: 'address' },
  { header: 'City', field: 'city' },
  { header: 'Amount', field: 'amount', format: (value) => formatWholeDollars(Number(value)), align: 'end' },
];

const loans: Loan[] = Array.from({ length: 12 }, (_, index) => ({
  number: `L-${1000 + index}`,
  address: `${index + 1} Main St`,
  city: index % 2 === 0 ? 'Austin' : 'Boston',
  amount: 100000 * (index + 1),
}));

function table() {
  return screen.getByRole('table', { name: 'Active loans' });
}

test('rows are drawn at once as a plain table, without asking for ag-grid\'s chunk', async () => {
  render(<DataTable label="Active loans" columns={columns} rows={loans} emptyText="No Deals Found" />);
  // Time for a chunk asked for to arrive, were it asked for.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  expect(within(table()).getAllByRole('row')).toHaveLength(11);
  expect(within(table()).getByRole('cell', { name: '$100,000' })).toHaveClass('pui-data-table__cell--end');
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  expect(mockAgGridAskedFor).toBe(false);
  // The height ag-grid draws the page at, held, so nothing under the table moves when it takes the rows over.
  expect(table().parentElement).toHaveStyle({ minBlockSize: '487px' });
});

test('rows show with formatted cells, ten to a page ("Loan list page size 10", spec 001 §9); "The list ends with "No more deals."" under its last page', async () => {
  const user = userEvent.setup();
  render(<DataTable label="Active loans" columns={columns} rows={loans} emptyText="No Deals Found" endText="No more deals." rowKey={(loan) => loan.number} />);

  const rows = table();
  expect(within(rows).getByRole('columnheader', { name: 'Loan number' })).toBeInTheDocument();
  expect(within(rows).getByText('L-1000')).toBeInTheDocument();
  expect(within(rows).getByText('$100,000')).toBeInTheDocument();
  expect(within(rows).queryByText('L-1010')).not.toBeInTheDocument();

  const pages = screen.getByRole('navigation', { name: 'Active loans pages' });
  expect(pages).toHaveTextContent('Page 1 of 2');
  expect(screen.queryByText('No more deals.')).not.toBeInTheDocument();
  await user.click(within(pages).getByRole('button', { name: 'Next' }));
  expect(within(table()).getByText('L-1010')).toBeInTheDocument();
  expect(pages).toHaveTextContent('Page 2 of 2');
  expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('No more deals.');
});

test('a table wider than a phone\'s screen fades at the edge past which more columns lie', () => {
  boxWidths({ clientWidth: 300, scrollWidth: 640 });
  try {
    render(<DataTable label="Active loans" columns={columns} rows={loans} emptyText="No Deals Found" />);
    expect(table()).toHaveAttribute('data-more', 'after');
  } finally {
    restoreBoxWidths();
  }
});

test('"Tables have a filter box" (spec 001 §2): the labelled box filters on the shown text of every column', async () => {
  const user = userEvent.setup();
  render(<DataTable label="Active loans" columns={columns} rows={loans} emptyText="No Deals Found" filterLabel="Search loans" />);

  await user.type(screen.getByRole('searchbox', { name: 'Search loans' }), '$1,200,000');
  expect(within(table()).getByText('L-1011')).toBeInTheDocument();
  expect(within(table()).queryByText('L-1000')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('a filter that matches nothing says \'No records matching "{filter}".\' (spec 001 §8), announced politely', async () => {
  const user = userEvent.setup();
  render(<DataTable label="Active loans" columns={columns} rows={loans} emptyText="No Deals Found" />);

  await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'Chicago');
  expect(screen.getByRole('status')).toHaveTextContent(dataMessages.noRecordsMatching('Chicago'));
  expect(screen.getByText('No records matching "Chicago".')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('with no rows and no filter it says the page\'s own empty text ("No Deals Found")', () => {
  render(<DataTable label="Active loans" columns={columns} rows={[]} emptyText="No Deals Found" />);

  expect(screen.getByRole('status')).toHaveTextContent('No Deals Found');
});

test('"Clicking a row opens DealDetail" (spec 001 §2): a click on a row hands the row over', async () => {
  const user = userEvent.setup();
  const onRowClick = jest.fn();
  render(<DataTable label="Active loans" columns={columns} rows={loans.slice(0, 3)} emptyText="No Deals Found" onRowClick={onRowClick} hint="Click on Loan to upload documents and see additional details" />);

  expect(table()).toHaveAccessibleDescription('Click on Loan to upload documents and see additional details');
  await user.click(within(table()).getByText('2 Main St'));
  expect(onRowClick).toHaveBeenLastCalledWith(loans[1]);
  // A click focuses the table, but only the keyboard brings ag-grid.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
});

test('a Tab asks for ag-grid, and the keyboard reaching the table brings it, on its first cell: arrows move, Enter opens the row', async () => {
  const user = userEvent.setup();
  const onRowClick = jest.fn();
  render(<DataTable label="Active loans" columns={columns} rows={loans.slice(0, 3)} emptyText="No Deals Found" onRowClick={onRowClick} hint="Click on Loan to upload documents and see additional details" />);

  await user.tab(); // the filter box
  // A Tab anywhere: the keyboard is in use, and ag-grid's chunk is asked for ahead of the table's focus.
  await waitFor(() => expect(mockAgGridAskedFor).toBe(true));
  expect(table()).toBeInTheDocument();
  await user.tab(); // the table
  // The first test to load ag-grid's chunk in jsdom: it takes a second or more on a busy machine.
  const grid = await screen.findByRole('grid', { name: 'Active loans' }, { timeout: 5_000 });
  expect(grid).toHaveAccessibleDescription('Click on Loan to upload documents and see additional details');
  await waitFor(() => expect(within(grid).getByText('L-1000').closest('[role="gridcell"]')).toHaveFocus());
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onRowClick).toHaveBeenLastCalledWith(loans[1]);
  await user.click(within(grid).getByText('3 Main St'));
  expect(onRowClick).toHaveBeenLastCalledWith(loans[2]);
});

test('server paging and filtering: the page asks for each page and for each filter, and shows what it is given', async () => {
  const user = userEvent.setup();
  const onPageChange = jest.fn();
  const onFilterChange = jest.fn();
  const { rerender } = render(
    <DataTable label="Active loans" columns={columns} rows={loans.slice(0, 10)} emptyText="No Deals Found" page={1} onPageChange={onPageChange} onFilterChange={onFilterChange} />,
  );
  // Without a total, a full page means there may be another ("Loans load page by page until a page comes back empty").
  const pages = screen.getByRole('navigation', { name: 'Active loans pages' });
  expect(pages).toHaveTextContent('Page 1');
  await user.click(within(pages).getByRole('button', { name: 'Next' }));
  expect(onPageChange).toHaveBeenCalledWith(2);

  rerender(<DataTable label="Active loans" columns={columns} rows={loans.slice(10)} emptyText="No Deals Found" page={2} onPageChange={onPageChange} onFilterChange={onFilterChange} loading />);
  // The page being fetched: the table says it is busy and shows a spinner over the rows it still has.
  expect(table().closest('.pui-data-table')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  rerender(<DataTable label="Active loans" columns={columns} rows={loans.slice(10)} emptyText="No Deals Found" page={2} onPageChange={onPageChange} onFilterChange={onFilterChange} />);
  expect(within(table()).getByText('L-1010')).toBeInTheDocument();
  expect(within(screen.getByRole('navigation')).getByRole('button', { name: 'Next' })).toBeDisabled();

  await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'Au');
  expect(onFilterChange).toHaveBeenLastCalledWith('Au');
  // The rows are taken as the server's answer: nothing is filtered here.
  expect(within(table()).getByText('L-1011')).toBeInTheDocument();
});

test('while loading without rows it shows the spinner, and no empty text', () => {
  render(<DataTable label="Active loans" columns={columns} rows={[]} emptyText="No Deals Found" loading loadingLabel="Loading loans" />);

  expect(screen.getByText('Loading loans')).toBeInTheDocument();
  expect(screen.queryByText('No Deals Found')).not.toBeInTheDocument();
});

test('a coloured row and a coloured cell also say why in words, so colour is never the only signal', async () => {
  const toned: DataTableColumn<Loan>[] = [
    ...columns.slice(0, 3),
    { ...columns[3]!, tone: (loan) => (loan.amount > 1_000_000 ? { tone: 'warning', reason: 'Over a million' } : null) },
  ];
  const rowTone = (loan: Loan) => (loan.city === 'Boston' ? { tone: 'light-red' as const, reasons: ['In Boston', 'Far away'] } : null);
  render(<DataTable label="Active loans" columns={toned} rows={loans.slice(8, 11)} emptyText="No Deals Found" rowTone={rowTone} />);
  const rows = table();

  const boston = within(rows).getByText('L-1009').closest('[role="row"]')!;
  expect(boston).toHaveClass('pui-data-table__row--light-red');
  expect(within(boston as HTMLElement).getByText('(In Boston; Far away)', { exact: false })).toHaveClass('pui-visually-hidden');
  const austin = within(rows).getByText('L-1008').closest('[role="row"]')!;
  expect(austin).not.toHaveClass('pui-data-table__row--light-red');
  expect(austin).toHaveTextContent(/^L-1008/);

  const big = within(rows).getByText('$1,100,000').closest('[role="cell"]')!;
  expect(big).toHaveClass('pui-data-table__cell--warning');
  expect(big).toHaveTextContent('$1,100,000 (Over a million)');
  expect(within(rows).getByText('$900,000').closest('[role="cell"]')).not.toHaveClass('pui-data-table__cell--warning');
});
