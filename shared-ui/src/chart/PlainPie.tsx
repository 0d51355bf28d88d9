import { useMemo } from 'react';
import { classNames } from '../class-names';
import type { ChartDatum } from './chart-option';
import { PIE_BOX, pieSlices } from './pie-slices';

export interface PlainPieProps {
  kind: 'doughnut' | 'pie';
  data: readonly ChartDatum[];
  height: number;
  centerText?: string;
  onItemClick?(index: number): void;
}

/**
 * A pie or a doughnut drawn as echarts draws it, in SVG: the slices of `pieSlices`, scaled to the drawing's smaller
 * side and centred (the viewBox's `meet`), and the total in the hole. The picture a chart shows until the pointer
 * comes to it and echarts takes over, for its tooltips (Chart). A click on a slice is the slice's, as on echarts'.
 */
export function PlainPie({ kind, data, height, centerText, onItemClick }: PlainPieProps) {
  const slices = useMemo(() => pieSlices(kind, data), [kind, data]);
  return (
    // The height is the page's, as echarts' (a React style prop, set through the DOM, not an inline attribute).
    <div className={classNames('pui-chart__plain', onItemClick && 'pui-chart__plain--clickable')} style={{ height }}>
      <svg viewBox={`${-PIE_BOX} ${-PIE_BOX} ${2 * PIE_BOX} ${2 * PIE_BOX}`} width="100%" height="100%" aria-hidden="true" focusable="false">
        {slices.map((slice) => (
          <path key={slice.index} d={slice.path} fill={slice.color} onClick={onItemClick && (() => onItemClick(slice.index))} />
        ))}
      </svg>
      {centerText && <span className="pui-chart__center">{centerText}</span>}
    </div>
  );
}
