/*
 * `npm run perf [-- --quick] [-- --only javascript-weight,lighthouse]`: issue 15's measurements on the production
 * build, printed as one table (measure, figure, goal, met) and written to test-results/perf.json. See e2e/README.md.
 */
import './run-dir';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot, runDir } from '../support/paths';
import { apiLoad } from './api-load';
import { stopChildren } from './cleanup';
import { javascriptWeight } from './javascript-weight';
import { lighthouseMeasure } from './lighthouse';
import { loanList } from './loan-list';
import { mainThread } from './main-thread';
import { MEASURE_NAMES, type Measure, type MeasureName, type Row } from './measure';
import { assertBuilt, BuildMissing, startPortal, stopPortal } from './portal';
import { remoteSwitch } from './remote-switch';
import { sharedCopies } from './shared-copies';

/** In the order they run: the browser's measures on an idle portal, then the API load, then loan-list alone. */
const MEASURES: readonly Measure[] = [javascriptWeight, sharedCopies, remoteSwitch, lighthouseMeasure, mainThread, apiLoad, loanList];
const resultFile = join(repoRoot, 'test-results/perf.json');

function optionsFrom(argv: string[]): { quick: boolean; only: MeasureName[] } {
  const { values } = parseArgs({ args: argv.filter((arg) => arg !== '--'), options: { quick: { type: 'boolean', default: false }, only: { type: 'string', multiple: true }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(`npm run perf -- [--quick] [--only ${MEASURE_NAMES.join(',')}]`);
    process.exit(0);
  }
  const only = (values.only ?? []).flatMap((names) => names.split(',')).map((name) => name.trim()).filter(Boolean);
  const unknown = only.filter((name) => !(MEASURE_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`Unknown measure(s) ${unknown.join(', ')}: choose from ${MEASURE_NAMES.join(', ')}`);
  return { quick: values.quick, only: only.length > 0 ? (only as MeasureName[]) : [...MEASURE_NAMES] };
}

function printTable(rows: readonly Row[]): void {
  const said = (met: boolean | null) => (met === null ? '—' : met ? 'met' : 'NOT met');
  const columns = [
    ['measure', ...rows.map((row) => row.measure)],
    ['figure', ...rows.map((row) => row.figure)],
    ['goal', ...rows.map((row) => row.goal)],
    ['met', ...rows.map((row) => said(row.met))],
  ];
  const widths = columns.map((column) => Math.max(...column.map((cell) => cell.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`;
  console.log(line(columns.map((column) => column[0]!)));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (let index = 0; index < rows.length; index += 1) console.log(line(columns.map((column) => column[index + 1]!)));
}

let stopping: Promise<void> | null = null;
const stopEverything = () => (stopping ??= (async () => {
  stopChildren();
  await stopPortal();
})());

async function main(): Promise<number> {
  const { quick, only } = optionsFrom(process.argv.slice(2));
  const chosen = MEASURES.filter((measure) => only.includes(measure.name));
  try {
    assertBuilt();
  } catch (error) {
    if (error instanceof BuildMissing) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  const started = new Date();
  const rows: Row[] = [];
  const details: Record<string, unknown> = {};
  const failures: string[] = [];
  let portalUp = false;
  try {
    for (const measure of chosen) {
      if (measure.needsPortal && !portalUp) {
        console.log(`Serving the production build from ${runDir} …`);
        await startPortal();
        portalUp = true;
      }
      if (!measure.needsPortal && portalUp) {
        // The measures that start their own API get the machine to themselves.
        await stopPortal();
        portalUp = false;
      }
      const began = performance.now();
      console.log(`\n▶ ${measure.name}${quick ? ' (quick)' : ''}`);
      try {
        const result = await measure.run({ quick });
        rows.push(...result.rows);
        details[measure.name] = result.details;
        failures.push(...(result.notMeasured ?? []));
        for (const row of result.rows) console.log(`  ${row.measure}: ${row.figure}`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        failures.push(measure.name);
        rows.push({ measure: measure.name, figure: `not measured: ${reason.split('\n')[0]}`, goal: '', met: null });
        details[measure.name] = { error: error instanceof Error ? error.stack : reason };
        console.error(`  ${measure.name} failed: ${reason}`);
      }
      console.log(`  (${((performance.now() - began) / 1000).toFixed(0)} s)`);
    }
  } finally {
    await stopEverything();
  }

  console.log(`\nIssue 15's measures, ${quick ? 'quick run' : 'full run'}, ${started.toISOString()}:\n`);
  printTable(rows);
  mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
  writeFileSync(
    resultFile,
    `${JSON.stringify(
      {
        started: started.toISOString(),
        seconds: Math.round((Date.now() - started.getTime()) / 1000),
        quick,
        measures: chosen.map((measure) => measure.name),
        machine: { node: process.version, cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), database: process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite' },
        rows,
        details,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWritten to ${resultFile}${failures.length > 0 ? `; not measured: ${failures.join(', ')}` : ''}`);
  return failures.length > 0 ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the portal and the measures' processes …`);
    void stopEverything().finally(() => process.exit(130));
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await stopEverything();
    process.exitCode = 1;
  },
);
