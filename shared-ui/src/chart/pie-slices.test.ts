import { CHART_PALETTE } from './chart-option';
import { pieSlices } from './pie-slices';

// The drawing space is ±100 around the centre; a doughnut's ring lies between 50 and 75 (echarts' '50%' and '75%').

test('slices go clockwise from the top, each its value\'s share of the turn, in the palette\'s colours', () => {
  const [first, second] = pieSlices('doughnut', [
    { label: 'In Progress', value: 1 },
    { label: 'Active', value: 3 },
  ]);
  // A quarter: from the top to the right, out along the ring, back along the hole.
  expect(first).toEqual({ index: 0, color: CHART_PALETTE[0], path: 'M 0 -75 A 75 75 0 0 1 75 0 L 50 0 A 50 50 0 0 0 0 -50 Z' });
  // Three quarters, the large arc: from the right round to the top.
  expect(second).toEqual({ index: 1, color: CHART_PALETTE[1], path: 'M 75 0 A 75 75 0 1 1 0 -75 L 0 -50 A 50 50 0 1 0 50 0 Z' });
});

test('a pie\'s slices meet at the centre', () => {
  expect(pieSlices('pie', [{ label: 'Paid', value: 1 }, { label: 'Active', value: 1 }])[0]?.path).toBe('M 0 -75 A 75 75 0 0 1 0 75 L 0 0 Z');
});

test('a value of zero draws nothing; its colour stays its own, so the others keep theirs', () => {
  const slices = pieSlices('doughnut', [
    { label: 'In Progress', value: 0 },
    { label: 'Active', value: 2, color: '#123456' },
    { label: 'Paid', value: 2 },
  ]);
  expect(slices.map((slice) => [slice.index, slice.color])).toEqual([
    [1, '#123456'],
    [2, CHART_PALETTE[2]],
  ]);
});

test('one value is the whole ring, drawn as two half turns with the hole the other way round', () => {
  expect(pieSlices('doughnut', [{ label: 'Active', value: 5 }])).toEqual([
    { index: 0, color: CHART_PALETTE[0], path: 'M 0 -75 A 75 75 0 0 1 0 75 A 75 75 0 0 1 0 -75 Z M 0 -50 A 50 50 0 0 0 0 50 A 50 50 0 0 0 0 -50 Z' },
  ]);
});

test('when every value is zero, each takes an equal share (echarts\' stillShowZeroSum)', () => {
  const slices = pieSlices('pie', [
    { label: 'In Progress', value: 0 },
    { label: 'Active', value: 0 },
  ]);
  expect(slices.map((slice) => slice.path)).toEqual(['M 0 -75 A 75 75 0 0 1 0 75 L 0 0 Z', 'M 0 75 A 75 75 0 0 1 0 -75 L 0 0 Z']);
});
