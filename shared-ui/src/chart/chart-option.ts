/** One value of a chart: a slice of a doughnut, a bar. */
export interface ChartDatum {
  label: string;
  value: number;
  /** A colour of one's own; the portal's palette otherwise. */
  color?: string;
}

export type ChartKind = 'doughnut' | 'pie' | 'bar';

/** A pie's and a doughnut's radii, as shares of half the drawing's smaller side (echarts' percentages). */
export const PIE_RADII = { doughnut: { inner: 0.5, outer: 0.75 }, pie: { inner: 0, outer: 0.75 } } as const;

/**
 * Whether a chart is drawn plain before echarts takes it over (PlainPie): a pie or a doughnut without a legend is
 * slices and a total, drawn in a few lines of SVG; a legend and a bar chart's axes are echarts' layout to draw.
 */
export function drawnPlainFirst(kind: ChartKind, legend: boolean): kind is 'doughnut' | 'pie' {
  return kind !== 'bar' && !legend;
}

/**
 * The theme's colours written out, because a canvas cannot read CSS custom properties. Each reaches 3:1
 * against white (WCAG 1.4.11, graphics), and neighbours differ in lightness as well as hue.
 */
export const CHART_PALETTE = ['#1d4e89', '#1e7b34', '#b42318', '#8a5300', '#6b3fa0', '#0f766e', '#52606d'] as const;

const TEXT_COLOR = '#1f2933';

export function colorOf(data: readonly ChartDatum[], index: number): string {
  return data[index]?.color ?? CHART_PALETTE[index % CHART_PALETTE.length] ?? CHART_PALETTE[0];
}

/** "In Progress 3, Active 5, Paid 2": the chart in words, for people who cannot see it. */
export function chartSummary(title: string, data: readonly ChartDatum[], formatValue: (value: number) => string = String): string {
  const values = data.map((datum) => `${datum.label} ${formatValue(datum.value)}`).join(', ');
  return values ? `${title}: ${values}` : title;
}

export interface ChartOptionSettings {
  legend: boolean;
  formatValue?(value: number): string;
  /** Text in the hole of a doughnut (a total). */
  centerText?: string;
}

/**
 * The echarts option for a chart of one series. Tooltips are drawn on the canvas (`renderMode: 'richText'`):
 * echarts' HTML tooltips carry inline style attributes, which the portal's Content-Security-Policy refuses.
 */
export function chartOption(kind: ChartKind, data: readonly ChartDatum[], { legend, formatValue, centerText }: ChartOptionSettings) {
  const valueFormatter = formatValue ? (value: unknown) => (typeof value === 'number' ? formatValue(value) : String(value)) : undefined;
  const points = data.map((datum, index) => ({ name: datum.label, value: datum.value, itemStyle: { color: colorOf(data, index) } }));
  const textStyle = { color: TEXT_COLOR, fontFamily: 'system-ui, sans-serif' };

  if (kind === 'bar') {
    return {
      textStyle,
      tooltip: { trigger: 'axis', renderMode: 'richText', valueFormatter },
      legend: legend ? { bottom: 0, textStyle } : undefined,
      grid: { left: 8, right: 8, top: 16, bottom: legend ? 32 : 8, containLabel: true },
      xAxis: { type: 'category', data: data.map((datum) => datum.label), axisLabel: { color: TEXT_COLOR } },
      yAxis: { type: 'value', axisLabel: { color: TEXT_COLOR } },
      series: [{ type: 'bar', data: points, cursor: 'pointer' }],
    };
  }

  const radii = PIE_RADII[kind];
  return {
    textStyle,
    title: centerText ? { text: centerText, left: 'center', top: legend ? '38%' : 'center', textStyle: { ...textStyle, fontSize: 20, fontWeight: 600 } } : undefined,
    tooltip: { trigger: 'item', renderMode: 'richText', valueFormatter },
    legend: legend ? { bottom: 0, textStyle } : undefined,
    series: [
      {
        type: 'pie',
        // Over a plain drawing of the same slices, echarts draws them at once instead of sweeping them in (a series'
        // own setting: the pie's default, 1 s, is not the option's).
        animationDuration: drawnPlainFirst(kind, legend) ? 0 : undefined,
        radius: [`${radii.inner * 100}%`, `${radii.outer * 100}%`],
        center: ['50%', legend ? '45%' : '50%'],
        data: points,
        label: { show: false },
        cursor: 'pointer',
      },
    ],
  };
}
