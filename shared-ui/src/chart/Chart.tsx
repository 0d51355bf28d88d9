import { useCallback, useId, type ComponentType } from 'react';
import { Spinner } from '../button/Spinner';
import { classNames } from '../class-names';
import { lazyPart } from '../lazy-part';
import { useNearScreen } from '../near-screen';
import { chartSummary, colorOf, type ChartDatum, type ChartKind } from './chart-option';
import type { EChartsViewProps } from './EChartsView';

/** echarts arrives in its own chunk, the first time a chart is shown. */
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
 */
export function Chart({ kind, title, data, height = 250, onItemClick, formatValue, legend, centerText, className }: ChartProps) {
  const show = formatValue ?? String;
  const titleId = useId();
  const [drawingRef, draw] = useNearScreen<HTMLDivElement>(EChartsView);
  const clickIndex = useCallback(
    (index: number) => {
      const datum = data[index];
      if (datum && onItemClick) onItemClick(datum, index);
    },
    [data, onItemClick],
  );

  return (
    <figure className={classNames('pui-chart', className)} aria-labelledby={titleId}>
      <figcaption id={titleId} className="pui-chart__title">
        {title}
      </figcaption>
      {/* The drawing's height held while echarts arrives: the values listed under it would otherwise move down. Far
          from the screen, echarts is not asked for until the borrower scrolls towards the chart (near-screen.ts). */}
      <div ref={drawingRef} className="pui-chart__drawing" role="img" aria-label={chartSummary(title, data, formatValue)} style={{ minBlockSize: height }}>
        {draw ? (
          <EChartsView
            kind={kind}
            data={data}
            height={height}
            legend={legend ?? (kind !== 'bar' && !onItemClick)}
            centerText={centerText}
            formatValue={formatValue}
            onItemClick={onItemClick ? clickIndex : undefined}
          />
        ) : (
          <Spinner size="large" />
        )}
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
