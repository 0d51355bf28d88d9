/*
 * The loan list call on 100,000 loans, with the API's own tools: `pnpm --filter @portal/api run generate-loans` (once:
 * the database under test-results/perf-data keeps its loans between runs) and `bench-loans`, which starts the API
 * in its process over that database, signs bench borrowers in and drives autocannon from a worker thread. The figure
 * is its "mixed" line (first pages, keyset pages, searches by number and by address as borrowers ask them); the
 * other mixes are kept in the JSON. With DATABASE_URL set, both run on that PostgreSQL instead of PGlite, and the
 * throughput goal is PostgreSQL's. It runs without the portal: the bench serves the API itself.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/paths';
import { track } from './cleanup';
import type { Measure, MeasureResult } from './measure';

const dataFolder = join(repoRoot, 'test-results/perf-data');
/** PGlite's database, kept between runs, and a note beside it once it has the loans (generating takes about 20 s). */
const databaseDir = join(dataFolder, 'pglite');
const generatedNote = join(dataFolder, 'loans-generated.json');
const GOAL_P99_MS = 20;

function runApiScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = track(
      spawn('pnpm', ['--filter', '@portal/api', '--reporter=silent', 'run', script, ...args], {
        cwd: repoRoot,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...env },
      }),
    );
    let output = '';
    let shown = 0;
    // Echoed line by line as it comes, so a long generation or bench shows it is alive.
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const end = output.lastIndexOf('\n') + 1;
      for (const line of output.slice(shown, end).split('\n').slice(0, -1)) console.log(`    ${script} │ ${line}`);
      shown = Math.max(shown, end);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

interface MixLine {
  mix: string;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

/** bench-loans' table: `mix  req/s  p50 ms  p90 ms  p99 ms  max ms  non-2xx  errors  …`. */
function mixesOf(output: string): MixLine[] {
  const mixes: MixLine[] = [];
  for (const match of output.matchAll(/^(first pages|keyset pages|search by number|search by address|mixed)\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+(\d+)\s+(\d+)/gm)) {
    const [, mix, perSecond, p50, p90, p99, max, non2xx, errors] = match;
    mixes.push({ mix: mix!, perSecond: Number(perSecond), p50: Number(p50), p90: Number(p90), p99: Number(p99), max: Number(max), non2xx: Number(non2xx), errors: Number(errors) });
  }
  return mixes;
}

export const loanList: Measure = {
  name: 'loan-list',
  needsPortal: false,
  async run({ quick }): Promise<MeasureResult> {
    const onPostgres = Boolean(process.env.DATABASE_URL);
    mkdirSync(dataFolder, { recursive: true });
    const env = { DATA_DIR: databaseDir, LOWER_ENVIRONMENT: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };

    // generate-loans refuses a database that has bench borrowers already (their loans are there): that is fine too.
    let generatedNow = false;
    if (onPostgres || !existsSync(generatedNote)) {
      const generated = await runApiScript('generate-loans', [], env);
      if (generated.code !== 0 && !/bench borrowers exist already/.test(generated.output)) throw new Error(`generate-loans failed (exit ${generated.code})`);
      generatedNow = generated.code === 0;
      if (!onPostgres) writeFileSync(generatedNote, `${JSON.stringify({ at: new Date().toISOString(), dataDir: databaseDir })}\n`);
    } else {
      console.log(`    loans generated earlier in ${databaseDir}`);
    }

    const bench = await runApiScript('bench-loans', quick ? ['--duration', '3'] : [], env);
    if (bench.code !== 0) throw new Error(`bench-loans failed (exit ${bench.code})`);
    const mixes = mixesOf(bench.output);
    const mixed = mixes.find((line) => line.mix === 'mixed');
    if (!mixed) throw new Error('bench-loans printed no "mixed" line');
    const loans = /^(\d+) loans,/m.exec(bench.output)?.[1];
    const database = /^Database: (.*)$/m.exec(bench.output)?.[1]?.trim() ?? (onPostgres ? 'PostgreSQL' : 'PGlite');
    const goalPerSecond = onPostgres ? 3_000 : 1_000;
    const what = `Loan list call, ${loans ? Number(loans).toLocaleString('en-US') : '?'} loans, ${onPostgres ? 'PostgreSQL' : 'PGlite'}, mixed`;
    return {
      rows: [
        { measure: `${what}: p99`, figure: `${mixed.p99.toFixed(2)} ms (p50 ${mixed.p50.toFixed(2)})`, goal: `≤ ${GOAL_P99_MS} ms`, met: mixed.p99 <= GOAL_P99_MS },
        {
          measure: `${what}: throughput`,
          figure: `${mixed.perSecond} req/s (${mixed.non2xx + mixed.errors} errors)`,
          goal: `≥ ${goalPerSecond.toLocaleString('en-US')} req/s`,
          met: mixed.perSecond >= goalPerSecond && mixed.non2xx + mixed.errors === 0,
        },
      ],
      details: { database, dataDir: onPostgres ? null : databaseDir, generatedNow, loans: loans ? Number(loans) : null, secondsPerMix: quick ? 3 : 10, mixes },
    };
  },
};
