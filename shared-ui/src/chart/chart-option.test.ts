import { CHART_PALETTE, chartOption, chartSummary, drawnPlainFirst } from './chart-option';

const data = [
  { label: 'In Progress', value: 3 },
  { label: 'Active', value: 5, color: '#123456' },
];

test('a doughnut is a pie with a hole; colours come from the palette unless a value brings its own', () => {
  const option = chartOption('doughnut', data, { legend: true, centerText: '8' });
  expect(option.series[0]).toMatchObject({
    type: 'pie',
    radius: ['50%', '75%'],
    data: [
      { name: 'In Progress', value: 3, itemStyle: { color: CHART_PALETTE[0] } },
      { name: 'Active', value: 5, itemStyle: { color: '#123456' } },
    ],
  });
  expect(option.title).toMatchObject({ text: '8' });
  expect(option.legend).toBeDefined();
});

test('tooltips are drawn on the canvas: HTML tooltips carry inline styles, which the CSP refuses', () => {
  expect(chartOption('pie', data, { legend: false }).tooltip).toMatchObject({ renderMode: 'richText' });
  expect(chartOption('bar', data, { legend: false }).tooltip).toMatchObject({ renderMode: 'richText' });
});

test('a bar chart has a category axis of the labels', () => {
  const option = chartOption('bar', data, { legend: false, formatValue: (value) => `$${value}` });
  expect(option).toMatchObject({ xAxis: { type: 'category', data: ['In Progress', 'Active'] }, series: [{ type: 'bar' }] });
  expect(option.tooltip.valueFormatter?.(5)).toBe('$5');
});

test('the summary reads the values in the page\'s format', () => {
  expect(chartSummary('Balances', data, (value) => `$${value}.00`)).toBe('Balances: In Progress $3.00, Active $5.00');
});

test('a doughnut drawn plain first (no legend) is drawn by echarts at once, not swept in over its plain drawing', () => {
  expect(drawnPlainFirst('doughnut', false)).toBe(true);
  expect(chartOption('doughnut', data, { legend: false }).series[0]).toMatchObject({ animationDuration: 0 });
  expect(drawnPlainFirst('pie', true)).toBe(false);
  expect(chartOption('pie', data, { legend: true }).series[0]).toMatchObject({ animationDuration: undefined });
  expect(drawnPlainFirst('bar', false)).toBe(false);
});
