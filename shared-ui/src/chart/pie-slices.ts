import { colorOf, PIE_RADII, type ChartDatum } from './chart-option';

/** A pie's drawing space: the viewBox is ±PIE_BOX around the centre, the smaller side of the drawing. */
export const PIE_BOX = 100;

/** One slice of a plain pie or doughnut: the index of the value it draws, its outline in the drawing space, its colour. */
export interface PieSlice {
  index: number;
  path: string;
  color: string;
}

const TURN = 2 * Math.PI;
const round = (value: number) => Math.round(value * 1000) / 1000;
const pointAt = (radius: number, angle: number) => `${round(radius * Math.cos(angle))} ${round(radius * Math.sin(angle))}`;

/** An arc from one angle to another, clockwise on the screen when `clockwise`. */
function arc(radius: number, to: number, large: boolean, clockwise: boolean): string {
  return `A ${radius} ${radius} 0 ${large ? 1 : 0} ${clockwise ? 1 : 0} ${pointAt(radius, to)}`;
}

/** A ring (or a disc when `inner` is 0) between two angles, as an SVG path. */
function sectorPath(inner: number, outer: number, start: number, end: number): string {
  if (end - start >= TURN - 1e-9) {
    // A whole turn is two half turns (an arc cannot end where it starts); the hole, drawn the other way round, is left
    // unfilled by SVG's nonzero rule.
    const half = start + Math.PI;
    const ring = `M ${pointAt(outer, start)} ${arc(outer, half, false, true)} ${arc(outer, start, false, true)} Z`;
    return inner > 0 ? `${ring} M ${pointAt(inner, start)} ${arc(inner, half, false, false)} ${arc(inner, start, false, false)} Z` : ring;
  }
  const large = end - start > Math.PI;
  const outside = `M ${pointAt(outer, start)} ${arc(outer, end, large, true)}`;
  return inner > 0 ? `${outside} L ${pointAt(inner, end)} ${arc(inner, start, large, false)} Z` : `${outside} L 0 0 Z`;
}

/**
 * The slices echarts draws for a pie or a doughnut, so that the plain drawing and echarts' canvas are the same
 * picture: from the top, clockwise, each value's share of the turn; values of zero draw nothing, and when every value
 * is zero each takes an equal share (echarts' `startAngle` 90, `clockwise`, `stillShowZeroSum`).
 */
export function pieSlices(kind: 'doughnut' | 'pie', data: readonly ChartDatum[]): PieSlice[] {
  const { inner, outer } = PIE_RADII[kind];
  const sum = data.reduce((total, datum) => total + datum.value, 0);
  const shareOf = (value: number) => (sum === 0 ? TURN / data.length : (value / sum) * TURN);
  const slices: PieSlice[] = [];
  let angle = -Math.PI / 2;
  data.forEach((datum, index) => {
    const share = shareOf(datum.value);
    if (share > 0) slices.push({ index, path: sectorPath(inner * PIE_BOX, outer * PIE_BOX, angle, angle + share), color: colorOf(data, index) });
    angle += share;
  });
  return slices;
}
