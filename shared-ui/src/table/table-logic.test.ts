import { dataMessages } from '@portal/shared-contracts';
import type { DataTableColumn } from './columns';
import { emptyTableText, filterRows, pageCount, rowsOfPage } from './table-logic';

interface Deal {
  address: string;
  amount: number;
}

const columns: DataTableColumn<Deal>[] = [
  { header: 'Address', field: 'address' },
  { header: 'Amount', value: (deal) => deal.amount, format: (value) => `$${String(value)}` },
];
const deals: Deal[] = [
  { address: '1 Main St', amount: 500 },
  { address: '22 Oak Ave', amount: 1500 },
];

test('the filter matches the shown text of any column, ignoring case and surrounding spaces', () => {
  expect(filterRows(deals, columns, '  oak ')).toEqual([deals[1]]);
  expect(filterRows(deals, columns, '$500')).toEqual([deals[0]]);
  expect(filterRows(deals, columns, '')).toBe(deals);
});

test('pages count from 1 and hold pageSize rows', () => {
  expect(pageCount(0, 10)).toBe(1);
  expect(pageCount(21, 10)).toBe(3);
  expect(rowsOfPage([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
});

test('"No records matching "{filter}"." when a filter matched nothing, the page\'s text otherwise (spec 001 §8)', () => {
  expect(emptyTableText(' Chicago ', 'No Deals Found')).toBe(dataMessages.noRecordsMatching('Chicago'));
  expect(emptyTableText('', 'No Deals Found')).toBe('No Deals Found');
});
