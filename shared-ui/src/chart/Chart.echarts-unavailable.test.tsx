import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chart } from './Chart';

// echarts' chunk cannot be had (a network that dropped it, a release whose chunk is gone).
jest.mock('./EChartsView', () => {
  throw new Error('Loading chunk 612 failed');
});

const loanStats = [
  { label: 'In Progress', value: 3 },
  { label: 'Active', value: 5 },
];

test('when echarts cannot come, the plain doughnut stays and its slices still give their stat; the pointer coming again asks again', async () => {
  const failures = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onItemClick = jest.fn();
  render(<Chart kind="doughnut" title="Loan stats" data={loanStats} onItemClick={onItemClick} />);
  const drawing = screen.getByRole('img', { name: 'Loan stats: In Progress 3, Active 5' });

  await userEvent.hover(drawing);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(failures).toHaveBeenCalledWith('The chart could not load its tooltips', expect.any(Error));
  const slices = drawing.querySelectorAll('svg path');
  expect(slices).toHaveLength(2);
  fireEvent.click(slices[1]!);
  expect(onItemClick).toHaveBeenCalledWith(loanStats[1], 1);

  await userEvent.unhover(drawing);
  await userEvent.hover(drawing);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(failures).toHaveBeenCalledTimes(2);
  failures.mockRestore();
});
