import { useCallback, useId, useState, type ComponentType, type PointerEvent } from 'react';
import { Spinner } from '../button/Spinner';
import { classNames } from '../class-names';
import { lazyPart } from '../lazy-part';
import { useNearScreen } from '../near-screen';
import { chartSummary, colorOf, drawnPlainFirst, type ChartDatum, type ChartKind } from './chart-option';
import type { EChartsViewProps } from './EChartsView';
import { PlainPie } from './PlainPie';

/** echarts arrives in its own chunk, the first time a chart needs it. */
const EChartsView = lazyPart<EChartsViewProps>(() => import('./EChartsView').then((module) => module.EChartsView as ComponentType<EChartsViewProps>));

export interface ChartProps {
  kind: ChartKind;
  /** Shown above the chart, and the start of its text alternative. */
  title: string;
  data: readonly ChartDatum[];
  /** In pixels; "Doughnut chart 250 px". */
  height?: number;
  /**
   * A click on a slice or bar ("clicking a stat goes to MyDeals"). The values are then also listed as buttons
   * under the chart, so the same choice is open to keyboard and screen-reader users.
   */
  onItemClick?(datum: ChartDatum, index: number): void;
  formatValue?(value: number): string;
  /** The chart's own legend (pies and doughnuts by default; not when the values are listed as buttons). */
  legend?: boolean;
  /** Text in the hole of a doughnut (a total). */
  centerText?: string;
  className?: string;
}

/**
 * A chart on echarts with a text alternative: the drawing is an image named by its data ("Loan stats: In
 * Progress 3, Active 5, Paid 2"), and clickable values are listed as real buttons under it.
 *
 * A pie or a doughnut without a legend (the dashboard's) is drawn plain at once (PlainPie), and echarts takes it over
 * when the pointer comes to it, for its tooltips: echarts' chunk (189 KB compressed) and its first drawing were
 * the largest part of the dashboard's JavaScript and of a phone's wait for it (issue 15), for a picture a few lines of
 * SVG draw the same. Other charts are echarts' from the start, once near the screen.
 */
export function Chart({ kind, title, data, height = 250, onItemClick, formatValue, legend, centerText, className }: ChartProps) {
  const show = formatValue ?? String;
  const titleId = useId();
  const showLegend = legend ?? (kind !== 'bar' && !onItemClick);
  const plain = drawnPlainFirst(kind, showLegend);
  const [takeover, setTakeover] = useState<'plain' | 'echarts drawing' | 'echarts'>('plain');
  const [drawingRef, near] = useNearScreen<HTMLDivElement>(EChartsView);
  const clickIndex = useCallback(
    (index: number) => {
      const datum = data[index];
      if (datum && onItemClick) onItemClick(datum, index);
    },
    [data, onItemClick],
  );

  // The pointer came to a plain drawing: echarts takes it over once its chunk is here (at once when it already is), the
  // plain drawing kept over it, its slices clickable, until echarts has drawn and listens. If the chunk cannot come,
  // the plain drawing stays. A finger on clickable slices is a tap that opens a slice's stat: no tooltip to show, and a
  // phone would download echarts while the next page loads.
  function pointerCameToPlainDrawing(event: PointerEvent<HTMLDivElement>) {
    if (takeover !== 'plain' || (event.pointerType === 'touch' && onItemClick)) return;
    EChartsView.preload().then(
      () => setTakeover((now) => (now === 'plain' ? 'echarts drawing' : now)),
      (cause: unknown) => console.error('The chart could not load its tooltips', cause),
    );
  }

  const plainDrawing = plain && <PlainPie kind={kind} data={data} height={height} centerText={centerText} onItemClick={onItemClick ? clickIndex : undefined} />;
  const echartsDrawing = (
    <EChartsView
      kind={kind}
      data={data}
      height={height}
      legend={showLegend}
      centerText={centerText}
      formatValue={formatValue}
      onItemClick={onItemClick ? clickIndex : undefined}
      onReady={plain ? () => setTakeover('echarts') : undefined}
    />
  );
  let drawing;
  if (!plain) {
    drawing = near ? echartsDrawing : <Spinner size="large" />;
  } else if (takeover === 'plain') {
    drawing = plainDrawing;
  } else {
    drawing = (
      <div className="pui-chart__takeover">
        {echartsDrawing}
        {takeover === 'echarts drawing' && plainDrawing}
      </div>
    );
  }

  return (
    <figure className={classNames('pui-chart', className)} aria-labelledby={titleId}>
      <figcaption id={titleId} className="pui-chart__title">
        {title}
      </figcaption>
      {/* The drawing's height held while echarts arrives: the values listed under it would otherwise move down. A chart
          not drawn plain, far from the screen, does not ask for echarts until the borrower scrolls towards it
          (near-screen.ts). */}
      <div
        ref={plain ? undefined : drawingRef}
        className="pui-chart__drawing"
        role="img"
        aria-label={chartSummary(title, data, formatValue)}
        style={{ minBlockSize: height }}
        onPointerEnter={plain ? pointerCameToPlainDrawing : undefined}
      >
        {drawing}
      </div>
      {onItemClick && (
        <ul className="pui-chart__items">
          {data.map((datum, index) => (
            <li key={datum.label}>
              <button type="button" className="pui-chart__item" onClick={() => onItemClick(datum, index)}>
                <span className="pui-chart__swatch" aria-hidden="true" style={{ backgroundColor: colorOf(data, index) }} />
                <span className="pui-chart__item-label">{datum.label}</span>
                <span className="pui-chart__item-value">{show(datum.value)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
