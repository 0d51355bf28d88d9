import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chart } from './Chart';
import { CHART_PALETTE } from './chart-option';
import type { EChartsViewProps } from './EChartsView';
import { installFakeIntersectionObserver } from '../test-support/fake-intersection-observer';

// echarts draws on a canvas, which jsdom lacks, and ships as ES modules only: its view is replaced here by
// one that records what it was given and lets a test click a slice, and say when echarts has drawn (`onReady`, which
// echarts-for-react calls a frame or more after mounting). The text alternative is the Chart's own.
const drawn: EChartsViewProps[] = [];
// Records when echarts' chunk is asked for: the module is required at the chart's dynamic import.
let mockEChartsAskedFor = false;
jest.mock('./EChartsView', () => {
  mockEChartsAskedFor = true;
  return {
    EChartsView: (props: EChartsViewProps) => {
      drawn.push(props);
      return (
        <button type="button" data-testid="canvas" onClick={() => props.onItemClick?.(1)}>
          canvas
        </button>
      );
    },
  };
});
/** echarts has drawn the chart it was last given. */
const echartsDrawn = () => act(() => drawn.at(-1)?.onReady?.());
/**
 * A pointer of a kind comes to an element: jsdom has no PointerEvent, so its kind is set on a plain event, and React
 * makes its pointerenter of the pointerover it sees.
 */
function pointerEnters(element: HTMLElement, pointerType: 'touch' | 'mouse') {
  const event = createEvent.pointerOver(element);
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(element, event);
}
/** The plain drawing's slices: pointer targets only (aria-hidden), so found by their element. */
const plainSlices = (drawing: HTMLElement) => Array.from(drawing.querySelectorAll('svg path'));

const loanStats = [
  { label: 'In Progress', value: 3 },
  { label: 'Active', value: 5 },
  { label: 'Paid', value: 2 },
];

beforeEach(() => {
  drawn.length = 0;
});

// First in the file, before any other test has loaded echarts' chunk.
test('a doughnut without a legend is drawn at once, without echarts: its slices in their colours, its total in the hole', async () => {
  render(<Chart kind="doughnut" title="Loan stats" data={loanStats} centerText="10" onItemClick={() => undefined} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  const drawing = screen.getByRole('img', { name: 'Loan stats: In Progress 3, Active 5, Paid 2' });
  expect(plainSlices(drawing).map((slice) => slice.getAttribute('fill'))).toEqual(CHART_PALETTE.slice(0, 3));
  expect(drawing).toHaveTextContent('10');
  expect(screen.queryByTestId('canvas')).not.toBeInTheDocument();
  expect(mockEChartsAskedFor).toBe(false);
});

describe('far below the screen', () => {
  const screenEdge = installFakeIntersectionObserver();

  test('a chart asks for echarts only as the borrower scrolls near it; its text alternative and buttons are there at once', async () => {
    render(<Chart kind="bar" title="Loan stats" data={loanStats} onItemClick={() => undefined} />);
    // Time for a chunk asked for to arrive, were it asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    const drawing = screen.getByRole('img', { name: 'Loan stats: In Progress 3, Active 5, Paid 2' });
    expect(screen.getByRole('button', { name: 'Active 5' })).toBeInTheDocument();
    expect(drawing).toHaveStyle({ minBlockSize: '250px' });
    expect(screen.queryByTestId('canvas')).not.toBeInTheDocument();
    expect(mockEChartsAskedFor).toBe(false);

    screenEdge.scrollNear(drawing);
    expect(await screen.findByTestId('canvas')).toBeInTheDocument();
    expect(mockEChartsAskedFor).toBe(true);
  });

  test('once echarts is here, a chart far from the screen is drawn at once', () => {
    render(<Chart kind="bar" title="Draws" data={loanStats} />);
    expect(screen.getByTestId('canvas')).toBeInTheDocument();
  });
});

test('the chart is an image named by its data, for people who cannot see it', async () => {
  render(<Chart kind="doughnut" title="Loan stats" data={loanStats} />);

  expect(await screen.findByRole('img', { name: 'Loan stats: In Progress 3, Active 5, Paid 2' })).toBeInTheDocument();
  expect(screen.getByRole('figure', { name: 'Loan stats' })).toBeInTheDocument();
});

test('"Doughnut chart 250 px" (spec 001 §9): the default height, and a height of the page\'s own', async () => {
  const { rerender } = render(<Chart kind="doughnut" title="Loan stats" data={loanStats} />);
  await screen.findByTestId('canvas');
  expect(drawn.at(-1)).toMatchObject({ kind: 'doughnut', height: 250, legend: true });

  rerender(<Chart kind="bar" title="Draws" data={loanStats} height={320} />);
  expect(drawn.at(-1)).toMatchObject({ kind: 'bar', height: 320, legend: false });
});

test('"clicking a stat goes to MyDeals" (spec 001 §2): a click on a slice, drawn plain or by echarts, or on its button, gives the stat', async () => {
  const onItemClick = jest.fn();
  render(<Chart kind="doughnut" title="Loan stats" data={loanStats} onItemClick={onItemClick} />);
  const user = userEvent.setup();
  const drawing = screen.getByRole('img', { name: /^Loan stats/ });

  fireEvent.click(plainSlices(drawing)[2]!);
  expect(onItemClick).toHaveBeenLastCalledWith(loanStats[2], 2);
  await user.hover(drawing);
  await echartsDrawn();
  await user.click(screen.getByTestId('canvas'));
  expect(onItemClick).toHaveBeenLastCalledWith(loanStats[1], 1);
  // The same choices as buttons, for keyboard and screen-reader users.
  await user.click(screen.getByRole('button', { name: 'In Progress 3' }));
  expect(onItemClick).toHaveBeenLastCalledWith(loanStats[0], 0);
});

test('the pointer coming to a plain doughnut brings echarts under it, and the plain drawing goes once echarts has drawn', async () => {
  render(<Chart kind="doughnut" title="Loan stats" data={loanStats} centerText="10" onItemClick={() => undefined} />);
  const drawing = screen.getByRole('img', { name: /^Loan stats/ });

  await userEvent.hover(drawing);
  expect(await screen.findByTestId('canvas')).toBeInTheDocument();
  expect(drawn.at(-1)).toMatchObject({ kind: 'doughnut', legend: false, centerText: '10' });
  expect(plainSlices(drawing)).toHaveLength(3);
  await echartsDrawn();
  expect(plainSlices(drawing)).toHaveLength(0);
  expect(screen.getByTestId('canvas')).toBeInTheDocument();
});

test('a finger on slices that open their stat is a tap to open one: it does not bring echarts; a mouse does', async () => {
  render(<Chart kind="doughnut" title="Loan stats" data={loanStats} onItemClick={() => undefined} />);
  const drawing = screen.getByRole('img', { name: /^Loan stats/ });

  pointerEnters(drawing, 'touch');
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.queryByTestId('canvas')).not.toBeInTheDocument();
  pointerEnters(drawing, 'mouse');
  expect(await screen.findByTestId('canvas')).toBeInTheDocument();
});

test('the drawing holds its height while echarts arrives, so the values listed under it do not move when it appears', () => {
  render(<Chart kind="bar" title="Loan stats" data={loanStats} height={250} onItemClick={() => undefined} />);

  // Before the lazy chunk has resolved: the spinner in the drawing, which already has the chart's height.
  expect(screen.getByRole('img', { name: /^Loan stats/ })).toHaveStyle({ minBlockSize: '250px' });
});
