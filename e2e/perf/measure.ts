/** One line of the printed table: what was measured, the figure, the goal, and whether the figure meets it. */
export interface Row {
  measure: string;
  figure: string;
  goal: string;
  /** null: not measured, or a figure without a goal of its own. */
  met: boolean | null;
}

export interface PerfOptions {
  /** Shorter loads and a single run where the full measure takes a median. */
  quick: boolean;
}

export interface MeasureResult {
  rows: Row[];
  /** Everything behind the rows (each run, each file), written to test-results/perf.json. */
  details: unknown;
  /** The parts that could not be measured, whose rows say why: the run exits 1, as for a measure that failed whole. */
  notMeasured?: string[];
}

export const MEASURE_NAMES = ['javascript-weight', 'shared-copies', 'remote-switch', 'lighthouse', 'main-thread', 'api-load', 'loan-list'] as const;
export type MeasureName = (typeof MEASURE_NAMES)[number];

export interface Measure {
  name: MeasureName;
  /** Whether it needs the portal served (host, remotes, API); loan-list starts its own API. */
  needsPortal: boolean;
  run(options: PerfOptions): Promise<MeasureResult>;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** The value at a share of the sorted values (nearest rank), as bench-loans computes its percentiles. */
export const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
