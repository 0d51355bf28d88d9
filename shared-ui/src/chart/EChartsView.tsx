// Only this module (and the chunk it lives in) imports echarts: pages without a chart never download it.
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { dispose, getInstanceByDom, init, use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useMemo } from 'react';
import { chartOption, type ChartDatum, type ChartKind } from './chart-option';

// Only what the portal draws: pies and doughnuts, bars, their tooltip, legend, title and axes, on a canvas.
registerEChartsParts([PieChart, BarChart, TooltipComponent, LegendComponent, TitleComponent, GridComponent, CanvasRenderer]);

/**
 * What echarts-for-react calls of echarts. Handing it the whole `echarts/core` namespace would keep every export of it
 * in the bundle (a namespace passed as a value is used whole); these three keep only what the charts need.
 */
const echarts = { init, dispose, getInstanceByDom };

export interface EChartsViewProps {
  kind: ChartKind;
  data: readonly ChartDatum[];
  height: number;
  legend: boolean;
  centerText?: string;
  formatValue?(value: number): string;
  onItemClick?(index: number): void;
  /** Called once echarts has drawn the chart and listens to its events (a drawing shown meanwhile may go). */
  onReady?(): void;
}

export function EChartsView({ kind, data, height, legend, centerText, formatValue, onItemClick, onReady }: EChartsViewProps) {
  const option = useMemo(() => chartOption(kind, data, { legend, centerText, formatValue }), [kind, data, legend, centerText, formatValue]);
  const onEvents = useMemo(
    () => (onItemClick ? { click: (params: { dataIndex?: number }) => params.dataIndex !== undefined && onItemClick(params.dataIndex) } : undefined),
    [onItemClick],
  );
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      notMerge
      opts={{ renderer: 'canvas' }}
      onEvents={onEvents}
      // echarts-for-react draws a frame or more after mounting (it sets the option once an empty chart has finished).
      onChartReady={onReady}
      // The height is the page's (the dashboard's doughnut is 250 px): a React style prop, set through the DOM, not an inline attribute.
      style={{ height, width: '100%' }}
    />
  );
}
