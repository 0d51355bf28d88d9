import { columnLayout } from './cells';

test('columns are laid out as ag-grid lays them out: a fixed width never under the minimum, the rest sharing what is left', () => {
  const { template, minWidth } = columnLayout([
    { header: 'Loan number', width: 160 },
    { header: 'Code', width: 80 },
    { header: 'Address', flex: 2, minWidth: 200 },
    { header: 'City' },
  ]);

  expect(template).toBe('160px 120px minmax(200px, 2fr) minmax(120px, 1fr)');
  // Narrower than this, the rows scroll sideways rather than squeeze.
  expect(minWidth).toBe(160 + 120 + 200 + 120);
});
